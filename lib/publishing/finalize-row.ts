// A row's final status, written once: the status, the state, one platform result per published item (plus
// the error, if any) and the webhook event of the outcome, in one statement guarded by the claim; rows
// finishing together share that statement (finalize-batch.ts). Once stored, a failure is told to people
// (notify-outcome.ts).
import type { Post } from "@/generated/prisma/client";
import { db } from "../db";
import { recordPublishAttempt, type PublishErrorKind } from "./attempt-log";
import { LostClaimError } from "./claim-rows";
import { writeFinalBatched } from "./finalize-batch";
import { notifyOutcome } from "./notify-outcome";
import { askForCommentRetry } from "./comment-retry-jobs";
import { commentResult } from "./post-first-comment";
import { publishOutcomeEvent } from "./publish-outcome-event";
import { rowPlatform } from "./row-context";
import { readRowState, type RowState } from "./row-state";
import type { FinalStatus, StepOutcome } from "./step-types";

/**
 * Stores the final status, the state and one platform result per published item (plus the error, if any) in
 * one statement, guarded by the claim: all of it or nothing.
 */
export async function finalize(
  post: Post,
  owner: string,
  state: RowState,
  outcome: { status: FinalStatus; error?: string; errorKind?: PublishErrorKind },
): Promise<StepOutcome> {
  const platform = post.platforms[0] ?? "unknown";
  const results: {
    platform: string;
    success: boolean;
    error: string | null;
    remote_post_id: string | null;
    remote_publish_id: string | null;
    remote_permalink: string | null;
    first_comment: ReturnType<typeof commentResult>;
  }[] = state.items.map((item, index) => ({
    platform,
    success: true,
    error: null,
    remote_post_id: item.remotePostId,
    remote_publish_id: item.remotePublishId ?? null,
    remote_permalink: item.remotePermalink ?? null,
    // The comment belongs to the post itself (the first item).
    first_comment: index === 0 ? commentResult(state.comment) : null,
  }));
  if (outcome.error) {
    results.push({
      platform,
      success: false,
      error: outcome.error,
      remote_post_id: null,
      remote_publish_id: null,
      remote_permalink: null,
      first_comment: null,
    });
  }
  const publishedAt = outcome.status === "failed" ? null : new Date();
  const finished: StepOutcome = { kind: "finished", status: outcome.status, ...(outcome.error ? { error: outcome.error } : {}) };
  const event = publishOutcomeEvent(post, { status: outcome.status, error: outcome.error, publishedAt }, results);
  const attempt = {
    postId: post.id,
    workspaceId: post.workspaceId,
    network: platform,
    outcome: outcome.status,
    errorKind: outcome.errorKind ?? (outcome.error ? "permanent" : "none"),
    attempt: post.attempts,
    error: outcome.error,
  } as const;
  const finalState = { ...state, armed: null, waiting: false };
  // Rows finishing together share one statement (finalize-batch.ts), each under its own claim.
  // A published row keeps next_attempt_at only for its first comment's automatic retry (comment-retry.ts).
  const commentRetryAt = outcome.status !== "failed" && state.comment?.status === "failed" && state.comment.retryAt ? new Date(state.comment.retryAt) : null;
  const stored = await writeFinalBatched({
    id: post.id,
    owner,
    status: outcome.status,
    publishedAt,
    nextAttemptAt: commentRetryAt,
    state: finalState,
    results,
    event,
  });
  if (!stored) throw new LostClaimError("the claim on the row was lost before its result was stored");
  recordPublishAttempt(attempt);
  if (commentRetryAt) await askForCommentRetry(post.id, commentRetryAt);
  // After the status committed, so the last row of a group to finish sees its siblings' outcomes.
  await notifyOutcome(post, outcome.status);
  return finished;
}

/** A row that fails after some of its items went out is partly published, not failed. */
export function failureStatus(state: RowState): FinalStatus {
  return state.items.length > 0 ? "partial_published" : "failed";
}

/** Fails a row that an engine gave up on outside the step code (Inngest's onFailure). */
export async function failRowUnexpectedly(postId: string, message: string): Promise<void> {
  const post = await db.post.findUnique({ where: { id: postId } });
  if (!post || post.status !== "queued") return;
  const owner = `recovery:${postId}`;
  await db.post.updateMany({ where: { id: postId, status: "queued" }, data: { claimedBy: owner, leaseUntil: new Date(Date.now() + 60_000) } });
  const state = readRowState(post.publishState);
  const platform = (() => {
    try {
      return rowPlatform(post);
    } catch {
      return post.platforms[0] ?? "unknown";
    }
  })();
  const unconfirmed = state.armed ? "; whether it was published could not be confirmed, check the account before publishing again" : "";
  await finalize({ ...post, claimedBy: owner }, owner, state, {
    status: failureStatus(state),
    error: `${platform}: ${message}${unconfirmed}`,
    errorKind: "engine_gave_up",
  }).catch((error) => {
    if (!(error instanceof LostClaimError)) throw error;
  });
}
