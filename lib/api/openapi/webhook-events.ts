// The document's top-level `webhooks`: each event an endpoint can receive (lib/webhooks/event-types.ts), as the
// signed POST Postlane sends, with the schema of its body `{ type, timestamp, data }`. The `data` shapes are the
// ones lib/webhooks/payloads.ts builds: the resource as the REST API answers it (`Post`, `Idea`, `Account`
// components), the event's context, and the flat fields sent before, marked deprecated;
// lib/api/openapi/webhook-events.test.ts checks the builders' output against these schemas.
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_TEST_EVENT, type WebhookEventType } from "../../webhooks/event-types";
import { NAMES_DEPRECATED_ON } from "../../schemas/deprecated-names";
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

/** The day the flat fields were deprecated, and what to read instead (lib/webhooks/payloads.ts). */
const flat = (schema: Json, instead: string): Json => ({
  ...(schema as Record<string, unknown>),
  deprecated: true,
  description: `Deprecated since ${NAMES_DEPRECATED_ON}: read \`${instead}\``,
});

/** The `data` of each family of events, as components (`WebhookPostData` …): the REST object, context, deprecated flat fields. */
export const WEBHOOK_DATA_SCHEMAS: Record<string, Json> = {
  WebhookPostData: object(
    {
      post: { ...ref("Post"), description: "The post exactly as GET /posts/{id} answers it (for post.deleted: as it was)" },
      workspace_id: id,
      mode: { type: "string", enum: ["live", "test"], description: "The mode of the key (or web session) the post was made with" },
      group_id: { type: ["string", "null"], description: "The posts made together by one request share it" },
      error: { type: "string", description: "post.failed: why" },
      deleted_at: { ...nullableTime, description: "post.deleted: when" },
      id: flat(id, "post.id"),
      title: flat(nullableText, "post.title"),
      caption: flat(nullableText, "post.caption"),
      platforms: flat({ type: "array", items: text }, "post.platforms"),
      status: flat(text, "post.status"),
      scheduled_at: flat(nullableTime, "post.scheduled_at"),
      published_at: flat(nullableTime, "post.published_at"),
      media_urls: flat({ type: "array", items: text }, "post.media_urls"),
      media_type: flat(nullableText, "post.media_type"),
      connected_account_id: flat({ type: ["string", "null"], format: "uuid" }, "post.connected_account_id"),
      created_at: flat(time, "post.created_at"),
      platform_results: flat(
        { type: "array", items: { type: "object", properties: { platform: text, success: { type: "boolean" }, error: nullableText } } },
        "post.platform_results",
      ),
      approval: flat({ type: "object" }, "post.approval"),
    },
    ["error", "deleted_at", "platform_results", "approval"],
  ),
  WebhookIdeaData: object(
    {
      idea: { ...ref("Idea"), description: "The idea exactly as the ideas API answers it" },
      workspace_id: id,
      previous_status: { type: "string", description: "idea.moved: the column it left" },
      id: flat(id, "idea.id"),
      title: flat(nullableText, "idea.title"),
      caption: flat(nullableText, "idea.caption"),
      tags: flat({ type: "array", items: text }, "idea.tags"),
      media_urls: flat({ type: "array", items: text }, "idea.mediaUrls"),
      media_type: flat(nullableText, "idea.mediaType"),
      status: flat(text, "idea.status"),
      position: flat({ type: "number" }, "idea.position"),
    },
    ["previous_status"],
  ),
  WebhookAccountData: object(
    {
      account: { ...ref("Account"), description: "The account exactly as GET /accounts answers it" },
      workspace_id: id,
      reconnected: { type: "boolean", description: "account.connected: the same network account was connected before" },
      reason: { type: "string", description: "account.requires_reauth: why the network refused the account's access" },
      reconnect_by: { ...time, description: "account.requires_reauth sent ahead of a token's end: when it runs out" },
      id: flat(id, "account.id"),
      platform: flat(text, "account.platform"),
      username: flat(nullableText, "account.platform_username"),
      is_connected: flat({ type: "boolean" }, "account.is_connected"),
      requires_reauth: flat({ type: "boolean", const: true }, "account.requires_reauth"),
    },
    ["reconnected", "reason", "reconnect_by", "is_connected", "requires_reauth"],
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
