// Final statuses written together on the embedded database (group commit). PGlite runs one statement at a
// time on the worker's own thread, and a statement's fixed cost (parse, plan, the protocol round) is a good
// part of a row's: rows that finish while a final write is running, or in the same turn of the event loop,
// are written by the next one, one statement for all of them. No row waits for a timer, only for the
// statement in progress. Each row keeps its own guard (its claim token) and its own answer: a row whose claim
// is gone is left untouched and told so, whatever the others do. If the statement fails, each row is written
// again alone, so one bad row cannot fail the others.
//
// The statement does for every row what finalize-row.ts does for one: the status, the state, one platform
// result per item (plus the error), and the webhook event with one pending delivery per subscribed endpoint
// (the outbox, lib/webhooks/record-webhook-event.ts), only for the rows whose status it stored.
import crypto from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { readRows } from "../db";
import { webhookPayload, type WebhookEventInput } from "../webhooks/record-webhook-event";

export interface FinalWrite {
  id: string;
  owner: string;
  status: string;
  publishedAt: Date | null;
  /** The row's publish_state. */
  state: object;
  results: object[];
  event: WebhookEventInput;
}

interface Waiting {
  write: FinalWrite;
  done: (stored: boolean) => void;
  failed: (error: unknown) => void;
}

let waiting: Waiting[] = [];
let writing = false;
let scheduled = false;

/** Writes the row's final status with the others finishing now; true if stored (the claim still held). */
export function writeFinalBatched(write: FinalWrite): Promise<boolean> {
  return new Promise((done, failed) => {
    waiting.push({ write, done, failed });
    schedule();
  });
}

function schedule(): void {
  if (writing || scheduled || waiting.length === 0) return;
  scheduled = true;
  // After the event loop's current turn: rows finishing in the same turn share the statement.
  setImmediate(() => {
    scheduled = false;
    void flush();
  });
}

async function flush(): Promise<void> {
  writing = true;
  const batch = waiting;
  waiting = [];
  try {
    await writeAll(batch);
  } finally {
    writing = false;
    schedule();
  }
}

async function writeAll(batch: Waiting[]): Promise<void> {
  try {
    const stored = await writeFinals(batch.map((item) => item.write));
    for (const item of batch) item.done(stored.has(item.write.id));
  } catch (error) {
    if (batch.length === 1) return batch[0].failed(error);
    for (const item of batch) {
      await writeFinals([item.write]).then(
        (stored) => item.done(stored.has(item.write.id)),
        (alone) => item.failed(alone),
      );
    }
  }
}

/** One statement for all `writes`; returns the ids whose final status it stored. */
async function writeFinals(writes: FinalWrite[]): Promise<Set<string>> {
  const input = writes.map((write) => ({
    id: write.id,
    owner: write.owner,
    status: write.status,
    published_at: write.publishedAt?.toISOString() ?? null,
    state: write.state,
    results: write.results,
    workspace_id: write.event.workspaceId,
    event_id: crypto.randomUUID(),
    event_type: write.event.type,
    payload: JSON.stringify(webhookPayload(write.event.type, write.event.data)),
  }));
  const rows = await readRows<{ id: string }>(Prisma.sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        AS i(id uuid, owner text, status post_status, published_at timestamptz, state jsonb, results jsonb,
             workspace_id uuid, event_id uuid, event_type text, payload text)
    ), updated AS (
      UPDATE posts
      SET status = i.status, published_at = i.published_at, claimed_by = NULL, lease_until = NULL, next_attempt_at = NULL,
          publish_state = i.state, updated_at = now()
      FROM input i
      WHERE posts.id = i.id AND posts.claimed_by = i.owner AND posts.status = 'queued' AND posts.deleted_at IS NULL
      RETURNING posts.id
    ), cleared AS (
      DELETE FROM platform_results WHERE post_id IN (SELECT id FROM updated)
    ), inserted AS (
      INSERT INTO platform_results (id, post_id, platform, success, error, remote_post_id, remote_publish_id, remote_permalink, created_at, updated_at)
      SELECT gen_random_uuid(), i.id, r.platform, r.success, r.error, r.remote_post_id, r.remote_publish_id, r.remote_permalink, now(), now()
      FROM input i JOIN updated u ON u.id = i.id,
           jsonb_to_recordset(i.results)
             AS r(platform text, success boolean, error text, remote_post_id text, remote_publish_id text, remote_permalink text)
    ), targets AS (
      SELECT i.event_id, e.id AS endpoint_id
      FROM input i JOIN updated u ON u.id = i.id
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
    SELECT id::text AS id FROM updated`);
  return new Set(rows.map((row) => row.id));
}
