// Step one of connecting a Mastodon account: the person names their instance; Postlane makes sure it has an
// app there, remembers the flow (state, PKCE verifier, instance) and returns the instance's authorize URL.
import { z } from "zod";
import { appUrl } from "../../env";
import { BadRequestError, NotFoundError, parseInput } from "../../errors";
import { db } from "../../db";
import { codeChallengeS256, createCodeVerifier, randomState } from "../../platforms/oauth/pkce";
import { saveOAuthState } from "./oauth-state-store";
import { mastodonAuthorizeUrl } from "../../platforms/mastodon/oauth";
import { connectMastodonInput } from "../../schemas/connect";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";
import { connectFailure } from "./connect-errors";
import { mastodonAppFor } from "./connect-mastodon-app";
import { publicServerOrigin } from "./connect-public-origin";

export const startMastodonConnectInput = connectMastodonInput.extend({
  reconnectAccountId: z.uuid({ error: "must be an account id" }).optional(),
});

export function mastodonCallbackUrl(): string {
  return `${appUrl()}/api/connect/mastodon/callback`;
}

export async function startMastodonConnect({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: Actor;
  input: z.input<typeof startMastodonConnectInput>;
}) {
  const data = parseInput(startMastodonConnectInput, input);
  if (actor.kind === "system") throw new BadRequestError("A connect flow must be started by a signed-in person");
  await requireRole(workspaceId, actor, "manager", "connect accounts");
  const instanceUrl = await publicServerOrigin("mastodon", data.instanceUrl, "instanceUrl", "a Mastodon server, such as mastodon.social");
  if (data.reconnectAccountId) {
    const account = await db.socialAccount.findFirst({ where: { id: data.reconnectAccountId, workspaceId, platform: "mastodon" }, select: { id: true } });
    if (!account) throw new NotFoundError("Account");
  }
  const redirectUri = mastodonCallbackUrl();
  let app;
  try {
    app = await mastodonAppFor(instanceUrl, redirectUri, AbortSignal.timeout(20_000));
  } catch (error) {
    throw connectFailure("mastodon", error, "instanceUrl");
  }
  const state = randomState();
  const codeVerifier = createCodeVerifier();
  await saveOAuthState(state, {
    workspaceId,
    userId: actor.userId,
    platform: "mastodon",
    codeVerifier,
    redirectUri,
    context: { instanceUrl, ...(data.reconnectAccountId ? { reconnectAccountId: data.reconnectAccountId } : {}) },
  });
  return mastodonAuthorizeUrl(instanceUrl, { clientId: app.clientId, redirectUri, state, codeChallenge: codeChallengeS256(codeVerifier) });
}
