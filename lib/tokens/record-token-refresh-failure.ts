// A renewal that failed: the error is kept on the account (the Accounts page and GET /accounts show it) and the
// renewer's lease ends. Whether the account must be reconnected is the caller's call (markAccountRequiresReauth).
import { db } from "../db";

export async function recordTokenRefreshFailure({ accountId, message }: { accountId: string; message: string }): Promise<void> {
  await db.socialAccount.update({
    where: { id: accountId },
    data: { tokenError: message, tokenErrorAt: new Date(), tokenRefreshLockUntil: null },
  });
}
