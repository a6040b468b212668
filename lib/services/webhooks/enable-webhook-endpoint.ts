// Turns an endpoint on again (after it was disabled for failing, or by hand) or off. Enabling forgets the
// failure streak, so it gets a fresh 5 days. Disabling drops its unsent deliveries (Resend brings one back).
import { db } from "../../db";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { findWorkspaceEndpoint, webhookEndpointSelect } from "./webhook-select";

export async function setWebhookEndpointEnabled({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string; enabled: boolean };
}) {
  await requireWriter(workspaceId, actor, "manage webhooks");
  const id = await findWorkspaceEndpoint(workspaceId, input.id);
  return db.$transaction(async (tx) => {
    if (!input.enabled) {
      await tx.webhookDelivery.updateMany({
        where: { endpointId: id, status: "pending" },
        data: { status: "failed", nextAttemptAt: null, responseExcerpt: "Not sent: the endpoint was disabled" },
      });
    }
    return tx.webhookEndpoint.update({
      where: { id },
      data: input.enabled
        ? { disabledAt: null, disabledReason: null, failingSince: null }
        : { disabledAt: new Date(), disabledReason: "Disabled by a member of the workspace." },
      select: webhookEndpointSelect,
    });
  });
}
