// Writes of an attempt to its row, each guarded by the claim: it changes the row only while `owner` still
// holds it (queued, not deleted), and otherwise throws LostClaimError, so a worker whose lease ran out (and
// whose row another worker may have taken over) can no longer act on it.
//
// The writes every row makes (its state with the arm, a retry) go to the driver without the ORM (readRows in
// lib/db.ts), and the rows writing at the same time share one statement (group-commit.ts): on the embedded
// database every statement runs on the one thread the worker's network calls need too, and on PostgreSQL each
// is a round trip and the driver's work on this process's CPU. Each row keeps its own guard and answer.
import { Prisma } from "@/generated/prisma/client";
import { db, readRows } from "../db";
import { LostClaimError } from "./claim-rows";
import { groupCommit } from "./group-commit";
import type { RowState } from "./row-state";
import type { AttemptSession, PublishDeps } from "./step-types";

/** Writes only while this owner still holds the row: a worker whose lease ran out can no longer act. */
export async function guardedUpdate(postId: string, owner: string, data: Parameters<typeof db.post.updateMany>[0]["data"]): Promise<void> {
  const { count } = await db.post.updateMany({ where: { id: postId, claimedBy: owner, status: "queued", deletedAt: null }, data });
  if (count !== 1) throw new LostClaimError("the claim on the row was lost");
}

/** Writes the row's state now (renewing the lease), guarded by the claim. */
export async function writeState(postId: string, owner: string, state: RowState, deps: PublishDeps, session?: AttemptSession): Promise<void> {
  await guardedWrite({ id: postId, owner, state, leaseUntil: new Date(Date.now() + deps.leaseMs) });
  if (session) {
    session.unsaved = false;
    session.savedAt = Date.now();
  }
}

/**
 * Records progress that only has to be in the row before the next irreversible call (see publish-row.ts): an
 * Inngest step writes it now; the worker keeps it in its session, unless its last write is old enough that
 * the lease wants renewing.
 */
export async function recordState(postId: string, owner: string, state: RowState, deps: PublishDeps, session?: AttemptSession): Promise<void> {
  if (!session || Date.now() - (session.savedAt ?? 0) >= deps.leaseMs / 4) return writeState(postId, owner, state, deps, session);
  session.unsaved = true;
}

/**
 * Lets go of the row until `at`, when any instance may claim it again (the worker's retry), with the
 * attempt's state if it holds some not written yet.
 */
export async function releaseForRetry(postId: string, owner: string, at: Date, state?: RowState): Promise<void> {
  await guardedWrite({ id: postId, owner, state, releaseUntil: at });
}

/** One row's write under its claim: its state and lease, or (releaseUntil) its release until a retry time. */
interface GuardedWrite {
  id: string;
  owner: string;
  /** The new publish_state; absent: unchanged. */
  state?: RowState;
  leaseUntil?: Date;
  /** Let go of the claim; the row is due again at this time. */
  releaseUntil?: Date;
}

const writeGuardedBatch = groupCommit(async (writes: GuardedWrite[]): Promise<boolean[]> => {
  const input = writes.map((write) => ({
    id: write.id,
    owner: write.owner,
    state: write.state,
    lease_until: write.leaseUntil?.toISOString(),
    release_until: write.releaseUntil?.toISOString(),
  }));
  const rows = await readRows<{ id: string; owner: string }>(Prisma.sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        AS i(id uuid, owner text, state jsonb, lease_until timestamptz, release_until timestamptz)
    )
    UPDATE posts
    SET publish_state = COALESCE(i.state, posts.publish_state),
        lease_until = CASE WHEN i.release_until IS NULL THEN i.lease_until END,
        claimed_by = CASE WHEN i.release_until IS NULL THEN posts.claimed_by END,
        next_attempt_at = COALESCE(i.release_until, posts.next_attempt_at),
        updated_at = now()
    FROM input i
    WHERE posts.id = i.id AND posts.claimed_by = i.owner AND posts.status = 'queued' AND posts.deleted_at IS NULL
    RETURNING posts.id::text AS id, i.owner`);
  // By row and claim: two attempts of one row (a stale one and its successor) may be in one batch.
  const stored = new Set(rows.map((row) => `${row.id} ${row.owner}`));
  return writes.map((write) => stored.has(`${write.id} ${write.owner}`));
});

/** Writes one row under its claim, with the rows writing now; LostClaimError if the claim is gone. */
async function guardedWrite(write: GuardedWrite): Promise<void> {
  if (!(await writeGuardedBatch(write))) throw new LostClaimError("the claim on the row was lost");
}
