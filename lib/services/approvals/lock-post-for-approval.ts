// Every approval step reads and changes one post under its row lock, so a submit, a decision, an edit, a
// publish and the scheduler cannot interleave on the same post. Scoped by workspace and by the actor's mode
// (a test key never touches a live post); soft-deleted posts are 404.
import type { DbTransaction } from "../../db";
import { ConflictError, NotFoundError } from "../../errors";
import type { Actor } from "../actor";
import { postModeFor } from "../posts/post-mode";

export async function lockPostForApproval(tx: DbTransaction, { workspaceId, actor, postId }: { workspaceId: string; actor: Actor; postId: string }) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM posts WHERE id = ${postId}::uuid AND workspace_id = ${workspaceId}::uuid
      AND mode = ${postModeFor(actor)}::post_mode AND deleted_at IS NULL FOR UPDATE`;
  if (locked.length === 0) throw new NotFoundError("Post");
  return tx.post.findUniqueOrThrow({ where: { id: postId } });
}

/**
 * The lock for a decision (approve, request changes): only a draft awaiting approval can be decided, so a
 * second decision, or one on a post published or withdrawn meanwhile, is a 409. `outcome` completes "only a
 * post awaiting approval can be …" in the message.
 */
export async function lockPostAwaitingDecision(tx: DbTransaction, where: { workspaceId: string; actor: Actor; postId: string }, outcome: string) {
  const post = await lockPostForApproval(tx, where);
  if (post.status !== "draft") throw new ConflictError(`This post is already ${post.status}; only a post awaiting approval can be ${outcome}`);
  if (post.approvalState !== "pending") {
    throw new ConflictError(`This post is not awaiting approval (its approval is ${post.approvalState}); it must be submitted first`);
  }
  return post;
}
