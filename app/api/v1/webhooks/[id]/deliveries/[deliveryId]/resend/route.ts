import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { serializeWebhookDelivery } from "@/lib/api/serializers/serialize-webhook";
import { webhookOperations } from "@/lib/api/operations/webhooks";
import { withApiKey } from "@/lib/api/with-api-key";
import { resendWebhookDelivery } from "@/lib/services/webhooks/resend-webhook-delivery";

export const dynamic = "force-dynamic";

// POST /webhooks/{id}/deliveries/{deliveryId}/resend — send a finished delivery again, or a pending one now (same webhook-id)
export const POST = withApiKey<{ id: string; deliveryId: string }>(webhookOperations.resendWebhookDelivery, async ({ auth, params }) => {
  const id = routeId(params.id, "Webhook");
  const deliveryId = routeId(params.deliveryId, "Delivery");
  const delivery = await resendWebhookDelivery({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, deliveryId } });
  return json({ delivery: serializeWebhookDelivery(delivery) }, 202);
});
