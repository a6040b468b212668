// The workspace's accounts as the composer's picker shows them (server pages build this list).
import type { listAccounts } from "@/lib/services/accounts/list-accounts";
import type { ComposerAccount } from "./account-picker";

/** `scheduled`: the accounts with a posting schedule, for which "Add to queue" can find a slot. */
export function composerAccounts(accounts: Awaited<ReturnType<typeof listAccounts>>["rows"], scheduled: ReadonlySet<string> = new Set()): ComposerAccount[] {
  return accounts.map((a) => ({
    hasSchedule: scheduled.has(a.id),
    id: a.id,
    platform: a.platform,
    username: a.platformUsername,
    avatarUrl: a.profileImageUrl,
    usable: a.isConnected && !a.requiresReauth,
  }));
}
