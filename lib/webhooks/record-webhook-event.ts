// The webhook outbox. A change that endpoints may want records its event in the transaction that makes the
// change: one statement writes the event row and one pending delivery per enabled endpoint of the workspace
// subscribed to its type (or to "*", every type), or nothing at all when no endpoint wants it. So an event exists exactly when its
// change committed, and delivery (lib/webhooks/deliver.ts) can never miss one or announce one that rolled back.
import { Prisma } from "@/generated/prisma/client";
import type { DbTransaction } from "../db";
import type { WebhookEventType } from "./event-types";

export interface WebhookEventInput {
  workspaceId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
}

/** The exact body every endpoint receives for an event. */
export function webhookPayload(type: string, data: Record<string, unknown>, at = new Date()) {
  return { type, timestamp: at.toISOString(), data };
}

/**
 * SQL common-table expressions that write the event and its deliveries, named with `prefix`. `onlyIf` is a
 * query that must return a row for anything to be written (the pipeline's one-statement finalize passes
 * `SELECT 1 FROM updated`, so the event exists only if the row's final status was stored).
 */
export function webhookOutboxCtes(event: WebhookEventInput, { prefix = "webhook", onlyIf }: { prefix?: string; onlyIf?: Prisma.Sql } = {}): Prisma.Sql {
  const payload = JSON.stringify(webhookPayload(event.type, event.data));
  const targets = Prisma.raw(`${prefix}_targets`);
  const inserted = Prisma.raw(`${prefix}_event`);
  const deliveries = Prisma.raw(`${prefix}_deliveries`);
  const guard = onlyIf ? Prisma.sql`AND EXISTS (${onlyIf})` : Prisma.empty;
  return Prisma.sql`${targets} AS (
      SELECT id FROM webhook_endpoints
      WHERE workspace_id = ${event.workspaceId}::uuid AND disabled_at IS NULL AND (${event.type} = ANY(events) OR '*' = ANY(events))
    ), ${inserted} AS (
      INSERT INTO webhook_events (id, workspace_id, type, payload, created_at)
      SELECT gen_random_uuid(), ${event.workspaceId}::uuid, ${event.type}, ${payload}, now()
      WHERE EXISTS (SELECT 1 FROM ${targets}) ${guard}
      RETURNING id
    ), ${deliveries} AS (
      INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
      SELECT gen_random_uuid(), ${inserted}.id, ${targets}.id, 'pending', 0, now(), now() FROM ${inserted}, ${targets}
    )`;
}

/** Records an event inside the caller's transaction (one statement; nothing when no endpoint wants it). */
export async function recordWebhookEvent(tx: DbTransaction, event: WebhookEventInput): Promise<void> {
  await tx.$executeRaw`WITH ${webhookOutboxCtes(event)} SELECT 1`;
}
