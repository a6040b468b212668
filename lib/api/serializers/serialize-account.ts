// Social account rows -> the contract's Account. Only the listed columns are read, so no token or
// encrypted blob can reach a response.
import type { AccountResponse } from "../../schemas/accounts";

export const accountResponseSelect = {
  id: true,
  platform: true,
  platformUsername: true,
  platformAccountId: true,
  isConnected: true,
  requiresReauth: true,
  profileImageUrl: true,
  connectedAt: true,
} as const;

export function serializeAccount(row: {
  id: string;
  platform: string;
  platformUsername: string;
  platformAccountId: string;
  isConnected: boolean;
  requiresReauth: boolean;
  profileImageUrl: string | null;
  connectedAt: Date;
}): AccountResponse {
  return {
    id: row.id,
    platform: row.platform,
    platform_username: row.platformUsername,
    platform_account_id: row.platformAccountId,
    is_connected: row.isConnected,
    requires_reauth: row.requiresReauth,
    profile_image_url: row.profileImageUrl,
    connected_at: row.connectedAt.toISOString(),
  };
}
