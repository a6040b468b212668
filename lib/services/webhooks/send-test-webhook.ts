// "Send test event": a webhook.test event for this one endpoint, through the same outbox and sender as real
// events, so it proves the URL, the signature and the receiver's answer; the log shows the outcome.
import { db } from "../../db";
import { BadRequestError } from "../../errors";
import { WEBHOOK_TEST_EVENT } from "../../webhooks/event-types";
import { webhookPayload } from "../../webhooks/record-webhook-event";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { findWorkspaceEndpoint, webhookDeliverySelect } from "./webhook-select";

export async function sendTestWebhook({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }) {
  await requireWriter(workspaceId, actor, "manage webhooks");
  const endpointId = await findWorkspaceEndpoint(workspaceId, input.id);
  return db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId }, select: { disabledAt: true } });
    if (endpoint.disabledAt) throw new BadRequestError("The endpoint is disabled; enable it before sending a test event");
    const payload = JSON.stringify(
      webhookPayload(WEBHOOK_TEST_EVENT, { workspace_id: workspaceId, endpoint_id: endpointId, message: "Test event from Postlane" }),
    );
    const event = await tx.webhookEvent.create({ data: { workspaceId, type: WEBHOOK_TEST_EVENT, payload }, select: { id: true } });
    return tx.webhookDelivery.create({ data: { eventId: event.id, endpointId }, select: webhookDeliverySelect });
  });
}
