// Every change an attempt makes to its claimed row, each guarded by the claim (HELD_BY, one guard for all of
// them and for the final write, finalize-batch.ts): it changes the row only while `owner` still holds it
// (queued, not deleted), so a worker whose lease ran out (and whose row another worker may have taken over)
// can no longer act on it. Letting go of a claim, for whatever reason, is releaseClaim.
//
// The writes every row makes (its state with the arm, a retry, a release) go to the driver without the ORM
// (readRows in lib/db.ts), and the rows writing at the same time share one statement (group-commit.ts): on the
// embedded database every statement runs on the one thread the worker's network calls need too, and on
// PostgreSQL each is a round trip and the driver's work on this process's CPU. Each row keeps its own guard and
// answer.
import { Prisma } from "@/generated/prisma/client";
import { db, readRows } from "../db";
import { LostClaimError } from "./claim-rows";
import { groupCommit } from "./group-commit";
import type { RowState } from "./row-state";
import type { AttemptSession, PublishDeps } from "./step-types";

/**
 * The claim's guard, for statements that take their rows as `i` (id, owner) beside `posts`: the row is still
 * this owner's, queued and not deleted. heldBy is the same guard for the ORM.
 */
export const HELD_BY = Prisma.sql`posts.id = i.id AND posts.claimed_by = i.owner AND posts.status = 'queued' AND posts.deleted_at IS NULL`;

function heldBy(postId: string, owner: string) {
  return { id: postId, claimedBy: owner, status: "queued", deletedAt: null } as const;
}

/** Writes only while this owner still holds the row: a worker whose lease ran out can no longer act. */
export async function guardedUpdate(postId: string, owner: string, data: Parameters<typeof db.post.updateMany>[0]["data"]): Promise<void> {
  const { count } = await db.post.updateMany({ where: heldBy(postId, owner), data });
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

/** How a claim is let go. */
export interface Release {
  /** When the row is due again (any instance may claim it then). */
  at: Date;
  /** The attempt's state not written yet, if it holds some; absent: the row's stays. */
  state?: RowState;
  /** The attempt is not over (a poll wait, a stopping worker): the next claim continues it, not counting a new one. */
  waiting?: boolean;
  /** Only if no publish is armed on the row: one whose publish call may be in the air stays claimed. */
  unarmedOnly?: boolean;
}

/**
 * Lets go of the row (a retry, a poll wait, a worker stopping, a row claimed ahead that never started). Answers
 * whether it did: false if the claim is no longer this owner's (or, with unarmedOnly, a publish is armed).
 */
export function releaseClaim(postId: string, owner: string, release: Release): Promise<boolean> {
  return writeGuardedBatch({ id: postId, owner, state: release.state, release });
}

/** One row's write under its claim: its state and lease, or its release. */
interface GuardedWrite {
  id: string;
  owner: string;
  /** The new publish_state; absent: unchanged. */
  state?: RowState;
  leaseUntil?: Date;
  release?: Release;
}

const writeGuardedBatch = groupCommit(async (writes: GuardedWrite[]): Promise<boolean[]> => {
  const input = writes.map((write) => ({
    id: write.id,
    owner: write.owner,
    state: write.state,
    lease_until: write.leaseUntil?.toISOString(),
    release_until: write.release?.at.toISOString(),
    waiting: write.release?.waiting === true,
    unarmed_only: write.release?.unarmedOnly === true,
  }));
  const rows = await readRows<{ id: string; owner: string }>(Prisma.sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        AS i(id uuid, owner text, state jsonb, lease_until timestamptz, release_until timestamptz, waiting boolean, unarmed_only boolean)
    )
    UPDATE posts
    SET publish_state = CASE WHEN i.waiting THEN jsonb_set(COALESCE(i.state, posts.publish_state), '{waiting}', 'true'::jsonb)
                             ELSE COALESCE(i.state, posts.publish_state) END,
        lease_until = CASE WHEN i.release_until IS NULL THEN i.lease_until END,
        claimed_by = CASE WHEN i.release_until IS NULL THEN posts.claimed_by END,
        next_attempt_at = COALESCE(i.release_until, posts.next_attempt_at),
        updated_at = now()
    FROM input i
    WHERE ${HELD_BY}
      AND NOT (i.unarmed_only AND COALESCE(posts.publish_state->'armed', 'null'::jsonb) <> 'null'::jsonb)
    RETURNING posts.id::text AS id, i.owner`);
  // By row and claim: two attempts of one row (a stale one and its successor) may be in one batch.
  const stored = new Set(rows.map((row) => `${row.id} ${row.owner}`));
  return writes.map((write) => stored.has(`${write.id} ${write.owner}`));
});

/** Writes one row under its claim, with the rows writing now; LostClaimError if the claim is gone. */
async function guardedWrite(write: GuardedWrite): Promise<void> {
  if (!(await writeGuardedBatch(write))) throw new LostClaimError("the claim on the row was lost");
}
