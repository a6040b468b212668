// The workspace's accounts as the composer's picker shows them (server pages build this list).
import type { listAccounts } from "@/lib/services/accounts/list-accounts";
import type { ComposerAccount } from "./account-picker";

export function composerAccounts(accounts: Awaited<ReturnType<typeof listAccounts>>): ComposerAccount[] {
  return accounts.map((a) => ({
    id: a.id,
    platform: a.platform,
    username: a.platformUsername,
    avatarUrl: a.profileImageUrl,
    usable: a.isConnected && !a.requiresReauth,
  }));
}
