// POST /posts/{id}/retry-comment (additive), the web app's "Retry comment" and the MCP tool retry_comment:
// tries a published row's failed first comment again, alone: the post stays as it is. The try itself is the
// pipeline's (lib/publishing/comment-retry.ts): armed in the row before the call, one at a time, and a comment
// that may have gone through is looked up on the network instead of being posted twice. A person may retry any
// failure (a permission granted since, a comment shortened); a transient one is also retried automatically.
import { db, readRows } from "../../db";
import { BadRequestError, ConflictError, NotFoundError } from "../../errors";
import { CommentRetryRefused, tryCommentAgain } from "../../publishing/comment-retry";
import { isUuid } from "../../schemas/common";
import type { Actor } from "../actor";
import { requireMayPublish } from "../workspaces/authorize-actor";
import { requireRole } from "../workspaces/require-role";
import { postRowsQuery, type PostRow } from "./post-rows-query";

export async function retryFirstComment({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { id: string } }): Promise<PostRow> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  await requireRole(workspaceId, actor, "member", "retry first comments");
  requireMayPublish(actor, "retry first comments");
  const post = await db.post.findFirst({
    where: { id: input.id, workspaceId, deletedAt: null, ...(actor.kind === "api_key" ? { mode: actor.mode } : {}) },
  });
  if (!post) throw new NotFoundError("Post");
  try {
    await tryCommentAgain(post, "manual");
  } catch (error) {
    if (!(error instanceof CommentRetryRefused)) throw error;
    if (error.reason === "in_progress" || error.reason === "raced") throw new ConflictError(error.message);
    throw new BadRequestError(error.message);
  }
  // Read back in the row's own mode, not the actor's default: a person sees test posts beside live ones in the
  // posts list and may retry either, and a read in "live" missed a test post whose comment had just gone out,
  // so "Retry comment" answered "Post not found" instead of its outcome. A key's lookup above is its own mode.
  const [row] = await readRows<PostRow>(postRowsQuery({ workspaceId, mode: post.mode, id: post.id }));
  if (!row) throw new NotFoundError("Post");
  return row;
}
