// Step one of connecting an account: check the person may connect accounts in the workspace, remember the
// flow (state, PKCE verifier) and return the network's authorize URL to send the browser to.
import { z } from "zod";
import { appUrl } from "../../env";
import { BadRequestError, NotFoundError, parseInput } from "../../errors";
import { db } from "../../db";
import { PLATFORM_LABELS, platformId, type PlatformId } from "../../platforms/ids";
import { connectStatus } from "../../platforms/connect-status";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";
import { buildAuthorizeUrl } from "../../platforms/oauth/authorize-url";
import { oauthConfig } from "../../platforms/oauth/configs";
import { createCodeVerifier, randomState } from "../../platforms/oauth/pkce";
import { saveOAuthState } from "./oauth-state-store";
import { requireClientCredentials } from "../../platforms/oauth/token-endpoint";
import { logger } from "@/lib/observability/logger";

export const startConnectInput = z.strictObject({
  platform: platformId,
  /** The account being reconnected (requires_reauth), when there is one. */
  reconnectAccountId: z.uuid({ error: "must be an account id" }).optional(),
});

export function callbackUrl(platform: PlatformId): string {
  return `${appUrl()}/api/connect/${platform}/callback`;
}

export async function startOAuthConnect({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: Actor;
  input: z.input<typeof startConnectInput>;
}): Promise<string> {
  const { platform, reconnectAccountId } = parseInput(startConnectInput, input);
  if (actor.kind === "system") throw new BadRequestError("A connect flow must be started by a signed-in person");
  await requireRole(workspaceId, actor, "manager", "connect accounts");
  const config = oauthConfig(platform);
  const status = connectStatus()[platform];
  if (!config || status.method !== "oauth" || !status.configured) {
    if (status.operatorHint) logger().warn({ network: platform, hint: status.operatorHint }, `${PLATFORM_LABELS[platform]} connect refused`);
    throw new BadRequestError(`${PLATFORM_LABELS[platform]} cannot be connected here: ${status.reason ?? "it is connected with a form, not OAuth"}`);
  }
  if (reconnectAccountId) {
    const account = await db.socialAccount.findFirst({ where: { id: reconnectAccountId, workspaceId, platform }, select: { id: true } });
    if (!account) throw new NotFoundError("Account");
  }
  const { clientId } = requireClientCredentials(config);
  const state = randomState();
  const codeVerifier = config.pkce ? createCodeVerifier() : null;
  const redirectUri = callbackUrl(platform);
  await saveOAuthState(state, {
    workspaceId,
    userId: actor.userId,
    platform,
    codeVerifier,
    redirectUri,
    context: reconnectAccountId ? { reconnectAccountId } : {},
  });
  return buildAuthorizeUrl(config, { clientId, redirectUri, state, codeVerifier });
}
