// Writes of an attempt to its row, each guarded by the claim: it changes the row only while `owner` still
// holds it (queued, not deleted), and otherwise throws LostClaimError, so a worker whose lease ran out (and
// whose row another worker may have taken over) can no longer act on it.
//
// The writes every row makes (its state, a retry) go to the driver without the ORM (readRows in lib/db.ts):
// on the embedded database every statement runs on the one thread the worker's network calls need too, and
// the ORM's own work per statement was a good part of each row's cost there.
import { Prisma } from "@/generated/prisma/client";
import { db, readRows } from "../db";
import { LostClaimError } from "./claim-rows";
import type { RowState } from "./row-state";
import type { AttemptSession, PublishDeps } from "./step-types";

/** Writes only while this owner still holds the row: a worker whose lease ran out can no longer act. */
export async function guardedUpdate(postId: string, owner: string, data: Parameters<typeof db.post.updateMany>[0]["data"]): Promise<void> {
  const { count } = await db.post.updateMany({ where: { id: postId, claimedBy: owner, status: "queued", deletedAt: null }, data });
  if (count !== 1) throw new LostClaimError("the claim on the row was lost");
}

/** Writes the row's state now (renewing the lease), guarded by the claim. */
export async function writeState(postId: string, owner: string, state: RowState, deps: PublishDeps, session?: AttemptSession): Promise<void> {
  await guardedStatement(
    postId,
    owner,
    Prisma.sql`publish_state = ${JSON.stringify(state)}::jsonb, lease_until = ${new Date(Date.now() + deps.leaseMs)}, updated_at = now()`,
  );
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
  const unsaved = state ? Prisma.sql`, publish_state = ${JSON.stringify(state)}::jsonb` : Prisma.empty;
  await guardedStatement(postId, owner, Prisma.sql`next_attempt_at = ${at}, claimed_by = NULL, lease_until = NULL, updated_at = now()${unsaved}`);
}

/** One UPDATE of the row under the claim (`set` is its SET list); LostClaimError if the claim is gone. */
async function guardedStatement(postId: string, owner: string, set: Prisma.Sql): Promise<void> {
  const rows = await readRows(Prisma.sql`
    UPDATE posts SET ${set}
    WHERE id = ${postId}::uuid AND claimed_by = ${owner} AND status = 'queued' AND deleted_at IS NULL
    RETURNING id`);
  if (rows.length !== 1) throw new LostClaimError("the claim on the row was lost");
}
