// The early reconnect warning. An account's requires_reauth turns true (GET /accounts, the Accounts page) three
// days before a token that could not be renewed runs out, or before the refresh token's own end, long before
// anything fails (token-health.ts). That moment has no write of its own, so the renewal sweep looks for it:
// each account newly in its warning window gets the account.requires_reauth webhook event and an
// account_reauth notification, once per end date (reauth_warned_for holds the end it warned about; a
// reconnect brings a new end, which may warn again one day).
import { db } from "../db";
import { notify } from "../notifications/notify";
import { accountResponseSelect } from "../serializers/serialize-account";
import { accountWebhookData } from "../webhooks/payloads";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { tokenHealth } from "./token-health";
import { REAUTH_WARNING_MS, refreshTokenRunsOut } from "./token-policy";

export async function warnBeforeReauth({ now = new Date(), workspaceIds }: { now?: Date; workspaceIds?: string[] } = {}): Promise<number> {
  const horizon = new Date(now.getTime() + REAUTH_WARNING_MS);
  const candidates = await db.socialAccount.findMany({
    where: {
      isConnected: true,
      isSandbox: false,
      requiresReauth: false,
      OR: [{ tokenExpiresAt: { lt: horizon } }, { refreshTokenExpiresAt: { lt: horizon } }],
      ...(workspaceIds ? { workspaceId: { in: workspaceIds } } : {}),
    },
    select: { ...accountResponseSelect, workspaceId: true, reauthWarnedFor: true },
  });
  let warned = 0;
  for (const account of candidates) {
    const health = tokenHealth(account, now);
    if (!health.requiresReauth) continue;
    // The end that forces the reconnect: the refresh token's when that is what runs out, else the access token's.
    const end = refreshTokenRunsOut(account.refreshTokenExpiresAt, now) ? account.refreshTokenExpiresAt! : account.tokenExpiresAt!;
    if (account.reauthWarnedFor?.getTime() === end.getTime()) continue;
    const claimed = await db.$transaction(async (tx) => {
      // Conditional on what was read, so two sweeps at once warn once.
      const { count } = await tx.socialAccount.updateMany({
        where: { id: account.id, requiresReauth: false, reauthWarnedFor: account.reauthWarnedFor },
        data: { reauthWarnedFor: end },
      });
      if (count !== 1) return false;
      await recordWebhookEvent(tx, {
        workspaceId: account.workspaceId,
        type: "account.requires_reauth",
        data: { ...accountWebhookData(account, health.warning ?? "reconnect the account", now), reconnect_by: end.toISOString() },
      });
      return true;
    });
    if (!claimed) continue;
    warned++;
    await notify({ kind: "account_reauth", workspaceId: account.workspaceId, accountId: account.id, reconnectBy: end });
  }
  return warned;
}
