// Webhook endpoint and delivery rows -> the API's Webhook and WebhookDelivery (never the secret).
import type { WebhookDeliveryResponse, WebhookResponse } from "../../schemas/webhooks";
import { previousSecretsUntil } from "../../webhooks/previous-secrets";

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function serializeWebhook(row: {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  disabledAt: Date | null;
  disabledReason: string | null;
  failingSince: Date | null;
  previousSecrets: unknown;
  createdAt: Date;
}): WebhookResponse {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookResponse["events"],
    enabled: row.disabledAt === null,
    disabledAt: iso(row.disabledAt),
    disabledReason: row.disabledReason,
    failingSince: iso(row.failingSince),
    previousSecretExpiresAt: iso(previousSecretsUntil(row.previousSecrets)),
    createdAt: row.createdAt.toISOString(),
  };
}

export function serializeWebhookDelivery(row: {
  id: string;
  eventId: string;
  status: WebhookDeliveryResponse["status"];
  attempts: number;
  responseStatus: number | null;
  latencyMs: number | null;
  responseExcerpt: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
  event: { type: string };
}): WebhookDeliveryResponse {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.event.type,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    latencyMs: row.latencyMs,
    responseExcerpt: row.responseExcerpt,
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === "pending" ? iso(row.nextAttemptAt) : null,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  };
}
