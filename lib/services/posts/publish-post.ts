// Publishes a draft or scheduled post now (POST /posts/{id}/publish): fan-out into queued rows in one
// transaction, then the publishing engine. Quota was taken when the post was created (one unit per mapping).
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import type { CreatePostResult } from "../../schemas/posts";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { requireMayPublish, requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { actorUserId } from "../actor";
import { approvalOnDirectRelease, requireNoApprovalNeeded } from "../approvals/approval-policy";
import { dispatchSafely } from "./create-post";
import { postModeFor } from "./post-mode";
import { queuePostForPublishing } from "./queue-post-for-publishing";

export async function publishPost({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string };
}): Promise<CreatePostResult> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  const role = await requireWriter(workspaceId, actor, "publish posts");
  requireMayPublish(actor, "publish posts");
  await requireNoApprovalNeeded(workspaceId, role, "publish posts");
  const postId = input.id.toLowerCase();
  const { ids, mediaUrls } = await db.$transaction(async (tx) => {
    // The mode check keeps a test key away from live posts (and the other way round).
    const visible = await tx.post.findFirst({
      where: { id: postId, workspaceId, mode: postModeFor(actor), deletedAt: null },
      select: { id: true, mediaUrls: true, approvalState: true },
    });
    if (!visible) throw new NotFoundError("Post");
    const approval = approvalOnDirectRelease(visible.approvalState, role, actorUserId(actor));
    if (Object.keys(approval).length > 0) await tx.post.update({ where: { id: postId }, data: approval });
    return { ids: await queuePostForPublishing(tx, { workspaceId, postId }), mediaUrls: visible.mediaUrls };
  });
  const [dispatchDeferred] = await Promise.all([dispatchSafely(ids), confirmUploadedMedia({ workspaceId, mediaUrls })]);
  return { postIds: ids, status: "queued", dispatchDeferred };
}
