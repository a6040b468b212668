// Marks a connected account as needing to be reconnected (a refresh refused, a token revoked) and records the
// account.requires_reauth webhook event in the same transaction, once per change: an account already marked
// is not announced again.
import { db } from "../db";
import { accountWebhookData } from "../webhooks/payloads";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

export async function markAccountRequiresReauth(accountId: string, reason: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const [marked] = await tx.socialAccount.updateManyAndReturn({
      where: { id: accountId, requiresReauth: false },
      data: { requiresReauth: true },
      select: { id: true, workspaceId: true, platform: true, platformUsername: true },
    });
    if (marked) await recordWebhookEvent(tx, { workspaceId: marked.workspaceId, type: "account.requires_reauth", data: accountWebhookData(marked, reason) });
  });
}
