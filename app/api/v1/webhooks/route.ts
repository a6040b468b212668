import { parseBody } from "@/lib/api/parse-body";
import { parseQuery } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { serializeWebhook } from "@/lib/api/serializers/serialize-webhook";
import { webhookOperations } from "@/lib/api/operations/webhooks";
import { withApiKey } from "@/lib/api/with-api-key";
import { createWebhookEndpoint } from "@/lib/services/webhooks/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/lib/services/webhooks/list-webhook-endpoints";

export const dynamic = "force-dynamic";

// GET /webhooks — the workspace's webhook endpoints (never their secrets), a page at a time
export const GET = withApiKey(webhookOperations.listWebhooks, async ({ req, auth }) => {
  const page = parseQuery(req, webhookOperations.listWebhooks.query);
  const { rows, nextCursor } = await listWebhookEndpoints({ workspaceId: auth.workspaceId, actor: auth.actor, page });
  return json({ webhooks: rows.map(serializeWebhook), nextCursor });
});

// POST /webhooks — add an endpoint; the signing secret is in this response only
export const POST = withApiKey(webhookOperations.createWebhook, async ({ req, auth }) => {
  const input = await parseBody(req);
  const { endpoint, secret } = await createWebhookEndpoint({ workspaceId: auth.workspaceId, actor: auth.actor, input });
  return json({ webhook: serializeWebhook(endpoint), secret }, 201);
});
