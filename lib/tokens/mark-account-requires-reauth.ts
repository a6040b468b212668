// Marks a connected account as needing to be reconnected (a refresh refused, a token revoked) and records the
// account.requires_reauth webhook event in the same transaction, once per change: an account already marked
// is not announced again. The workspace's leads are told too (an account_reauth notification, due now).
import { db } from "../db";
import { notify } from "../notifications/notify";
import { accountResponseSelect } from "../serializers/serialize-account";
import { accountWebhookData } from "../webhooks/payloads";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

export async function markAccountRequiresReauth(accountId: string, reason: string): Promise<void> {
  const marked = await db.$transaction(async (tx) => {
    const [row] = await tx.socialAccount.updateManyAndReturn({
      where: { id: accountId, requiresReauth: false },
      data: { requiresReauth: true },
      select: { ...accountResponseSelect, workspaceId: true, updatedAt: true },
    });
    if (row) await recordWebhookEvent(tx, { workspaceId: row.workspaceId, type: "account.requires_reauth", data: accountWebhookData(row, reason) });
    return row;
  });
  if (marked) await notify({ kind: "account_reauth", workspaceId: marked.workspaceId, accountId: marked.id, reconnectBy: marked.updatedAt });
}
