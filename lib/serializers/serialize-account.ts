// Social account rows -> the contract's Account. Only the listed columns are read (listAccounts' select), so
// no token or encrypted blob can reach a response. requires_reauth also warns ahead: true days before a
// long-lived token that is not being renewed runs out (lib/tokens/token-health.ts).
import type { AccountResponse } from "../schemas/accounts";
import { tokenHealth, tokenHealthSelect, type TokenHealthColumns } from "../tokens/token-health";

/** The columns serializeAccount reads: public ones and the token's health, never a token. */
export const accountResponseSelect = {
  ...tokenHealthSelect,
  id: true,
  platformUsername: true,
  platformAccountId: true,
  profileImageUrl: true,
} as const;

export type AccountRow = TokenHealthColumns & { id: string; platformUsername: string; platformAccountId: string; profileImageUrl: string | null };

export function serializeAccount(row: AccountRow, now = new Date()): AccountResponse {
  return {
    id: row.id,
    platform: row.platform,
    platform_username: row.platformUsername,
    platform_account_id: row.platformAccountId,
    is_connected: row.isConnected,
    requires_reauth: tokenHealth(row, now).requiresReauth,
    profile_image_url: row.profileImageUrl,
    connected_at: row.connectedAt.toISOString(),
  };
}
