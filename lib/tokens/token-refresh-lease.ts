// The short lease a token renewer holds on an account row (token_refresh_lock_until), so that across processes
// only one spends a single-use refresh token at a time (the single flight is explained in
// fresh-account.ts). A lease, not a transaction held across the network call.
import type { SocialAccount } from "@/generated/prisma/client";
import { db } from "../db";

/** How long a renewer may hold the account; a crashed one lets go by itself after this. */
const LEASE_MS = 90_000;

/** Takes the lease with one conditional UPDATE (free, or its holder's time is up); null while another holds it. */
export async function takeTokenRefreshLease({ accountId, now }: { accountId: string; now: Date }): Promise<SocialAccount | null> {
  const [row] = await db.socialAccount.updateManyAndReturn({
    where: { id: accountId, OR: [{ tokenRefreshLockUntil: null }, { tokenRefreshLockUntil: { lt: now } }] },
    data: { tokenRefreshLockUntil: new Date(now.getTime() + LEASE_MS) },
  });
  return row ?? null;
}

/** Lets go of the lease without storing anything: under it, the renewal turned out to be unnecessary. */
export async function releaseTokenRefreshLease({ accountId }: { accountId: string }): Promise<void> {
  await db.socialAccount.update({ where: { id: accountId }, data: { tokenRefreshLockUntil: null } });
}
