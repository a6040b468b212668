// An account's token health as people see it (GET /accounts requires_reauth, the Accounts page): whether it
// needs a reconnect now or soon, when its token runs out, when it was last renewed, and the last error.
// requires_reauth turns true days before anything fails when a long-lived token is not being renewed
// (token-policy.ts), not only once a network has refused it.
import type { PlatformId } from "../platforms/ids";
import { expiresWithoutRenewal } from "./token-policy";

export interface TokenHealthColumns {
  platform: string;
  isConnected: boolean;
  requiresReauth: boolean;
  tokenExpiresAt: Date | null;
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
  let warning: string | null = null;
  if (row.requiresReauth) warning = "Access has expired or was revoked: reconnect the account.";
  else if (expiring) {
    const left = row.tokenExpiresAt!.getTime() - now.getTime();
    warning =
      left <= 0
        ? "The access token has expired and could not be renewed: reconnect the account."
        : `The access token runs out in ${Math.max(1, Math.round(left / 3600_000))} h and could not be renewed: reconnect the account before then.`;
  }
  return {
    requiresReauth: row.requiresReauth || expiring,
    warning,
    expiresAt: row.tokenExpiresAt,
    lastRefreshAt: row.tokenRefreshedAt,
    lastError: row.tokenError,
    lastErrorAt: row.tokenErrorAt,
  };
}
