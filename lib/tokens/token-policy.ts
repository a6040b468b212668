// When an account's access token is renewed, and when a person is warned that it will not be. Pure: the
// refresh service (fresh-account.ts), the renewal sweep and GET /accounts all decide from these.
//
// Short-lived tokens (X ~2 h, YouTube 1 h, TikTok 2 h, LinkedIn 60 days with a refresh token) are renewed
// with their refresh token shortly before they run out: a margin long enough for one slow publish.
// Meta's long-lived tokens (Instagram through Facebook Login, Threads: 60 days) are renewed by exchanging the
// still-valid token itself, which Meta refuses once it has expired (Threads also refuses a token younger than
// 24 h): so they are renewed days ahead, by the scheduled sweep, and a person is warned days before the
// token runs out when renewal keeps failing.
// A refresh token may have its own end that no renewal moves (TikTok: 180 days from the consent, LinkedIn: 365
// days): past it only a reconnect helps, so a person is warned the same days ahead of it.
import type { PlatformId } from "../platforms/ids";

/** Renew a refresh-token network's access token when less than this is left. */
export const REFRESH_MARGIN_MS = 10 * 60_000;
/** Renew a Meta long-lived token when less than this is left (its renewal needs the token still valid). */
export const LONG_LIVED_RENEW_AHEAD_MS = 7 * 24 * 3600_000;
/** Warn (requires_reauth, the Accounts page) when a token that could not be renewed has less than this left. */
export const REAUTH_WARNING_MS = 3 * 24 * 3600_000;
/** Threads refuses th_refresh_token for a token issued less than 24 h ago. */
export const THREADS_MIN_TOKEN_AGE_MS = 24 * 3600_000;

/** Networks whose token is renewed by exchanging the valid access token, not with a refresh token. */
const LONG_LIVED: readonly PlatformId[] = ["instagram", "threads"];

export function renewAheadMs(platform: PlatformId): number {
  return LONG_LIVED.includes(platform) ? LONG_LIVED_RENEW_AHEAD_MS : REFRESH_MARGIN_MS;
}

export interface TokenFacts {
  platform: PlatformId;
  expiresAt: Date | null;
  /** When the current access token was issued: the last refresh, else the connection. */
  issuedAt: Date | null;
}

/** True when the token should be renewed now, before anything is sent with it. */
export function needsRenewal(token: TokenFacts, now: Date): boolean {
  if (!token.expiresAt) return false;
  const left = token.expiresAt.getTime() - now.getTime();
  if (left > renewAheadMs(token.platform)) return false;
  // A Threads token younger than 24 h cannot be renewed yet; it is still valid for days by then.
  if (token.platform === "threads" && left > 0 && token.issuedAt && now.getTime() - token.issuedAt.getTime() < THREADS_MIN_TOKEN_AGE_MS) return false;
  return true;
}

/**
 * True when a person must act soon: a long-lived token that was not renewed has less than the warning time
 * left (or has run out). Refresh-token networks renew in seconds on demand, so only a refused refresh
 * (requires_reauth stored) warns for them.
 */
export function expiresWithoutRenewal(token: TokenFacts, now: Date): boolean {
  if (!token.expiresAt || !LONG_LIVED.includes(token.platform)) return false;
  return token.expiresAt.getTime() - now.getTime() < REAUTH_WARNING_MS;
}

/** True when the refresh token itself (refresh_token_expires_at, when the network reported one) has less than
 *  the warning time left: no renewal can move that date, only a reconnect can. */
export function refreshTokenRunsOut(refreshExpiresAt: Date | null, now: Date): boolean {
  return refreshExpiresAt !== null && refreshExpiresAt.getTime() - now.getTime() < REAUTH_WARNING_MS;
}
