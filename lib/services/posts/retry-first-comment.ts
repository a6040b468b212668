// POST /posts/{id}/retry-comment (additive): tries a published row's failed first comment again, alone: the
// post stays as it is. The same discipline as the pipeline (lib/publishing/post-first-comment.ts): the comment
// is armed in the row before the call, under a guard that lets one retry through at a time, and a failure that
// may have gone through (a lost answer, an unconfirmed attempt) asks the network first instead of posting twice.
import { db } from "../../db";
import { BadRequestError, ConflictError, NotFoundError } from "../../errors";
import { readFirstComment } from "../../platforms/first-comment";
import { commentResult, failedComment, sendComment, settleArmedComment } from "../../publishing/post-first-comment";
import { buildRowContext, RowNotPublishableError } from "../../publishing/row-context";
import { readRowState, toJson, type CommentState } from "../../publishing/row-state";
import { DEFAULT_PUBLISH_DEPS } from "../../publishing/step-types";
import { isUuid } from "../../schemas/common";
import type { Actor } from "../actor";
import { requireMayPublish } from "../workspaces/authorize-actor";
import { requireRole } from "../workspaces/require-role";
import { getPost } from "./get-post";
import type { PostRow } from "./post-rows-query";

/** An armed comment older than this was left by a process that died: it may be retried (after a lookup). */
const STALE_ARM_MS = 2 * 60_000;

export async function retryFirstComment({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { postId: string } }): Promise<PostRow> {
  if (!isUuid(input.postId)) throw new NotFoundError("Post");
  await requireRole(workspaceId, actor, "member", "retry first comments");
  requireMayPublish(actor, "retry first comments");
  const post = await db.post.findFirst({
    where: { id: input.postId, workspaceId, deletedAt: null, ...(actor.kind === "api_key" ? { mode: actor.mode } : {}) },
  });
  if (!post) throw new NotFoundError("Post");
  const state = readRowState(post.publishState);
  const previous = state.comment;
  if (post.status !== "published" && post.status !== "partial_published")
    throw new BadRequestError(`Only a published post's first comment can be retried; this post is ${post.status}`);
  if (!previous) throw new BadRequestError("This post has no first comment to retry");
  if (previous.status === "posted") throw new BadRequestError("The first comment is already posted");
  const staleArm = previous.status === "armed" && Date.now() - Date.parse(previous.at) > STALE_ARM_MS;
  if (previous.status === "armed" && !staleArm) throw new ConflictError("The first comment is being posted; try again in a moment");

  const account = post.connectedAccountId ? await db.socialAccount.findUnique({ where: { id: post.connectedAccountId } }) : null;
  let rc;
  try {
    rc = buildRowContext(post, account);
  } catch (error) {
    if (error instanceof RowNotPublishableError) throw new BadRequestError(`The first comment cannot be retried: ${error.message}`);
    throw error;
  }
  if (!rc.adapter.firstComment || readFirstComment(rc.input.options) === null) throw new BadRequestError("This post has no first comment to retry");

  // A comment that may have gone out keeps its first time, so the lookup searches from then.
  const mayExist = staleArm || previous.uncertain === true;
  const at = mayExist ? previous.at : new Date().toISOString();
  const armed: CommentState = { status: "armed", at };
  // One retry at a time: only the request that finds the comment as it was read arms it.
  const { count } = await db.post.updateMany({
    where: {
      id: post.id,
      status: post.status,
      AND: [{ publishState: { path: ["comment", "status"], equals: previous.status } }, { publishState: { path: ["comment", "at"], equals: previous.at } }],
    },
    data: { publishState: toJson({ ...state, comment: armed }) },
  });
  if (count !== 1) throw new ConflictError("The first comment is being retried already");
  await storeComment(post.id, armed);

  let next: CommentState | undefined;
  if (mayExist) {
    const settled = await settleArmedComment(rc, DEFAULT_PUBLISH_DEPS, at);
    if (settled !== "absent") next = settled;
  }
  if (!next) {
    try {
      next = { status: "posted", at, item: await sendComment(rc, DEFAULT_PUBLISH_DEPS, at) };
    } catch (error) {
      next = failedComment(rc, at, error);
    }
  }
  await db.post.update({ where: { id: post.id }, data: { publishState: toJson({ ...state, comment: next }) } });
  await storeComment(post.id, next);
  return getPost({ workspaceId, actor, input: { id: post.id } });
}

/** The comment's result on the post's own platform result (the first successful one). */
async function storeComment(postId: string, comment: CommentState): Promise<void> {
  const result = await db.platformResult.findFirst({ where: { postId, success: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
  if (result) await db.platformResult.update({ where: { id: result.id }, data: { firstComment: commentResult(comment)! } });
}
