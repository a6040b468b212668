import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { serializeWebhook } from "@/lib/api/serializers/serialize-webhook";
import { webhookOperations } from "@/lib/api/operations/webhooks";
import { withApiKey } from "@/lib/api/with-api-key";
import { rotateWebhookSecret } from "@/lib/services/webhooks/rotate-webhook-secret";

export const dynamic = "force-dynamic";

// POST /webhooks/{id}/rotate-secret — new secret (shown once); the old one signs too during the overlap
export const POST = withApiKey<{ id: string }>(webhookOperations.rotateWebhookSecret, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Webhook");
  const body = await parseBody(req, { optional: true });
  const { endpoint, secret } = await rotateWebhookSecret({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, body } });
  return json({ webhook: serializeWebhook(endpoint), secret });
});
