"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import { createWebhookEndpoint } from "@/lib/services/webhooks/create-webhook-endpoint";
import { deleteWebhookEndpoint } from "@/lib/services/webhooks/delete-webhook-endpoint";
import { setWebhookEndpointEnabled } from "@/lib/services/webhooks/enable-webhook-endpoint";
import { resendWebhookDelivery } from "@/lib/services/webhooks/resend-webhook-delivery";
import { rotateWebhookSecret } from "@/lib/services/webhooks/rotate-webhook-secret";
import { sendTestWebhook } from "@/lib/services/webhooks/send-test-webhook";
import { updateWebhookEndpoint } from "@/lib/services/webhooks/update-webhook-endpoint";

const page = (workspaceId: string) => `/${workspaceId}/settings/webhooks`;

// Add an endpoint; its signing secret comes back this once.
export async function createWebhookAction(workspaceId: string, input: { url: string; events: string[]; description?: string }) {
  return runAction(async () => {
    const { endpoint, secret } = await createWebhookEndpoint({ workspaceId, actor: await sessionActor(), input });
    revalidatePath(page(workspaceId));
    return { id: endpoint.id, url: endpoint.url, secret };
  });
}

// Delete an endpoint with its delivery log.
export async function deleteWebhookAction(workspaceId: string, id: string) {
  return runAction(async () => {
    await deleteWebhookEndpoint({ workspaceId, actor: await sessionActor(), input: { id } });
    revalidatePath(page(workspaceId));
    return { id };
  });
}

// New secret, shown once; the old one keeps signing for the overlap.
export async function rotateWebhookSecretAction(workspaceId: string, id: string, overlapHours: number) {
  return runAction(async () => {
    const { secret } = await rotateWebhookSecret({ workspaceId, actor: await sessionActor(), input: { id, body: { overlapHours } } });
    revalidatePath(page(workspaceId));
    return { secret };
  });
}

// Queue a signed webhook.test event to the endpoint.
export async function sendTestWebhookAction(workspaceId: string, id: string) {
  return runAction(async () => {
    const delivery = await sendTestWebhook({ workspaceId, actor: await sessionActor(), input: { id } });
    revalidatePath(page(workspaceId));
    return { id: delivery.id };
  });
}

// Send a finished delivery again (same webhook-id), or a pending one now instead of at its next retry.
export async function resendWebhookDeliveryAction(workspaceId: string, id: string, deliveryId: string) {
  return runAction(async () => {
    await resendWebhookDelivery({ workspaceId, actor: await sessionActor(), input: { id, deliveryId } });
    revalidatePath(page(workspaceId));
    return { deliveryId };
  });
}

// Turn an endpoint on again (after it was disabled for failing) or off.
export async function setWebhookEnabledAction(workspaceId: string, id: string, enabled: boolean) {
  return runAction(async () => {
    await setWebhookEndpointEnabled({ workspaceId, actor: await sessionActor(), input: { id, enabled } });
    revalidatePath(page(workspaceId));
    return { id, enabled };
  });
}

// Edit an endpoint in place (URL, events, description, enabled): its id and secret stay.
export async function updateWebhookAction(
  workspaceId: string,
  id: string,
  body: { url?: string; events?: string[]; description?: string | null; enabled?: boolean },
) {
  return runAction(async () => {
    const endpoint = await updateWebhookEndpoint({ workspaceId, actor: await sessionActor(), input: { id, body } });
    revalidatePath(page(workspaceId));
    return { id: endpoint.id };
  });
}
