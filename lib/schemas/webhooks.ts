// Webhook endpoints (additive to the v1 contract): requests and responses of /webhooks.
import { z } from "zod";
import { WEBHOOK_ALL_EVENTS, WEBHOOK_EVENT_TYPES } from "../webhooks/event-types";
import { listQuery, text, timestampOut, urlOut } from "./common";

export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES, { error: `must be one of ${WEBHOOK_EVENT_TYPES.join(", ")}` });
/** What an endpoint's `events` list holds: event types, or "*" alone for every event. */
const subscribedEvent = z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_ALL_EVENTS], {
  error: `must be one of ${WEBHOOK_EVENT_TYPES.join(", ")}, or "${WEBHOOK_ALL_EVENTS}" alone for every event`,
});

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOKS_PER_WORKSPACE = 20;
export const ROTATION_OVERLAP_HOURS_DEFAULT = 24;
export const ROTATION_OVERLAP_HOURS_MAX = 168;

const webhookUrl = z
  .url({ protocol: /^https?$/, error: (issue) => (issue.input === undefined ? "required" : "must be an http(s) URL") })
  .max(WEBHOOK_URL_MAX, { error: `must be at most ${WEBHOOK_URL_MAX} characters` });
const webhookEvents = z
  .array(subscribedEvent, { error: (issue) => (issue.input === undefined ? "required (a list of event types)" : "must be a list of event types") })
  .min(1, { error: "must name at least one event type" })
  .refine((events) => new Set(events).size === events.length, { error: "must not repeat an event type" })
  // "*" already means every type: beside others it would say two things at once.
  .refine((events) => events.length === 1 || !events.includes(WEBHOOK_ALL_EVENTS), {
    error: `"${WEBHOOK_ALL_EVENTS}" (every event) must be the only entry`,
  })
  .meta({ description: `Event types, or ["${WEBHOOK_ALL_EVENTS}"] for every event (including types added later)` });

export const createWebhookRequest = z.strictObject({ url: webhookUrl, events: webhookEvents, description: text(500).optional() }).meta({
  id: "CreateWebhookRequest",
  description: "Unknown fields are rejected with 400.",
  examples: [{ url: "https://hooks.example.com/postlane", events: ["post.published", "post.failed"], description: "Zapier: outcomes to Slack" }],
});

export const updateWebhookRequest = z
  .strictObject({
    url: webhookUrl.optional(),
    events: webhookEvents.optional().meta({ description: "Replaces the subscribed event types" }),
    description: text(500).nullable().optional().meta({ description: "null clears it" }),
    enabled: z
      .boolean({ error: "must be true or false" })
      .optional()
      .meta({ description: "true re-enables a disabled endpoint (with a fresh failure streak); false disables it and drops its unsent deliveries" }),
  })
  .meta({
    id: "UpdateWebhookRequest",
    description: "Only sent fields change; unknown fields are rejected with 400. The secret is changed by rotate-secret only.",
    examples: [{ enabled: true }, { url: "https://hooks.example.com/v2", events: ["post.published"], description: null }],
  });

export const rotateWebhookSecretRequest = z
  .strictObject({
    overlapHours: z
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: `must be from 0 to ${ROTATION_OVERLAP_HOURS_MAX}` })
      .max(ROTATION_OVERLAP_HOURS_MAX, { error: `must be from 0 to ${ROTATION_OVERLAP_HOURS_MAX}` })
      .optional(),
  })
  .meta({
    id: "RotateWebhookSecretRequest",
    description: `How long the previous secret keeps signing beside the new one (default ${ROTATION_OVERLAP_HOURS_DEFAULT}; 0 stops it at once).`,
  });

export const webhookResponse = z
  .object({
    id: z.uuid(),
    url: urlOut,
    description: z.string().nullable(),
    events: z.array(subscribedEvent).meta({ description: `Event types, or ["${WEBHOOK_ALL_EVENTS}"]: every event` }),
    enabled: z.boolean(),
    disabledAt: timestampOut.nullable(),
    disabledReason: z.string().nullable(),
    failingSince: z.string().nullable().meta({ description: "First failed delivery with no success since; 5 days of this disables the endpoint" }),
    previousSecretExpiresAt: timestampOut.nullable().meta({ description: "While set, secrets replaced by rotations also sign; the last of them stops then" }),
    createdAt: timestampOut,
  })
  .meta({ id: "Webhook" });
export type WebhookResponse = z.infer<typeof webhookResponse>;

export const webhookWithSecret = z
  .object({ webhook: webhookResponse, secret: z.string().meta({ description: "whsec_… signing secret; shown only in this response" }) })
  .meta({ id: "WebhookWithSecret" });

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

export const webhookDeliveryResponse = z
  .object({
    id: z.uuid(),
    eventId: z.uuid().meta({ description: "The webhook-id header of every attempt" }),
    eventType: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable(),
    latencyMs: z.number().int().nullable(),
    responseExcerpt: z.string().nullable().meta({ description: "First KiB of the endpoint's answer, or why none came" }),
    lastAttemptAt: timestampOut.nullable(),
    nextAttemptAt: timestampOut.nullable(),
    deliveredAt: timestampOut.nullable(),
    createdAt: timestampOut,
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDeliveryResponse = z.infer<typeof webhookDeliveryResponse>;

/** GET /webhooks/{id}/deliveries: the delivery log a page at a time (GET /webhooks/{id} shows its first page). */
export const DELIVERIES_LIMIT_DEFAULT = 50;
export const DELIVERIES_LIMIT_MAX = 200;
export const listDeliveriesQuery = listQuery({ defaultValue: DELIVERIES_LIMIT_DEFAULT, max: DELIVERIES_LIMIT_MAX });
