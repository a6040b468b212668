// "Resend": queues a finished delivery again from its first attempt, with the same event and so the same
// webhook-id (a receiver that already handled it can tell). A delivery still pending is already on its way.
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
    if (delivery.status === "pending") throw new BadRequestError("This delivery is still pending; it will be sent (or retried) without a resend");
    return tx.webhookDelivery.update({
      where: { id: delivery.id },
      data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), claimedBy: null, leaseUntil: null, deliveredAt: null },
      select: webhookDeliverySelect,
    });
  });
}
