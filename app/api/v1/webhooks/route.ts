import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { serializeWebhook } from "@/lib/api/serializers/serialize-webhook";
import { withApiKey } from "@/lib/api/with-api-key";
import { createWebhookEndpoint } from "@/lib/services/webhooks/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/lib/services/webhooks/list-webhook-endpoints";

export const dynamic = "force-dynamic";

// GET /webhooks — the workspace's webhook endpoints (never their secrets)
export const GET = withApiKey({ scope: "webhooks:read" }, async ({ auth }) => {
  const endpoints = await listWebhookEndpoints({ workspaceId: auth.workspaceId, actor: auth.actor });
  return json({ webhooks: endpoints.map(serializeWebhook) });
});

// POST /webhooks — add an endpoint; the signing secret is in this response only
export const POST = withApiKey({ scope: "webhooks:write" }, async ({ req, auth }) => {
  const input = await parseBody(req);
  const { endpoint, secret } = await createWebhookEndpoint({ workspaceId: auth.workspaceId, actor: auth.actor, input });
  return json({ webhook: serializeWebhook(endpoint), secret }, 201);
});
