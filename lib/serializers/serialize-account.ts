// Social account rows -> the contract's Account. Only the listed columns are read (listAccounts' select), so
// no token or encrypted blob can reach a response. requires_reauth also warns ahead: true days before a
// long-lived token that is not being renewed runs out (lib/tokens/token-health.ts).
import type { AccountResponse } from "../schemas/accounts";
import { tokenHealth, type TokenHealthColumns } from "../tokens/token-health";

export function serializeAccount(
  row: TokenHealthColumns & { id: string; platformUsername: string; platformAccountId: string; profileImageUrl: string | null },
  now = new Date(),
): AccountResponse {
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
