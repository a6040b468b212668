// Disconnects an account: its tokens are erased and it stops publishing; the row (and its posts' history) stays.
// Connecting the same network account again brings it back.
import { z } from "zod";
import { db } from "../../db";
import { NotFoundError, parseInput } from "../../errors";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";
import { accountResponseSelect } from "../../serializers/serialize-account";
import { accountConnectionData } from "../../webhooks/payloads";
import { recordWebhookEvent } from "../../webhooks/record-webhook-event";

export const disconnectAccountInput = z.strictObject({ accountId: z.uuid({ error: "must be an account id" }) });

export async function disconnectAccount({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: z.input<typeof disconnectAccountInput> }) {
  const { accountId } = parseInput(disconnectAccountInput, input);
  await requireRole(workspaceId, actor, "manager", "disconnect accounts");
  await db.$transaction(async (tx) => {
    const before = await tx.socialAccount.findFirst({ where: { id: accountId, workspaceId }, select: { isConnected: true } });
    if (!before) throw new NotFoundError("Account");
    const [account] = await tx.socialAccount.updateManyAndReturn({
      where: { id: accountId, workspaceId },
      data: { isConnected: false, disconnectedAt: new Date(), accessTokenEnc: null, refreshTokenEnc: null, tokenExpiresAt: null },
      select: { ...accountResponseSelect, workspaceId: true },
    });
    // Announced once: disconnecting an account already disconnected changes nothing a receiver cares about.
    if (account && before.isConnected) {
      await recordWebhookEvent(tx, { workspaceId, type: "account.disconnected", data: accountConnectionData(account, { connected: false }) });
    }
  });
  return { id: accountId, isConnected: false };
}
