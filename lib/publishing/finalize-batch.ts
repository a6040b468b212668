// Final statuses written together (group commit, group-commit.ts), on both databases: rows that finish while a
// final write is running, or in the same turn of the event loop, are written by the next one, one statement
// for all of them. Each row keeps its own guard (its claim token) and its own answer: a row whose claim is
// gone is left untouched and told so, whatever the others do. If the statement fails, each row is written
// again alone, so one bad row cannot fail the others.
//
// The statement does for every row what finalize-row.ts does for one: the status, the state, one platform
// result per item (plus the error), and the webhook event with one pending delivery per subscribed endpoint
// (the outbox, lib/webhooks/record-webhook-event.ts), only for the rows whose status it stored.
import crypto from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { readRows } from "../db";
import { webhookPayload, type WebhookEventInput } from "../webhooks/record-webhook-event";
import { groupCommit } from "./group-commit";
import { HELD_BY } from "./guarded-writes";

export interface FinalWrite {
  id: string;
  owner: string;
  status: string;
  publishedAt: Date | null;
  /** Null, except on a published row whose first comment waits for its automatic retry (comment-retry.ts). */
  nextAttemptAt: Date | null;
  /** The row's publish_state. */
  state: object;
  results: object[];
  event: WebhookEventInput;
}

/** Writes the row's final status with the others finishing now; true if stored (the claim still held). */
export const writeFinalBatched: (write: FinalWrite) => Promise<boolean> = groupCommit(writeFinals);

/** One statement for all `writes`; answers, for each, whether it stored its final status. */
async function writeFinals(writes: FinalWrite[]): Promise<boolean[]> {
  const input = writes.map((write) => ({
    id: write.id,
    owner: write.owner,
    status: write.status,
    published_at: write.publishedAt?.toISOString() ?? null,
    next_attempt_at: write.nextAttemptAt?.toISOString() ?? null,
    state: write.state,
    results: write.results,
    workspace_id: write.event.workspaceId,
    event_id: crypto.randomUUID(),
    event_type: write.event.type,
    payload: JSON.stringify(webhookPayload(write.event.type, write.event.data)),
  }));
  const rows = await readRows<{ id: string; owner: string }>(Prisma.sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        AS i(id uuid, owner text, status post_status, published_at timestamptz, next_attempt_at timestamptz, state jsonb, results jsonb,
             workspace_id uuid, event_id uuid, event_type text, payload text)
    ), updated AS (
      UPDATE posts
      SET status = i.status, published_at = i.published_at, claimed_by = NULL, lease_until = NULL, next_attempt_at = i.next_attempt_at,
          publish_state = i.state, updated_at = now()
      FROM input i
      WHERE ${HELD_BY}
      RETURNING posts.id, i.owner
    ), cleared AS (
      DELETE FROM platform_results WHERE post_id IN (SELECT id FROM updated)
    ), inserted AS (
      INSERT INTO platform_results (id, post_id, platform, success, error, remote_post_id, remote_publish_id, remote_permalink, first_comment, created_at, updated_at)
      SELECT gen_random_uuid(), i.id, r.platform, r.success, r.error, r.remote_post_id, r.remote_publish_id, r.remote_permalink, NULLIF(r.first_comment, 'null'::jsonb),
             -- Readers order a row's results by created_at (then a random id): one millisecond apart keeps a
             -- thread's or chain's parts in their order, which one now() for all of them did not.
             now() + (r.ord - 1) * interval '1 millisecond', now()
      FROM input i JOIN updated u ON u.id = i.id AND u.owner = i.owner,
           ROWS FROM (jsonb_to_recordset(i.results)
             AS (platform text, success boolean, error text, remote_post_id text, remote_publish_id text, remote_permalink text, first_comment jsonb))
             WITH ORDINALITY AS r(platform, success, error, remote_post_id, remote_publish_id, remote_permalink, first_comment, ord)
    ), targets AS (
      SELECT i.event_id, e.id AS endpoint_id
      FROM input i JOIN updated u ON u.id = i.id AND u.owner = i.owner
      JOIN webhook_endpoints e ON e.workspace_id = i.workspace_id AND e.disabled_at IS NULL AND i.event_type = ANY(e.events)
    ), events AS (
      INSERT INTO webhook_events (id, workspace_id, type, payload, created_at)
      SELECT i.event_id, i.workspace_id, i.event_type, i.payload, now()
      FROM input i WHERE i.event_id IN (SELECT event_id FROM targets)
      RETURNING id
    ), deliveries AS (
      INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
      SELECT gen_random_uuid(), events.id, targets.endpoint_id, 'pending', 0, now(), now()
      FROM events JOIN targets ON targets.event_id = events.id
    )
    SELECT id::text AS id, owner FROM updated`);
  // By row and claim: two attempts of one row (a stale one and its successor) may be in one batch.
  const stored = new Set(rows.map((row) => `${row.id} ${row.owner}`));
  return writes.map((write) => stored.has(`${write.id} ${write.owner}`));
}
