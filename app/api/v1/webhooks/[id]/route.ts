import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { serializeWebhook, serializeWebhookDelivery } from "@/lib/api/serializers/serialize-webhook";
import { webhookOperations } from "@/lib/api/operations/webhooks";
import { withApiKey } from "@/lib/api/with-api-key";
import { deleteWebhookEndpoint } from "@/lib/services/webhooks/delete-webhook-endpoint";
import { getWebhookEndpoint } from "@/lib/services/webhooks/get-webhook-endpoint";
import { listWebhookDeliveries } from "@/lib/services/webhooks/list-webhook-deliveries";
import { updateWebhookEndpoint } from "@/lib/services/webhooks/update-webhook-endpoint";
import { parseBody } from "@/lib/api/parse-body";

export const dynamic = "force-dynamic";

// GET /webhooks/{id} — one endpoint with its latest deliveries (the first page of GET /webhooks/{id}/deliveries)
export const GET = withApiKey<{ id: string }>(webhookOperations.getWebhook, async ({ auth, params }) => {
  const id = routeId(params.id, "Webhook");
  const endpoint = await getWebhookEndpoint({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } });
  const { rows, nextCursor } = await listWebhookDeliveries({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } });
  return json({ webhook: serializeWebhook(endpoint), deliveries: rows.map(serializeWebhookDelivery), deliveriesNextCursor: nextCursor });
});

// PATCH /webhooks/{id} — edit an endpoint: URL, event types, description, enabled
export const PATCH = withApiKey<{ id: string }>(webhookOperations.updateWebhook, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Webhook");
  const body = await parseBody(req);
  return json({ webhook: serializeWebhook(await updateWebhookEndpoint({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, body } })) });
});

// DELETE /webhooks/{id} — delete an endpoint and its delivery log
export const DELETE = withApiKey<{ id: string }>(webhookOperations.deleteWebhook, async ({ auth, params }) => {
  const id = routeId(params.id, "Webhook");
  return json(await deleteWebhookEndpoint({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }));
});
