// Step two of connecting Mastodon: the instance sent the browser back with ?code&state. The state must be one we
// issued to this person for Mastodon and not expired; then the code is exchanged with the instance's app and the
// account stored (Mastodon user tokens do not expire and come without a refresh token).
import { AppError } from "../../errors";
import type { ConnectOutcome, CallbackParams } from "./connect-oauth-complete";
import { consumeOAuthState } from "./oauth-state-store";
import { isPlatformError } from "../../platforms/errors";
import { exchangeMastodonCode, mastodonMaxCharacters, verifyMastodonCredentials } from "../../platforms/mastodon/oauth";
import { mastodonAppFor } from "./connect-mastodon-app";
import { saveConnectedAccount } from "./save-connected-account";

export async function completeMastodonConnect({
  userId,
  params,
  now = new Date(),
}: {
  userId: string | null;
  params: CallbackParams;
  now?: Date;
}): Promise<ConnectOutcome> {
  const stored = params.state ? await consumeOAuthState(params.state) : null;
  if (!stored || stored.platform !== "mastodon" || stored.userId !== userId) {
    const workspaceId = stored && stored.userId === userId ? stored.workspaceId : null;
    return { ok: false, workspaceId, message: "This Mastodon connect link is not valid (or was already used); start connecting again" };
  }
  const workspaceId = stored.workspaceId;
  if (stored.expiresAt.getTime() < now.getTime()) {
    return { ok: false, workspaceId, message: "The Mastodon connect flow took too long and expired; start connecting again" };
  }
  if (params.error || !params.code) {
    const why =
      params.error === "access_denied" ? "the request was not approved" : (params.errorDescription ?? params.error ?? "no authorization code was returned");
    return { ok: false, workspaceId, message: `Mastodon was not connected: ${why}` };
  }
  const instanceUrl = typeof stored.context.instanceUrl === "string" ? stored.context.instanceUrl : null;
  if (!instanceUrl) return { ok: false, workspaceId, message: "The Mastodon connect flow lost its instance; start connecting again" };

  const signal = AbortSignal.timeout(20_000);
  try {
    const app = await mastodonAppFor(instanceUrl, stored.redirectUri, signal);
    const tokens = await exchangeMastodonCode(
      instanceUrl,
      { ...app, code: params.code, redirectUri: stored.redirectUri, codeVerifier: stored.codeVerifier },
      signal,
    );
    const profile = await verifyMastodonCredentials(instanceUrl, tokens.accessToken, signal);
    const maxCharacters = await mastodonMaxCharacters(instanceUrl, signal);
    const host = new URL(instanceUrl).host;
    const saved = await saveConnectedAccount({
      workspaceId,
      actor: { kind: "user", userId: stored.userId },
      input: {
        platform: "mastodon",
        // Account ids are only unique within an instance.
        platformAccountId: `${profile.id}@${host}`,
        username: `@${profile.username}@${host}`,
        displayName: profile.display_name || null,
        profileImageUrl: profile.avatar && URL.canParse(profile.avatar) ? profile.avatar : null,
        settings: { instanceUrl, accountId: profile.id, acct: profile.acct, ...(maxCharacters ? { maxCharacters } : {}) },
        accessToken: tokens.accessToken,
        refreshToken: null,
        expiresAt: null,
        scopes: tokens.scopes,
      },
    });
    return { ok: true, workspaceId, accounts: [{ id: saved.id, platformUsername: saved.platformUsername }] };
  } catch (error) {
    if (isPlatformError(error) || error instanceof AppError) return { ok: false, workspaceId, message: `Mastodon was not connected: ${error.message}` };
    throw error;
  }
}
