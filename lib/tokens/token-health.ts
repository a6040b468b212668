// An account's token health as people see it (GET /accounts requires_reauth, the Accounts page): whether it
// needs a reconnect now or soon, when its token runs out, when it was last renewed, and the last error.
// requires_reauth turns true days before anything fails when a long-lived token is not being renewed
// (token-policy.ts), or when the refresh token itself is about to run out (TikTok 180 days after the consent),
// not only once a network has refused it.
import { PLATFORM_LABELS, type PlatformId } from "../platforms/ids";
import { expiresWithoutRenewal, refreshTokenRunsOut } from "./token-policy";

export interface TokenHealthColumns {
  platform: string;
  isConnected: boolean;
  requiresReauth: boolean;
  tokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  tokenRefreshedAt: Date | null;
  tokenError: string | null;
  tokenErrorAt: Date | null;
  connectedAt: Date;
}

/** The columns to select for tokenHealth (no token, no ciphertext). */
export const tokenHealthSelect = {
  platform: true,
  isConnected: true,
  requiresReauth: true,
  tokenExpiresAt: true,
  refreshTokenExpiresAt: true,
  tokenRefreshedAt: true,
  tokenError: true,
  tokenErrorAt: true,
  connectedAt: true,
} as const;

export interface TokenHealth {
  /** A reconnect is needed now, or soon (see the file comment). */
  requiresReauth: boolean;
  /** Why, for a person; null when all is well. */
  warning: string | null;
  expiresAt: Date | null;
  lastRefreshAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

export function tokenHealth(row: TokenHealthColumns, now = new Date()): TokenHealth {
  const facts = { platform: row.platform as PlatformId, expiresAt: row.tokenExpiresAt, issuedAt: row.tokenRefreshedAt ?? row.connectedAt };
  const expiring = row.isConnected && !row.requiresReauth && expiresWithoutRenewal(facts, now);
  const refreshEnding = row.isConnected && !row.requiresReauth && refreshTokenRunsOut(row.refreshTokenExpiresAt, now);
  let warning: string | null = null;
  if (row.requiresReauth) warning = "Access has expired or was revoked: reconnect the account.";
  else if (refreshEnding) {
    const end = row.refreshTokenExpiresAt!;
    warning =
      end.getTime() <= now.getTime()
        ? `${PLATFORM_LABELS[facts.platform] ?? row.platform}'s permission for this account has run out and cannot be renewed: reconnect the account.`
        : `Reconnect before ${formatUtc(end)}: ${PLATFORM_LABELS[facts.platform] ?? row.platform}'s permission for this account runs out then and cannot be renewed.`;
  } else if (expiring) {
    const left = row.tokenExpiresAt!.getTime() - now.getTime();
    warning =
      left <= 0
        ? "The access token has expired and could not be renewed: reconnect the account."
        : `The access token runs out in ${Math.max(1, Math.round(left / 3600_000))} h and could not be renewed: reconnect the account before then.`;
  }
  return {
    requiresReauth: row.requiresReauth || expiring || refreshEnding,
    warning,
    expiresAt: row.tokenExpiresAt,
    lastRefreshAt: row.tokenRefreshedAt,
    lastError: row.tokenError,
    lastErrorAt: row.tokenErrorAt,
  };
}

/** "28 May 2027, 14:00 UTC": the same on the server and in any browser, so the page and the API agree. */
function formatUtc(date: Date): string {
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(date);
  return `${day}, ${time} UTC`;
}
