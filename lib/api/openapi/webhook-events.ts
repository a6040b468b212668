// The document's top-level `webhooks`: each event an endpoint can receive (lib/webhooks/event-types.ts), as the
// signed POST Postlane sends, with the schema of its body `{ type, timestamp, data }`. The `data` shapes are the
// ones lib/webhooks/payloads.ts and the services build (snake_case, as the v1 contract's objects);
// lib/api/openapi/webhook-events.test.ts checks the builders' output against these schemas.
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_TEST_EVENT, type WebhookEventType } from "../../webhooks/event-types";
import { ref, type Json } from "./operation";

const text = { type: "string" };
const nullableText = { type: ["string", "null"] };
const id = { type: "string", format: "uuid" };
const time = { type: "string", format: "date-time" };
const nullableTime = { type: ["string", "null"], format: "date-time" };
const object = (properties: Record<string, Json>, optional: string[] = []): Json => ({
  type: "object",
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
  properties,
});

/** The `data` of each family of events, as components (`WebhookPostData` …). */
export const WEBHOOK_DATA_SCHEMAS: Record<string, Json> = {
  WebhookPostData: object(
    {
      id,
      workspace_id: id,
      mode: { type: "string", enum: ["live", "test"], description: "The mode of the key (or web session) the post was made with" },
      group_id: { type: ["string", "null"], description: "The posts made together by one request share it" },
      title: nullableText,
      caption: nullableText,
      platforms: { type: "array", items: text },
      status: text,
      scheduled_at: nullableTime,
      published_at: nullableTime,
      media_urls: { type: "array", items: text },
      media_type: nullableText,
      connected_account_id: { type: ["string", "null"], format: "uuid" },
      created_at: time,
      platform_results: {
        type: "array",
        description: "post.published, post.partial_published, post.failed: the row's result on its network",
        items: { type: "object", properties: { platform: text, success: { type: "boolean" }, error: nullableText } },
      },
      error: { type: "string", description: "post.failed: why" },
      approval: { type: "object", description: "The approval events: the post's approval state, as `Post.approval`" },
    },
    ["platform_results", "error", "approval"],
  ),
  WebhookIdeaData: object(
    {
      id,
      workspace_id: id,
      title: nullableText,
      caption: nullableText,
      tags: { type: "array", items: text },
      media_urls: { type: "array", items: text },
      media_type: nullableText,
      status: text,
      position: { type: "number" },
      previous_status: { type: "string", description: "idea.moved: the column it left" },
    },
    ["previous_status"],
  ),
  WebhookAccountData: object(
    {
      id,
      workspace_id: id,
      platform: text,
      username: nullableText,
      is_connected: { type: "boolean", description: "account.connected and account.disconnected" },
      reconnected: { type: "boolean", description: "account.connected: the same network account was connected before" },
      requires_reauth: { type: "boolean", const: true, description: "account.requires_reauth" },
      reason: { type: "string", description: "account.requires_reauth: why the network refused the account's access" },
    },
    ["is_connected", "reconnected", "requires_reauth", "reason"],
  ),
  WebhookLinkPageData: object({ id, slug: text, public_url: { type: "string", format: "uri" }, version: { type: "integer" }, published_at: time }),
  WebhookTestData: object({ workspace_id: id, endpoint_id: id, message: text }),
};

const dataOf = (type: string): string =>
  type.startsWith("post.")
    ? "WebhookPostData"
    : type.startsWith("idea.")
      ? "WebhookIdeaData"
      : type.startsWith("account.")
        ? "WebhookAccountData"
        : type.startsWith("link_page.")
          ? "WebhookLinkPageData"
          : "WebhookTestData";

/** The Standard Webhooks headers every delivery carries (docs/webhooks.md). */
const SIGNATURE_HEADERS: Json[] = [
  { name: "webhook-id", in: "header", required: true, description: "The event's id: the same on every retry and resend (deduplicate on it)", schema: text },
  { name: "webhook-timestamp", in: "header", required: true, description: "Unix seconds when this attempt was signed", schema: { type: "string" } },
  {
    name: "webhook-signature",
    in: "header",
    required: true,
    description: "`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`; space-separated while a rotated secret still signs",
    schema: text,
  },
];

/** The camelCase operationId of an event: `post.partial_published` → `postPartialPublishedEvent`. */
const operationIdOf = (type: string) => `${type.replace(/[._](\w)/g, (_, c: string) => c.toUpperCase())}Event`;

function event(type: string, description: string): Json {
  return {
    post: {
      operationId: operationIdOf(type),
      summary: description,
      description: `Sent to endpoints subscribed to \`${type}\` (or to \`*\`), signed per Standard Webhooks.`,
      tags: ["webhooks"],
      security: [],
      parameters: SIGNATURE_HEADERS,
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: object({ type: { type: "string", const: type }, timestamp: time, data: ref(dataOf(type)) }),
          },
        },
      },
      responses: {
        "2XX": { description: "Delivered: any 2xx answer within the timeout acknowledges the event" },
        "4XX": { description: "Not delivered: retried with backoff (as any other answer but a 2xx), until the attempts run out" },
      },
    },
  };
}

/** `webhooks` of the document: every event type, and the test event. */
export function webhookEvents(): Record<string, Json> {
  const described: [string, string][] = [
    ...Object.entries(WEBHOOK_EVENT_DESCRIPTIONS as Record<WebhookEventType, string>),
    [WEBHOOK_TEST_EVENT, "A test event, sent by POST /webhooks/{id}/test"],
  ];
  return Object.fromEntries(described.map(([type, description]) => [type, event(type, description)]));
}
