import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { serializeWebhookDelivery } from "@/lib/api/serializers/serialize-webhook";
import { webhookOperations } from "@/lib/api/operations/webhooks";
import { withApiKey } from "@/lib/api/with-api-key";
import { sendTestWebhook } from "@/lib/services/webhooks/send-test-webhook";

export const dynamic = "force-dynamic";

// POST /webhooks/{id}/test — queue a signed webhook.test event to this endpoint
export const POST = withApiKey<{ id: string }>(webhookOperations.sendTestWebhook, async ({ auth, params }) => {
  const id = routeId(params.id, "Webhook");
  const delivery = await sendTestWebhook({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } });
  return json({ delivery: serializeWebhookDelivery(delivery) }, 202);
});
