// "Resend": a finished delivery is queued again from its first attempt, with the same event and so the same
// webhook-id (a receiver that already handled it can tell). A delivery still pending (waiting for its next
// retry) is sent now instead: its retry time moves to now, which wakes the sender (the NOTIFY trigger on
// next_attempt_at), and the sender's claim does the rest, so the one delivery row is sent once, not twice.
// An attempt already in flight (claimed, lease running) is left alone: that attempt is the resend.
import { db } from "../../db";
import { BadRequestError, NotFoundError } from "../../errors";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { findWorkspaceEndpoint, isRowId, webhookDeliverySelect } from "./webhook-select";

export async function resendWebhookDelivery({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string; deliveryId: string };
}) {
  await requireWriter(workspaceId, actor, "manage webhooks");
  const endpointId = await findWorkspaceEndpoint(workspaceId, input.id);
  if (!isRowId(input.deliveryId)) throw new NotFoundError("Delivery");
  return db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId }, select: { disabledAt: true } });
    if (endpoint.disabledAt) throw new BadRequestError("The endpoint is disabled; enable it before resending");
    const delivery = await tx.webhookDelivery.findFirst({ where: { id: input.deliveryId.toLowerCase(), endpointId }, select: { id: true, status: true } });
    if (!delivery) throw new NotFoundError("Delivery");
    if (delivery.status === "pending") {
      // Guarded like the sender's claim: only an unclaimed row (or one whose sender's lease passed) is moved.
      // A claim racing this statement either committed first (no row matches: its attempt is under way) or
      // waits for this one and then claims the row as due now; either way one attempt, one request.
      await tx.webhookDelivery.updateMany({
        where: { id: delivery.id, status: "pending", OR: [{ leaseUntil: null }, { leaseUntil: { lt: new Date() } }] },
        data: { nextAttemptAt: new Date() },
      });
      return tx.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id }, select: webhookDeliverySelect });
    }
    return tx.webhookDelivery.update({
      where: { id: delivery.id },
      data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), claimedBy: null, leaseUntil: null, deliveredAt: null },
      select: webhookDeliverySelect,
    });
  });
}
