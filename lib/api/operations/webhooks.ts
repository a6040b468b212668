// Paths of webhook endpoints: create, list, read with the delivery log, delete, rotate the secret, test, resend.
import { WHOLE_LIST_LIMITS, wholeListQuery } from "../../schemas/common";
import {
  DELIVERIES_LIMIT_DEFAULT,
  DELIVERIES_LIMIT_MAX,
  ROTATION_OVERLAP_HOURS_DEFAULT,
  WEBHOOKS_PER_WORKSPACE,
  listDeliveriesQuery,
} from "../../schemas/webhooks";
import { WEBHOOK_ALL_EVENTS, WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_TEST_EVENT } from "../../webhooks/event-types";
import { PREVIOUS_SECRETS_MAX } from "../../webhooks/previous-secrets";
import { MAX_ATTEMPTS } from "../../webhooks/retry-schedule";
import { auth, envelope, idParam, pageParameters, paged, PAGING_TEXT, ref } from "../openapi/operation";
import { defineOperations } from "./define-operations";

export const webhookOperations = defineOperations({
  listWebhooks: {
    method: "get",
    path: "/webhooks",
    query: wholeListQuery,
    summary: "List webhook endpoints",
    scope: "webhooks:read",
    description: `Additive (beyond the v1 contract). Oldest first. Secrets are never returned after creation. ${PAGING_TEXT}`,
    parameters: pageParameters(WHOLE_LIST_LIMITS),
    status: 200,
    response: paged("webhooks", ref("Webhook")),
    errors: [400, ...auth, 403],
  },
  createWebhook: {
    method: "post",
    path: "/webhooks",
    summary: "Add a webhook endpoint",
    scope: "webhooks:write",
    description:
      `Additive. The response holds the signing secret (\`whsec_…\`), shown only here. At most ${WEBHOOKS_PER_WORKSPACE} endpoints per workspace. ` +
      "Private and loopback hosts are refused unless the operator allows them (`POSTLANE_WEBHOOK_ALLOWED_HOSTS`). Event types: " +
      Object.entries(WEBHOOK_EVENT_DESCRIPTIONS)
        .map(([type, text]) => `\`${type}\` (${text})`)
        .join(", ") +
      `; or \`["${WEBHOOK_ALL_EVENTS}"]\` alone for every event, including types added later. Each request is signed per Standard Webhooks (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`) with the body \`{ type, timestamp, data }\`; ` +
      `failed deliveries are retried with backoff, ${MAX_ATTEMPTS} attempts over about 24 h; an endpoint failing for 5 days is disabled.`,
    body: ref("CreateWebhookRequest"),
    example: { url: "https://hooks.example.com/postlane", events: ["post.published", "post.failed"], description: "Zapier: outcomes to Slack" },
    status: 201,
    response: ref("WebhookWithSecret"),
    errors: [400, ...auth, 403, 413],
  },
  getWebhook: {
    method: "get",
    path: "/webhooks/{id}",
    summary: "Get a webhook endpoint and its delivery log",
    scope: "webhooks:read",
    description:
      `Additive. The ${DELIVERIES_LIMIT_DEFAULT} latest deliveries, newest first: status, attempts, the last answer's status code, latency and first KiB. ` +
      "`deliveriesNextCursor` is the `cursor` of the next page of GET /webhooks/{id}/deliveries (null when there is none).",
    parameters: [idParam],
    status: 200,
    response: {
      type: "object",
      required: ["webhook", "deliveries", "deliveriesNextCursor"],
      properties: {
        webhook: ref("Webhook"),
        deliveries: { type: "array", items: ref("WebhookDelivery") },
        deliveriesNextCursor: {
          type: ["string", "null"],
          description: "The `cursor` of the next page of GET /webhooks/{id}/deliveries; null on the last.",
        },
      },
    },
    errors: [...auth, 403, 404],
  },
  updateWebhook: {
    method: "patch",
    path: "/webhooks/{id}",
    summary: "Edit a webhook endpoint",
    scope: "webhooks:write",
    description:
      "Additive. Changes only the fields sent: `url` (same rules as on creation), `events` (replaces the list), `description` (null clears it), " +
      "`enabled` (true re-enables an endpoint disabled for failing, with a fresh failure streak; false disables it and drops its unsent deliveries). " +
      "The id and the secret stay.",
    parameters: [idParam],
    body: ref("UpdateWebhookRequest"),
    example: { events: ["post.published", "post.partial_published", "post.failed"], description: "Zapier: every outcome to Slack" },
    status: 200,
    response: { type: "object", required: ["webhook"], properties: { webhook: ref("Webhook") } },
    errors: [400, ...auth, 403, 404, 413],
  },
  deleteWebhook: {
    method: "delete",
    path: "/webhooks/{id}",
    summary: "Delete a webhook endpoint",
    scope: "webhooks:write",
    description: "Additive. Its delivery log and unsent deliveries go with it.",
    parameters: [idParam],
    status: 200,
    response: ref("Deleted"),
    errors: [...auth, 403, 404],
  },
  listWebhookDeliveries: {
    method: "get",
    path: "/webhooks/{id}/deliveries",
    query: listDeliveriesQuery,
    summary: "List a webhook endpoint's deliveries",
    scope: "webhooks:read",
    description: `Additive. The endpoint's delivery log, newest first. ${PAGING_TEXT}`,
    parameters: [idParam, ...pageParameters({ defaultValue: DELIVERIES_LIMIT_DEFAULT, max: DELIVERIES_LIMIT_MAX })],
    status: 200,
    response: paged("deliveries", ref("WebhookDelivery")),
    errors: [400, ...auth, 403, 404],
  },
  rotateWebhookSecret: {
    method: "post",
    path: "/webhooks/{id}/rotate-secret",
    summary: "Rotate a webhook endpoint's secret",
    scope: "webhooks:write",
    description:
      `Additive. Returns the new secret once. The replaced secret keeps signing beside it (space-separated signatures in \`webhook-signature\`) for \`overlapHours\` (default ${ROTATION_OVERLAP_HOURS_DEFAULT}); ` +
      `secrets replaced by earlier rotations keep signing until their own overlap ends (at most ${PREVIOUS_SECRETS_MAX}). \`overlapHours: 0\` stops every old secret at once.`,
    parameters: [idParam],
    body: ref("RotateWebhookSecretRequest"),
    example: { overlapHours: 48 },
    bodyRequired: false,
    status: 200,
    response: ref("WebhookWithSecret"),
    errors: [400, ...auth, 403, 404, 413],
  },
  sendTestWebhook: {
    method: "post",
    path: "/webhooks/{id}/test",
    summary: "Send a test event",
    scope: "webhooks:write",
    description: `Additive. Queues a signed \`${WEBHOOK_TEST_EVENT}\` event to this endpoint, whatever it subscribes to; its outcome appears in the delivery log. 400 if the endpoint is disabled.`,
    parameters: [idParam],
    status: 202,
    response: envelope("delivery", ref("WebhookDelivery")),
    errors: [400, ...auth, 403, 404],
  },
  resendWebhookDelivery: {
    method: "post",
    path: "/webhooks/{id}/deliveries/{deliveryId}/resend",
    summary: "Resend a delivery",
    scope: "webhooks:write",
    description:
      "Additive. Queues a succeeded or failed delivery again from its first attempt, with the same `webhook-id`. " +
      "A pending delivery waiting for its next retry is sent now instead (same row, same `webhook-id`, its attempt count kept); " +
      "one whose attempt is already in flight is returned unchanged, as that attempt is the resend. 400 if the endpoint is disabled.",
    parameters: [idParam, { name: "deliveryId", in: "path", required: true, schema: { type: "string", format: "uuid" } }],
    status: 202,
    response: envelope("delivery", ref("WebhookDelivery")),
    errors: [400, ...auth, 403, 404],
  },
});
