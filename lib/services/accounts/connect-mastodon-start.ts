// Step one of connecting a Mastodon account: the person names their instance; Postlane makes sure it has an
// app there, remembers the flow (state, PKCE verifier, instance) and returns the instance's authorize URL.
import { z } from "zod";
import { appUrl, networkSetting } from "../../env";
import { BadRequestError, NotFoundError, parseInput } from "../../errors";
import { db } from "../../db";
import { codeChallengeS256, createCodeVerifier, randomState } from "../../oauth/pkce";
import { saveOAuthState } from "../../oauth/state-store";
import { mastodonAuthorizeUrl } from "../../platforms/mastodon/oauth";
import { connectMastodonInput } from "../../schemas/connect";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";
import { connectFailure } from "./connect-errors";
import { mastodonAppFor } from "./connect-mastodon-app";

export const startMastodonConnectInput = connectMastodonInput.extend({
  reconnectAccountId: z.uuid({ error: "must be an account id" }).optional(),
});

export function mastodonCallbackUrl(): string {
  return `${appUrl()}/api/connect/mastodon/callback`;
}

export async function startMastodonConnect({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: z.input<typeof startMastodonConnectInput> }) {
  const data = parseInput(startMastodonConnectInput, input);
  if (actor.kind === "system") throw new BadRequestError("A connect flow must be started by a signed-in person");
  await requireRole(workspaceId, actor, "manager", "connect accounts");
  const instanceUrl = publicInstanceOrigin(data.instanceUrl);
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

/**
 * The instance's origin, refusing addresses that point into this server's own network (the server calls the
 * instance): plain http, localhost, private and link-local addresses. With MASTODON_API_BASE_URL set (tests,
 * a private deployment) every call goes there instead, so any name is accepted.
 */
function publicInstanceOrigin(raw: string): string {
  const url = new URL(raw);
  const origin = `${url.protocol}//${url.host.toLowerCase()}`;
  if (networkSetting("mastodon", "API_BASE_URL")) return origin;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, "");
  const privateHost =
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".local") ||
    host.endsWith(".internal") ||
    !host.includes(".") ||
    /^(127\.|10\.|192\.168\.|169\.254\.|0\.|172\.(1[6-9]|2\d|3[01])\.)/.test(host) ||
    host === "::1" ||
    /^(fc|fd|fe80)/.test(host);
  if (url.protocol !== "https:" || privateHost) {
    throw new BadRequestError("instanceUrl: must be the public https address of a Mastodon server, such as mastodon.social");
  }
  return origin;
}
