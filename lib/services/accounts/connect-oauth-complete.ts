// Step two: the network sent the browser back with ?code&state (or ?error). The state must be one we issued,
// unexpired, for this network and this person; then the code is exchanged (with the PKCE verifier) and every
// account the grant covers is stored with encrypted tokens.
import { PLATFORM_LABELS, type PlatformId } from "../../platforms/ids";
import { isPlatformError } from "../../platforms/errors";
import { AppError } from "../../errors";
import { saveConnectedAccount } from "./save-connected-account";
import { oauthConfig } from "../../platforms/oauth/configs";
import { consumeOAuthState } from "./oauth-state-store";
import { exchangeAuthorizationCode } from "../../platforms/oauth/token-endpoint";

export interface CallbackParams {
  state: string | null;
  code: string | null;
  error: string | null;
  errorDescription: string | null;
}

export type ConnectOutcome =
  { ok: true; workspaceId: string; accounts: { id: string; platformUsername: string }[] } | { ok: false; workspaceId: string | null; message: string };

const EXCHANGE_TIMEOUT_MS = 20_000;

export async function completeOAuthConnect({
  platform,
  userId,
  params,
  now = new Date(),
}: {
  platform: PlatformId;
  /** The signed-in person receiving the callback; must be the one who started the flow. */
  userId: string | null;
  params: CallbackParams;
  now?: Date;
}): Promise<ConnectOutcome> {
  const label = PLATFORM_LABELS[platform];
  const stored = params.state ? await consumeOAuthState(params.state) : null;
  if (!stored || stored.platform !== platform || stored.userId !== userId) {
    // Only the person who started the flow learns which workspace it was for.
    const workspaceId = stored && stored.userId === userId ? stored.workspaceId : null;
    return { ok: false, workspaceId, message: `This ${label} connect link is not valid (or was already used); start connecting again` };
  }
  const workspaceId = stored.workspaceId;
  if (stored.expiresAt.getTime() < now.getTime()) {
    return { ok: false, workspaceId, message: `The ${label} connect flow took too long and expired; start connecting again` };
  }
  if (params.error || !params.code) {
    const why =
      params.error === "access_denied" ? "the request was not approved" : (params.errorDescription ?? params.error ?? "no authorization code was returned");
    return { ok: false, workspaceId, message: `${label} was not connected: ${why}` };
  }
  const config = oauthConfig(platform);
  if (!config) return { ok: false, workspaceId, message: `${label} is not connected through OAuth` };

  const signal = AbortSignal.timeout(EXCHANGE_TIMEOUT_MS);
  try {
    const tokens = await exchangeAuthorizationCode(config, { code: params.code, redirectUri: stored.redirectUri, codeVerifier: stored.codeVerifier }, signal);
    const profiles = await config.fetchProfiles(tokens, signal);
    if (profiles.length === 0) return { ok: false, workspaceId, message: `${label} returned no account to connect` };
    const accounts = [];
    for (const profile of profiles) {
      const accountTokens = profile.tokens ?? tokens;
      const saved = await saveConnectedAccount({
        workspaceId,
        actor: { kind: "user", userId: stored.userId },
        input: {
          platform,
          platformAccountId: profile.platformAccountId,
          username: profile.username,
          displayName: profile.displayName ?? null,
          profileImageUrl: profile.profileImageUrl ?? null,
          settings: profile.settings ?? {},
          accessToken: accountTokens.accessToken,
          refreshToken: accountTokens.refreshToken,
          expiresAt: accountTokens.expiresAt,
          refreshExpiresAt: accountTokens.refreshExpiresAt ?? null,
          scopes: accountTokens.scopes,
        },
      });
      accounts.push({ id: saved.id, platformUsername: saved.platformUsername });
    }
    return { ok: true, workspaceId, accounts };
  } catch (error) {
    if (isPlatformError(error) || error instanceof AppError) return { ok: false, workspaceId, message: error.message };
    throw error;
  }
}
