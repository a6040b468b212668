// Every approval step reads and changes one post under its row lock, so a submit, a decision, an edit, a
// publish and the scheduler cannot interleave on the same post. Scoped by workspace and by the actor's mode
// (a test key never touches a live post); soft-deleted posts are 404.
import type { DbTransaction } from "../../db";
import { NotFoundError } from "../../errors";
import type { Actor } from "../actor";
import { postModeFor } from "../posts/post-mode";

export async function lockPostForApproval(tx: DbTransaction, { workspaceId, actor, postId }: { workspaceId: string; actor: Actor; postId: string }) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM posts WHERE id = ${postId}::uuid AND workspace_id = ${workspaceId}::uuid
      AND mode = ${postModeFor(actor)}::post_mode AND deleted_at IS NULL FOR UPDATE`;
  if (locked.length === 0) throw new NotFoundError("Post");
  return tx.post.findUniqueOrThrow({ where: { id: postId } });
}
