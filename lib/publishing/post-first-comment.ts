// The first comment of a published row (platformOptions.<network>.firstComment), posted once the post is out
// and before the final status is stored, with the post's own discipline: an armed marker is in the row before
// the call, and a row found armed (the process died, the answer was lost) asks the network first
// (adapter.firstComment.findExisting) and posts only when the comment is absent. It never fails the row: a
// refused or unconfirmed comment is stored as a comment error beside a published post, and can be retried
// alone (lib/services/posts/retry-first-comment.ts). A transient failure carries the time its automatic retry
// is due (comment-retry.ts), on the pipeline's retry policy.
import { readFirstComment } from "../platforms/first-comment";
import { readFirstCommentMedia } from "../platforms/first-comment-media";
import { toPlatformError, type PlatformError } from "../platforms/errors";
import type { CommentContext, FindCommentResult, PhaseContext, PublishedItem } from "../platforms/types";
import { callAdapter, ReauthRequiredError } from "./call-adapter";
import { LostClaimError } from "./claim-rows";
import { isTransient, retryTimeAfter, type RetryPolicy } from "./retry-policy";
import type { RowContext } from "./row-context";
import type { CommentState } from "./row-state";
import type { PublishDeps } from "./step-types";
import type { FirstCommentFailureKind, FirstCommentResult } from "../schemas/posts";

/** The comment's stable key: the same for every attempt at this row's comment. */
export function commentKey(postId: string): string {
  return `${postId}:first-comment`;
}

/** True when the row has a first comment its network can post and it is not settled yet. */
export function commentDue(rc: RowContext): boolean {
  if (!rc.adapter.firstComment || readFirstComment(rc.input.options) === null) return false;
  return rc.state.comment === null || rc.state.comment.status === "armed";
}

function commentContext(ctx: PhaseContext, rc: RowContext, armedAt: string): CommentContext {
  return {
    ...ctx,
    comment: { text: readFirstComment(rc.input.options) ?? "", key: commentKey(rc.post.id), armedAt, media: readFirstCommentMedia(rc.input.options) },
  };
}

/** Read-only: did an armed comment go out? Runs only for a comment armed earlier whose outcome is not known. */
export async function findArmedComment(rc: RowContext, deps: PublishDeps, armedAt: string): Promise<FindCommentResult> {
  const support = rc.adapter.firstComment!;
  return callAdapter(rc, deps, (ctx) => support.findExisting(commentContext(ctx, rc, armedAt)));
}

/** The irreversible call: posts the comment (the caller has stored the armed marker). */
export async function sendComment(rc: RowContext, deps: PublishDeps, armedAt: string): Promise<PublishedItem> {
  const support = rc.adapter.firstComment!;
  return callAdapter(rc, deps, (ctx) => support.publish(commentContext(ctx, rc, armedAt)));
}

/** Which try at the comment this is (1 for the pipeline's and for a person's retry) and the policy that bounds them. */
export interface CommentTry {
  attempt: number;
  policy: RetryPolicy;
}

/**
 * What a failed comment call leaves: the error a person reads, whether the call may have gone through, and for
 * a transient failure (the pipeline's classification, retry-policy.ts) within the policy's attempts, when the
 * automatic retry tries again (retryAt). A permanent one (a missing permission, refused content) has none.
 */
export function failedComment(rc: RowContext, at: string, error: unknown, { attempt, policy }: CommentTry): CommentState {
  if (error instanceof LostClaimError) throw error;
  const failure = error instanceof ReauthRequiredError ? null : toPlatformError(error);
  let message = error instanceof ReauthRequiredError ? `${error.message}; reconnect the account` : failure!.message;
  const transient = failure !== null && isTransient(failure);
  const retryAt = transient && attempt < policy.maxAttempts ? retryTimeAfter(failure, policy, attempt).toISOString() : undefined;
  if (transient && !retryAt) message += ` (gave up after ${attempt} attempts)`;
  return {
    status: "failed",
    at,
    error: `${rc.platform}: first comment: ${message}`,
    kind: failureKind(failure, transient && !retryAt),
    uncertain: failure ? !failure.notApplied : false,
    attempts: attempt,
    ...(retryAt ? { retryAt } : {}),
  };
}

/**
 * After an armed comment whose outcome is unknown: found (posted), absent (post it again), or a failed state
 * that says it could not be confirmed.
 */
export async function settleArmedComment(rc: RowContext, deps: PublishDeps, armedAt: string, attempt: CommentTry): Promise<CommentState | "absent"> {
  let found: FindCommentResult;
  try {
    found = await findArmedComment(rc, deps, armedAt);
  } catch (error) {
    // The lookup itself failed: still unknown whether it went out, so the next try asks again.
    return { ...failedComment(rc, armedAt, error, attempt), uncertain: true };
  }
  if (found.status === "found") return { status: "posted", at: armedAt, item: found.item, attempts: attempt.attempt };
  if (found.status === "absent") return "absent";
  return {
    status: "failed",
    at: armedAt,
    uncertain: true,
    attempts: attempt.attempt,
    kind: "unconfirmed",
    error: `${rc.platform}: first comment: could not confirm whether it was posted (${found.reason}); check the post before retrying the comment`,
  };
}

/** A failure's kind from the typed error (never its text): null stands for ReauthRequiredError. */
function failureKind(failure: PlatformError | null, gaveUp: boolean): FirstCommentFailureKind {
  if (failure === null) return "reauth";
  if (gaveUp) return "gave_up";
  if (failure.kind === "rate_limited") return "rate_limited";
  // An expired or narrowed token on a comment is a missing permission: the post itself went out with it.
  if (failure.kind === "auth_expired" || failure.status === 403) return "forbidden";
  return "refused";
}

/** The platform_results shape of a comment state (first_comment in the API; retry_at while an automatic retry is due). */
export function commentResult(state: CommentState | null): FirstCommentResult | null {
  if (!state) return null;
  return {
    status: state.status === "armed" ? "pending" : state.status,
    ...(state.item ? { id: state.item.remotePostId } : {}),
    ...(state.item?.remotePermalink ? { url: state.item.remotePermalink } : {}),
    ...(state.error ? { error: state.error } : {}),
    ...(state.status === "failed" && state.kind ? { kind: state.kind } : {}),
    ...(state.status === "failed" && state.attempts !== undefined ? { attempts: state.attempts } : {}),
    attempted_at: state.at,
    ...(state.status === "failed" && state.retryAt ? { retry_at: state.retryAt } : {}),
  };
}
