// A published row's first comment, tried again alone: by a person (POST /posts/{id}/retry-comment, the web
// app's "Retry comment", the MCP tool retry_comment) or automatically after a transient failure (a blip, a 5xx,
// a timeout, a rate limit: the pipeline's classification and backoff, retry-policy.ts). A permanent failure
// (a missing permission, refused content) is never retried automatically; its error stays for a person.
//
// The same discipline as the pipeline (post-first-comment.ts): the comment is armed in the row before the call,
// under a guard that lets one try through at a time (the comment as it was read), and a try that may have gone
// through (a lost answer, a process that died after arming) asks the network first instead of posting twice.
//
// Scheduling: a published row never needs next_attempt_at for its publish, so there it says when its first
// comment's automatic retry is due. The final write of the pipeline sets it from the comment's retryAt, and
// every comment write here keeps it in step: arming moves it to the end of the arm window, so a process that
// dies after arming leaves a row that falls due again once its arm is stale, and the retry then looks the
// comment up before posting. Engines claim due rows (claimDueComments) by moving it forward the same way, so
// two never try one row at once. The in-process worker is comment-retry-worker.ts; with Inngest, the
// retry-first-comment function and its minute sweep (inngest/functions/).
import type { Post, Prisma } from "@/generated/prisma/client";
import { db } from "../db";
import { readFirstComment } from "../platforms/first-comment";
import { askForCommentRetry } from "./comment-retry-jobs";
import { commentResult, failedComment, sendComment, settleArmedComment, type CommentTry } from "./post-first-comment";
import { buildRowContext, RowNotPublishableError } from "./row-context";
import { readRowState, toJson, type CommentState, type RowState } from "./row-state";
import { DEFAULT_PUBLISH_DEPS, type PublishDeps } from "./step-types";

export interface CommentRetryDeps extends PublishDeps {
  /**
   * An armed comment older than this was left by a process that died: it may be tried again, after a lookup.
   * Above the longest a try can take (a lookup and a post, each bounded by callTimeoutMs and renewing the
   * token once), so a slow try is never taken for a dead one.
   */
  staleArmMs: number;
}

export const DEFAULT_COMMENT_RETRY_DEPS: CommentRetryDeps = { ...DEFAULT_PUBLISH_DEPS, staleArmMs: 5 * DEFAULT_PUBLISH_DEPS.callTimeoutMs };

type CommentRetryRefusal = "not_published" | "no_comment" | "posted" | "not_retryable" | "in_progress" | "raced" | "not_publishable";

/** Why the comment was not tried; the message is the person's (the service turns it into a 400 or a 409). */
export class CommentRetryRefused extends Error {
  constructor(
    readonly reason: CommentRetryRefusal,
    message: string,
    /** For not_publishable: what the person must fix, in the row's words ("the account was disconnected …"). */
    readonly detail?: string,
  ) {
    super(message);
  }
}

const PUBLISHED_STATUSES = ["published", "partial_published"] as const;

/**
 * One try at the row's first comment, alone. `manual`: a person asked (any failed comment, a fresh count of
 * attempts); `automatic`: a transient failure's retry fell due (continues the count). Returns the comment's new
 * state (posted, or failed again with its error and, if transient, its next retry time).
 */
export async function tryCommentAgain(post: Post, mode: "manual" | "automatic", deps: CommentRetryDeps = DEFAULT_COMMENT_RETRY_DEPS): Promise<CommentState> {
  const state = readRowState(post.publishState);
  const previous = state.comment;
  if (!(PUBLISHED_STATUSES as readonly string[]).includes(post.status) || post.deletedAt)
    throw new CommentRetryRefused(
      "not_published",
      `Only a published post's first comment can be retried; this post is ${post.deletedAt ? "deleted" : post.status}`,
    );
  if (!previous) throw new CommentRetryRefused("no_comment", "This post has no first comment to retry");
  if (previous.status === "posted") throw new CommentRetryRefused("posted", "The first comment is already posted");
  const staleArm = previous.status === "armed" && Date.now() - Date.parse(previous.armedAt ?? previous.at) > deps.staleArmMs;
  if (previous.status === "armed" && !staleArm) throw new CommentRetryRefused("in_progress", "The first comment is being posted; try again in a moment");
  if (mode === "automatic" && previous.status === "failed" && !previous.retryAt)
    throw new CommentRetryRefused("not_retryable", "The first comment failed in a way a retry cannot fix");

  const account = post.connectedAccountId ? await db.socialAccount.findUnique({ where: { id: post.connectedAccountId } }) : null;
  let rc;
  try {
    rc = buildRowContext(post, account);
  } catch (error) {
    if (error instanceof RowNotPublishableError)
      throw new CommentRetryRefused("not_publishable", `The first comment cannot be retried: ${error.message}`, error.message);
    throw error;
  }
  if (!rc.adapter.firstComment || readFirstComment(rc.input.options) === null)
    throw new CommentRetryRefused("no_comment", "This post has no first comment to retry");

  // A comment that may have gone out keeps its first time, so the lookup searches from then.
  const mayExist = staleArm || previous.uncertain === true;
  const at = mayExist ? previous.at : new Date().toISOString();
  // A person's retry starts a fresh count; an automatic one continues it (a try that died is resumed, not counted twice).
  const attempt = mode === "manual" ? 1 : previous.status === "armed" ? (previous.attempts ?? 1) : (previous.attempts ?? 1) + 1;
  const armed: CommentState = { status: "armed", at, armedAt: new Date().toISOString(), attempts: attempt };
  // One try at a time: only the one that finds the comment as it was read arms it. From here on a process that
  // dies leaves the row due again once the arm is stale (next_attempt_at), and that retry looks it up first.
  const { count } = await db.post.updateMany({
    where: { id: post.id, status: post.status, deletedAt: null, AND: sameComment(previous) },
    data: { publishState: toJson({ ...state, comment: armed }), nextAttemptAt: new Date(Date.now() + deps.staleArmMs + 1_000) },
  });
  if (count !== 1) throw new CommentRetryRefused("raced", "The first comment is being retried already");
  await storeCommentResult(post.id, armed);
  await deps.faults?.("after-comment-arm", post.id);

  const commentTry: CommentTry = { attempt, policy: deps.policy };
  let next: CommentState | undefined;
  if (mayExist) {
    const settled = await settleArmedComment(rc, deps, at, commentTry);
    if (settled !== "absent") next = settled;
  }
  if (!next) {
    try {
      next = { status: "posted", at, item: await sendComment(rc, deps, at), attempts: attempt };
    } catch (error) {
      next = failedComment(rc, at, error, commentTry);
    }
  }
  await deps.faults?.("after-comment-call", post.id);
  await storeComment(post.id, state, armed, next);
  return next;
}

/** Guard on the comment as it was read: its status and times (an arm's own time too, so one arm is one try's). */
function sameComment(comment: CommentState): Prisma.PostWhereInput[] {
  return [
    { publishState: { path: ["comment", "status"], equals: comment.status } },
    { publishState: { path: ["comment", "at"], equals: comment.at } },
    ...(comment.armedAt ? [{ publishState: { path: ["comment", "armedAt"], equals: comment.armedAt } }] : []),
  ];
}

/** The outcome of a try, over its own arm only; with its next automatic retry time (or none), asked of the engine. */
async function storeComment(postId: string, state: RowState, armed: CommentState, next: CommentState): Promise<void> {
  const retryAt = next.status === "failed" && next.retryAt ? new Date(next.retryAt) : null;
  const { count } = await db.post.updateMany({
    where: { id: postId, deletedAt: null, AND: sameComment(armed) },
    data: { publishState: toJson({ ...state, comment: next }), nextAttemptAt: retryAt },
  });
  if (count !== 1) return;
  await storeCommentResult(postId, next);
  if (retryAt) await askForCommentRetry(postId, retryAt);
}

/** The comment's result on the post's own platform result (the first successful one), as the API shows it. */
async function storeCommentResult(postId: string, comment: CommentState): Promise<void> {
  const result = await db.platformResult.findFirst({ where: { postId, success: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
  if (result) await db.platformResult.update({ where: { id: result.id }, data: { firstComment: commentResult(comment)! } });
}

// ───────────────────────────── the automatic retry ─────────────────────────────

export type CommentRetryOutcome =
  { kind: "posted" } | { kind: "retry"; at: string; error: string } | { kind: "failed"; error: string } | { kind: "skipped"; reason: string };

interface ClaimCommentsOptions {
  limit: number;
  /** How long a claimed row stays out of other claims: the arm window, so a claim that dies falls due again. */
  windowMs: number;
  /** Only these rows (an Inngest run for one row). */
  postIds?: string[];
  /** Only these workspaces' rows (tests share a database with other work). */
  workspaceIds?: string[];
}

/** Claims published rows whose comment retry is due, by moving next_attempt_at past the window; returns their ids. */
export async function claimDueComments({ limit, windowMs, postIds, workspaceIds }: ClaimCommentsOptions): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE posts SET next_attempt_at = now() + ${`${windowMs} milliseconds`}::interval
    WHERE id IN (
      SELECT p.id FROM posts p
      WHERE p.status IN ('published', 'partial_published') AND p.next_attempt_at <= now() AND p.deleted_at IS NULL
        AND (${postIds ?? null}::uuid[] IS NULL OR p.id = ANY(${postIds ?? null}::uuid[]))
        AND (${workspaceIds ?? null}::uuid[] IS NULL OR p.workspace_id = ANY(${workspaceIds ?? null}::uuid[]))
      ORDER BY p.next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id::text AS id`;
  return rows.map((row) => row.id);
}

/** Published rows whose comment retry is due (the Inngest sweep's look, without claiming). */
export async function findDueComments(limit = 500): Promise<{ postId: string; at: string }[]> {
  const rows = await db.post.findMany({
    where: { status: { in: [...PUBLISHED_STATUSES] }, nextAttemptAt: { lte: new Date() }, deletedAt: null },
    select: { id: true, nextAttemptAt: true },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
  });
  return rows.map((row) => ({ postId: row.id, at: row.nextAttemptAt!.toISOString() }));
}

/** The automatic retry of one claimed row. A row with nothing left to retry stops falling due. */
export async function retryDueComment(postId: string, deps: CommentRetryDeps = DEFAULT_COMMENT_RETRY_DEPS): Promise<CommentRetryOutcome> {
  const post = await db.post.findUnique({ where: { id: postId } });
  if (!post) return { kind: "skipped", reason: "the post no longer exists" };
  try {
    const next = await tryCommentAgain(post, "automatic", deps);
    if (next.status === "posted") return { kind: "posted" };
    if (next.retryAt) return { kind: "retry", at: next.retryAt, error: next.error ?? "" };
    return { kind: "failed", error: next.error ?? "" };
  } catch (error) {
    if (!(error instanceof CommentRetryRefused)) throw error;
    // Another try holds the comment: its arm keeps the row due for when it would be stale.
    if (error.reason === "in_progress" || error.reason === "raced") return { kind: "skipped", reason: error.message };
    await stopRetrying(post, error);
    return { kind: "skipped", reason: error.message };
  }
}

/**
 * Nothing an automatic retry can do (posted meanwhile, the post deleted, the account disconnected): the row
 * stops falling due, and a comment that cannot be tried keeps a failure a person can read and act on.
 */
async function stopRetrying(post: Post, refused: CommentRetryRefused): Promise<void> {
  const state = readRowState(post.publishState);
  const previous = state.comment;
  if (!previous || previous.status !== "failed") {
    await db.post.updateMany({ where: { id: post.id, ...(previous ? { AND: sameComment(previous) } : {}) }, data: { nextAttemptAt: null } });
    return;
  }
  const platform = post.platforms[0] ?? "unknown";
  const { retryAt: _dropped, ...rest } = previous;
  const comment: CommentState = refused.detail ? { ...rest, error: `${platform}: first comment: ${refused.detail}` } : rest;
  const { count } = await db.post.updateMany({
    where: { id: post.id, AND: sameComment(previous) },
    data: { nextAttemptAt: null, publishState: toJson({ ...state, comment }) },
  });
  if (count === 1) await storeCommentResult(post.id, comment);
}
