// Soft-deletes a post (any status): it disappears from every read; publishing skips deleted rows.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { postModeFor } from "./post-mode";
import { recordPostDeleted } from "./record-post-events";
import { postWebhookSelect } from "../../webhooks/payloads";

export async function deletePost({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }) {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  await requireWriter(workspaceId, actor, "delete posts");
  await db.$transaction(async (tx) => {
    // updateManyAndReturn selects columns only: the results (part of the post as the API shows it) are read after.
    const { platformResults: resultsQuery, ...columns } = postWebhookSelect;
    const [deleted] = await tx.post.updateManyAndReturn({
      where: { id: input.id, workspaceId, mode: postModeFor(actor), deletedAt: null },
      // The idea it was made from stays on the board, its card without a post again.
      data: { deletedAt: new Date(), ideaId: null },
      select: { ...columns, deletedAt: true },
    });
    if (!deleted) throw new NotFoundError("Post");
    const platformResults = await tx.platformResult.findMany({ where: { postId: deleted.id }, ...resultsQuery });
    await recordPostDeleted(tx, { ...deleted, platformResults });
  });
  return { id: input.id.toLowerCase(), deleted: true as const };
}
