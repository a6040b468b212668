import { parseQuery } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { serializeWebhookDelivery } from "@/lib/api/serializers/serialize-webhook";
import { webhookOperations } from "@/lib/api/operations/webhooks";
import { withApiKey } from "@/lib/api/with-api-key";
import { listWebhookDeliveries } from "@/lib/services/webhooks/list-webhook-deliveries";

export const dynamic = "force-dynamic";

// GET /webhooks/{id}/deliveries — an endpoint's delivery log, newest first, a page at a time
export const GET = withApiKey<{ id: string }>(webhookOperations.listWebhookDeliveries, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Webhook");
  const page = parseQuery(req, webhookOperations.listWebhookDeliveries.query);
  const { rows, nextCursor } = await listWebhookDeliveries({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, ...page } });
  return json({ deliveries: rows.map(serializeWebhookDelivery), nextCursor });
});
