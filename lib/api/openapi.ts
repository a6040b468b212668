// The OpenAPI 3.1 document of the public API, generated from the same zod schemas that validate requests
// and shape responses (lib/schemas/*), so the reference cannot drift from the code.
import { z } from "zod";
import { API_SCOPES, SCOPE_DESCRIPTIONS, type ApiScope } from "../auth/scopes";
import { appUrl } from "../env";
import "../schemas/accounts";
import "../schemas/common";
import "../schemas/ideas";
import "../schemas/workspaces";
import { POST_STATUSES, POSTS_LIMIT_DEFAULT, POSTS_LIMIT_MAX } from "../schemas/posts";
import { ANALYTICS_LIMIT_DEFAULT, ANALYTICS_LIMIT_MAX, ANALYTICS_PERIODS, analyticsResult } from "../schemas/analytics";
import { createUploadUrlRequest, uploadUrlResponse } from "../schemas/media";
import { LINK_ANALYTICS_PERIODS } from "../schemas/links";
import { PLATFORM_IDS } from "../platforms/ids";
import { ROTATION_OVERLAP_HOURS_DEFAULT, WEBHOOKS_PER_WORKSPACE } from "../schemas/webhooks";
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_TEST_EVENT } from "../webhooks/event-types";
import { MAX_ATTEMPTS } from "../webhooks/retry-schedule";

type Json = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const content = (schema: Json) => ({ "application/json": { schema } });

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid request: the message names the field and the rule",
  401: "Missing, malformed, unknown, revoked or expired API key",
  402: "Monthly post quota of the workspace owner reached",
  403: "The key lacks the scope, or its creator's role cannot write",
  404: "Not found, not in the key's workspace, or a malformed id",
  409: "A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken",
  413: "Request body larger than 1 MiB",
  422: "Idempotency-Key already used with a different request",
  429: "Rate limit of the key exceeded (see Retry-After)",
};

const rateLimitHeaders = {
  "RateLimit-Limit": { description: "Requests per minute allowed for this key", schema: { type: "integer" } },
  "RateLimit-Remaining": { description: "Requests left in the current window", schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Seconds until the window resets", schema: { type: "integer" } },
};
const quotaHeaders = {
  "X-Quota-Limit": { description: "Monthly post quota of the workspace owner", schema: { type: "integer" } },
  "X-Quota-Remaining": { description: "Posts left this UTC month", schema: { type: "integer" } },
};

const blockIdParam = { name: "blockId", in: "path", required: true, schema: { type: "string", format: "uuid" } };
const idParam = { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } };
const idempotencyParam = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Optional (beyond the v1 contract). The same key and body within 24 h replays the first response with `Idempotent-Replayed: true`; " +
    "the same key with another body is 422; a duplicate while the first is in flight is 409. Failed requests release the key.",
  schema: { type: "string", maxLength: 255 },
};

interface Operation {
  summary: string;
  scope?: ApiScope;
  auth?: boolean;
  description?: string;
  parameters?: Json[];
  body?: Json;
  bodyRequired?: boolean;
  status: number;
  response: Json;
  errors: number[];
  headers?: Json;
  /** Per-operation meaning of an error status, where it differs from ERROR_TEXT. */
  errorText?: Record<number, string>;
}

function operation(op: Operation): Json {
  const secured = op.auth !== false;
  const scopeText = op.scope ? `Scope: \`${op.scope}\`.` : secured ? "Any valid key (no scope needed)." : "No key needed.";
  const responses: Json = {
    [op.status]: { description: "Success", headers: { ...(secured ? rateLimitHeaders : {}), ...(op.headers ?? {}) }, content: content(op.response) },
  };
  for (const status of op.errors) {
    responses[status] = {
      description: op.errorText?.[status] ?? ERROR_TEXT[status],
      ...(status === 429 ? { headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } }, ...rateLimitHeaders } } : {}),
      content: content(ref("Error")),
    };
  }
  return {
    summary: op.summary,
    description: [op.description, scopeText].filter(Boolean).join("\n\n"),
    ...(secured ? { security: [{ bearerKey: op.scope ? [op.scope] : [] }] } : { security: [] }),
    ...(op.parameters ? { parameters: op.parameters } : {}),
    ...(op.body ? { requestBody: { required: op.bodyRequired ?? true, content: content(op.body) } } : {}),
    responses,
  };
}

const auth = [401, 429];

/** A schema that is not a registered component, inlined (request side or response side). */
function inline(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
  return rest;
}
const envelope = (name: string, schema: Json) => ({ type: "object", required: [name], properties: { [name]: schema } });

/** Paths and methods of the document; the route test checks these against app/api/v1. */
export function openApiPaths(): Record<string, Record<string, Json>> {
  return {
    "/health": {
      get: operation({
        summary: "Health",
        auth: false,
        status: 200,
        response: { type: "object" },
        errors: [],
        description: "Is the app up and can it reach its database (503 when not).",
      }),
    },
    "/openapi.json": {
      get: operation({ summary: "This OpenAPI document", auth: false, status: 200, response: { type: "object" }, errors: [] }),
    },
    "/accounts": {
      get: operation({
        summary: "List connected accounts",
        scope: "accounts:read",
        status: 200,
        response: envelope("accounts", { type: "array", items: ref("Account") }),
        errors: [...auth, 403],
      }),
    },
    "/accounts/{id}/boards": {
      get: operation({
        summary: "List a Pinterest account's boards",
        scope: "accounts:read",
        description:
          "Additive (beyond the v1 contract). The public and protected boards of a connected Pinterest account, read from Pinterest; " +
          "use a board's `id` as `platformOptions.pinterest.boardId`.",
        parameters: [idParam],
        status: 200,
        response: envelope("boards", { type: "array", items: ref("PinterestBoard") }),
        errors: [400, ...auth, 403, 404, 409, 502],
        errorText: {
          400: "The account is not a Pinterest account",
          404: "No such account in the key's workspace, or a malformed id",
          409: "The account is disconnected, or Pinterest no longer accepts its access (reconnect it)",
          429: "Rate limit of the key exceeded, or Pinterest is rate limiting the account (see Retry-After)",
          502: "Pinterest failed or could not be reached; try again",
        },
      }),
    },
    "/workspaces": {
      get: operation({
        summary: "List workspaces",
        description: "The workspaces the key's creator belongs to; exactly the key's own has `active: true`.",
        status: 200,
        response: envelope("workspaces", { type: "array", items: ref("Workspace") }),
        errors: auth,
      }),
    },
    "/ideas": {
      get: operation({
        summary: "List ideas",
        scope: "ideas:read",
        description: "Ordered by column (unassigned, todo, in_progress, done), then position.",
        status: 200,
        response: envelope("ideas", { type: "array", items: ref("Idea") }),
        errors: [...auth, 403],
      }),
      post: operation({
        summary: "Create an idea",
        scope: "ideas:write",
        description: "The idea goes to the end of its column. An empty body creates an empty unassigned idea.",
        body: ref("IdeaInput"),
        bodyRequired: false,
        status: 201,
        response: envelope("idea", ref("Idea")),
        errors: [400, ...auth, 403, 413],
      }),
    },
    "/ideas/{id}": {
      patch: operation({
        summary: "Update an idea",
        scope: "ideas:write",
        description: "Only sent fields change; a new `status` moves the idea to the end of that column.",
        parameters: [idParam],
        body: ref("IdeaInput"),
        status: 200,
        response: envelope("idea", ref("Idea")),
        errors: [400, ...auth, 403, 404, 413],
      }),
      delete: operation({
        summary: "Delete an idea",
        scope: "ideas:write",
        parameters: [idParam],
        status: 200,
        response: ref("Deleted"),
        errors: [...auth, 403, 404],
      }),
    },
    "/posts": {
      get: operation({
        summary: "List posts",
        scope: "posts:read",
        description: `Newest first. Test keys see test posts, live keys live posts. \`limit\`: default ${POSTS_LIMIT_DEFAULT}, maximum ${POSTS_LIMIT_MAX}; larger values are clamped to ${POSTS_LIMIT_MAX}, while 0, negative or non-integer values are a 400.`,
        parameters: [
          { name: "status", in: "query", required: false, schema: { type: "string", enum: [...POST_STATUSES] } },
          {
            name: "limit",
            in: "query",
            required: false,
            schema: { type: "integer", minimum: 1, default: POSTS_LIMIT_DEFAULT, description: `values above ${POSTS_LIMIT_MAX} are clamped` },
          },
        ],
        status: 200,
        response: envelope("posts", { type: "array", items: ref("Post") }),
        errors: [400, ...auth, 403],
      }),
      post: operation({
        summary: "Create, schedule or publish a post",
        scope: "posts:write",
        description:
          "`draft` (default) and `scheduled` store one row; `published` fans out into one queued row per account mapping and returns status `queued`. " +
          "Each account mapping uses one unit of the workspace owner's monthly quota. A missing required platform option is not a 400: it fails at publish time in `platform_results`; " +
          "neither is other content a network would refuse (a caption over its limit, media it does not take): ask `POST /posts/validate` first.",
        parameters: [idempotencyParam],
        body: ref("CreatePostRequest"),
        status: 201,
        response: ref("CreatePostResult"),
        headers: quotaHeaders,
        errors: [400, ...auth, 402, 403, 409, 413, 422],
      }),
    },
    "/posts/validate": {
      post: operation({
        summary: "Validate a post without creating it (dry run)",
        scope: "posts:read",
        description:
          "Additive (beyond the v1 contract). Takes the body of `POST /posts` and answers 200 with every problem that would stop it, for every mapped network: " +
          "timing (`scheduledAt`), each mapping's account (unknown, of another platform, disconnected, or needing to be reconnected), and the content as each " +
          "network receives it — caption length in the network's own counting (graphemes on Bluesky, weighted characters on X …), required options, media rules. " +
          "`valid` is true when there are none. Nothing is stored and no quota is used. A body that does not fit `CreatePostRequest` is a 400, as on `POST /posts`.",
        body: ref("CreatePostRequest"),
        status: 200,
        response: ref("ValidatePostResult"),
        errors: [400, ...auth, 403, 413],
      }),
    },
    "/posts/{id}": {
      get: operation({
        summary: "Get a post",
        scope: "posts:read",
        description: "Poll this after publishing: `platform_results` fills as publishing proceeds.",
        parameters: [idParam],
        status: 200,
        response: envelope("post", ref("Post")),
        errors: [...auth, 403, 404],
      }),
      patch: operation({
        summary: "Update a draft or scheduled post",
        scope: "posts:write",
        parameters: [idParam],
        body: ref("UpdatePostRequest"),
        status: 200,
        response: envelope("post", ref("Post")),
        errors: [400, ...auth, 403, 404, 413],
      }),
      delete: operation({
        summary: "Delete a post (soft delete)",
        scope: "posts:write",
        parameters: [idParam],
        status: 200,
        response: ref("Deleted"),
        errors: [...auth, 403, 404],
      }),
    },
    "/posts/{id}/retry": {
      post: operation({
        summary: "Retry a failed post row",
        scope: "posts:write",
        description:
          "Additive (beyond the v1 contract). Queues one `failed` row again from the start (its siblings of the same post are untouched) " +
          "and returns `CreatePostResult` with status `queued`. Any other status is a 400.",
        parameters: [idParam, idempotencyParam],
        status: 200,
        response: ref("CreatePostResult"),
        errors: [400, ...auth, 403, 404, 409, 422],
      }),
    },
    "/analytics": {
      get: operation({
        summary: "Post analytics",
        scope: "analytics:read",
        description:
          `Published posts of the period (over \`published_at\`) with each row's latest metrics, refreshed hourly, and totals over the same rows. ` +
          `Test keys read test posts. \`limit\`: default ${ANALYTICS_LIMIT_DEFAULT}, maximum ${ANALYTICS_LIMIT_MAX}; larger values are clamped to ${ANALYTICS_LIMIT_MAX}, while 0, negative or non-integer values are a 400.`,
        parameters: [
          { name: "period", in: "query", required: false, schema: { type: "string", enum: [...ANALYTICS_PERIODS], default: "30d" } },
          { name: "platform", in: "query", required: false, schema: { type: "string", enum: [...PLATFORM_IDS] } },
          {
            name: "limit",
            in: "query",
            required: false,
            schema: { type: "integer", minimum: 1, default: ANALYTICS_LIMIT_DEFAULT, description: `values above ${ANALYTICS_LIMIT_MAX} are clamped` },
          },
        ],
        status: 200,
        response: inline(analyticsResult, "output"),
        errors: [400, ...auth, 403],
      }),
    },
    "/links": {
      get: operation({
        summary: "List link-in-bio pages",
        scope: "links:read",
        description: "Newest first, each with its status, whether the draft has unpublished changes, its block count and all-time totals.",
        status: 200,
        response: envelope("links", { type: "array", items: ref("LinkPageSummary") }),
        errors: [...auth, 403],
      }),
      post: operation({
        summary: "Create a link-in-bio page",
        scope: "links:write",
        description:
          "A draft page, served at `/l/{slug}` once published. Slugs: 3–40 lowercase letters, digits and single hyphens, unique across the service, reserved words refused.",
        body: ref("CreateLinkPageRequest"),
        status: 201,
        response: envelope("link", ref("LinkPage")),
        errors: [400, ...auth, 403, 409, 413],
      }),
    },
    "/links/{id}": {
      get: operation({
        summary: "Get a link-in-bio page with its blocks",
        scope: "links:read",
        parameters: [idParam],
        status: 200,
        response: envelope("link", ref("LinkPage")),
        errors: [...auth, 403, 404],
      }),
      patch: operation({
        summary: "Update a link-in-bio page",
        scope: "links:write",
        description:
          "Fields change in the draft and reach visitors when published again; a new `slug` moves the live page at once. `status: draft` unpublishes.",
        parameters: [idParam],
        body: ref("UpdateLinkPageRequest"),
        status: 200,
        response: envelope("link", ref("LinkPage")),
        errors: [400, ...auth, 403, 404, 409, 413],
      }),
      delete: operation({
        summary: "Delete a link-in-bio page",
        scope: "links:write",
        parameters: [idParam],
        status: 200,
        response: ref("Deleted"),
        errors: [...auth, 403, 404],
      }),
    },
    "/links/{id}/blocks": {
      post: operation({
        summary: "Add a block",
        scope: "links:write",
        description: "Added to the draft at `position` (0 = first; beyond the end = last), else last. URLs must be http(s). At most 100 blocks.",
        parameters: [idParam],
        body: ref("CreateLinkBlockRequest"),
        status: 201,
        response: envelope("block", ref("LinkBlock")),
        errors: [400, ...auth, 403, 404, 413],
      }),
    },
    "/links/{id}/blocks/reorder": {
      post: operation({
        summary: "Reorder blocks",
        scope: "links:write",
        parameters: [idParam],
        body: ref("ReorderLinkBlocksRequest"),
        status: 200,
        response: envelope("blocks", { type: "array", items: ref("LinkBlock") }),
        errors: [400, ...auth, 403, 404, 413],
      }),
    },
    "/links/{id}/blocks/{blockId}": {
      patch: operation({
        summary: "Update a block",
        scope: "links:write",
        parameters: [idParam, blockIdParam],
        body: ref("UpdateLinkBlockRequest"),
        status: 200,
        response: envelope("block", ref("LinkBlock")),
        errors: [400, ...auth, 403, 404, 413],
      }),
      delete: operation({
        summary: "Delete a block",
        scope: "links:write",
        parameters: [idParam, blockIdParam],
        status: 200,
        response: ref("Deleted"),
        errors: [...auth, 403, 404],
      }),
    },
    "/links/{id}/publish": {
      post: operation({
        summary: "Publish a link-in-bio page",
        scope: "links:write",
        description:
          "Freezes the draft (with the connected accounts and latest posts of its social and posts blocks) as a new version, served at `publicUrl` from then on. A page without blocks is a 400.",
        parameters: [idParam],
        status: 200,
        response: envelope("link", ref("LinkPage")),
        errors: [400, ...auth, 403, 404],
      }),
    },
    "/links/{id}/analytics": {
      get: operation({
        summary: "Link-in-bio page analytics",
        scope: "links:read",
        description:
          "Views, unique visitors (a daily salted hash: no cookies, no addresses stored), clicks and click-through rate, per UTC day and per block, with referring domains.",
        parameters: [idParam, { name: "period", in: "query", required: false, schema: { type: "string", enum: [...LINK_ANALYTICS_PERIODS], default: "30d" } }],
        status: 200,
        response: ref("LinkAnalytics"),
        errors: [400, ...auth, 403, 404],
      }),
    },
    "/media/upload-url": {
      post: operation({
        summary: "Request a media upload URL",
        scope: "media:write",
        description:
          "PUT the file to `uploadUrl` (with the same Content-Type), then use `publicUrl` in `mediaUrls`. The URL expires after a few minutes. " +
          "The body is optional: without `contentType` (or a `filename` with a known extension) the URL is a generic one, signed for " +
          "`application/octet-stream` and the largest size of any accepted type; the file's type is then read from its first bytes when it arrives.",
        body: inline(createUploadUrlRequest, "input"),
        bodyRequired: false,
        status: 201,
        response: inline(uploadUrlResponse, "output"),
        errors: [400, ...auth, 403, 413],
      }),
    },
    "/webhooks": {
      get: operation({
        summary: "List webhook endpoints",
        scope: "webhooks:read",
        description: "Additive (beyond the v1 contract). Oldest first. Secrets are never returned after creation.",
        status: 200,
        response: envelope("webhooks", { type: "array", items: ref("Webhook") }),
        errors: [...auth, 403],
      }),
      post: operation({
        summary: "Add a webhook endpoint",
        scope: "webhooks:write",
        description:
          `Additive. The response holds the signing secret (\`whsec_…\`), shown only here. At most ${WEBHOOKS_PER_WORKSPACE} endpoints per workspace. ` +
          "Private and loopback hosts are refused unless the operator allows them (`POSTLANE_WEBHOOK_ALLOWED_HOSTS`). Event types: " +
          Object.entries(WEBHOOK_EVENT_DESCRIPTIONS)
            .map(([type, text]) => `\`${type}\` (${text})`)
            .join(", ") +
          `. Each request is signed per Standard Webhooks (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`) with the body \`{ type, timestamp, data }\`; ` +
          `failed deliveries are retried with backoff, ${MAX_ATTEMPTS} attempts over about 24 h; an endpoint failing for 5 days is disabled.`,
        body: ref("CreateWebhookRequest"),
        status: 201,
        response: ref("WebhookWithSecret"),
        errors: [400, ...auth, 403, 413],
      }),
    },
    "/webhooks/{id}": {
      get: operation({
        summary: "Get a webhook endpoint and its delivery log",
        scope: "webhooks:read",
        description: "Additive. The 50 latest deliveries, newest first: status, attempts, the last answer's status code, latency and first KiB.",
        parameters: [idParam],
        status: 200,
        response: {
          type: "object",
          required: ["webhook", "deliveries"],
          properties: { webhook: ref("Webhook"), deliveries: { type: "array", items: ref("WebhookDelivery") } },
        },
        errors: [...auth, 403, 404],
      }),
      delete: operation({
        summary: "Delete a webhook endpoint",
        scope: "webhooks:write",
        description: "Additive. Its delivery log and unsent deliveries go with it.",
        parameters: [idParam],
        status: 200,
        response: ref("Deleted"),
        errors: [...auth, 403, 404],
      }),
    },
    "/webhooks/{id}/rotate-secret": {
      post: operation({
        summary: "Rotate a webhook endpoint's secret",
        scope: "webhooks:write",
        description: `Additive. Returns the new secret once. The previous secret keeps signing beside it (two signatures in \`webhook-signature\`) for \`overlapHours\` (default ${ROTATION_OVERLAP_HOURS_DEFAULT}).`,
        parameters: [idParam],
        body: ref("RotateWebhookSecretRequest"),
        bodyRequired: false,
        status: 200,
        response: ref("WebhookWithSecret"),
        errors: [400, ...auth, 403, 404, 413],
      }),
    },
    "/webhooks/{id}/test": {
      post: operation({
        summary: "Send a test event",
        scope: "webhooks:write",
        description: `Additive. Queues a signed \`${WEBHOOK_TEST_EVENT}\` event to this endpoint, whatever it subscribes to; its outcome appears in the delivery log. 400 if the endpoint is disabled.`,
        parameters: [idParam],
        status: 202,
        response: envelope("delivery", ref("WebhookDelivery")),
        errors: [400, ...auth, 403, 404],
      }),
    },
    "/webhooks/{id}/deliveries/{deliveryId}/resend": {
      post: operation({
        summary: "Resend a delivery",
        scope: "webhooks:write",
        description:
          "Additive. Queues a succeeded or failed delivery again from its first attempt, with the same `webhook-id`. 400 while it is still pending or the endpoint is disabled.",
        parameters: [idParam, { name: "deliveryId", in: "path", required: true, schema: { type: "string", format: "uuid" } }],
        status: 202,
        response: envelope("delivery", ref("WebhookDelivery")),
        errors: [400, ...auth, 403, 404],
      }),
    },
    "/posts/{id}/publish": {
      post: operation({
        summary: "Publish a draft or scheduled post now",
        scope: "posts:write",
        parameters: [idParam, idempotencyParam],
        status: 200,
        response: ref("CreatePostResult"),
        errors: [400, ...auth, 403, 404, 409, 422],
      }),
    },
  };
}

function componentSchemas(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { io: "input", uri: (id) => `#/components/schemas/${id}`, unrepresentable: "any" });
  const out: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema as Json;
    out[id] = rest;
  }
  return out;
}

let cached: Json | undefined;

export function openApiDocument(): Json {
  cached ??= {
    openapi: "3.1.0",
    info: {
      title: "Postlane API",
      version: "1.0.0",
      description:
        "Publish posts to social networks, manage an idea backlog and list accounts and workspaces with a bearer API key. " +
        'Errors are `{ "error": "<message>" }`. Every authenticated response carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.',
    },
    servers: [{ url: `${appUrl()}/functions/v1/api` }],
    security: [{ bearerKey: [] }],
    components: {
      securitySchemes: {
        bearerKey: {
          type: "http",
          scheme: "bearer",
          description: `API key \`pl_live_…\` or \`pl_test_…\`. Scopes: ${API_SCOPES.map((s) => `\`${s}\` (${SCOPE_DESCRIPTIONS[s]})`).join(", ")}.`,
        },
      },
      schemas: componentSchemas(),
    },
    paths: openApiPaths(),
  };
  return cached;
}
