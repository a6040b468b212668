// Publishes a draft or scheduled post now (POST /posts/{id}/publish): fan-out into queued rows in one
// transaction, then the publishing engine. Quota was taken when the post was created (one unit per mapping).
// Publishing a post that awaits approval decides it (approve-on-release.ts): an approver's publish is their
// approval, recorded and told as Approve does; the row lock keeps it from racing an Approve of the same post.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import type { CreatePostResult } from "../../schemas/posts";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { requireMayPublish, requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { actorUserId } from "../actor";
import { requireNoApprovalNeeded } from "../approvals/approval-policy";
import { approvalOnRelease, notifyReleaseDecision, recordReleaseDecision } from "../approvals/approve-on-release";
import { lockPostForApproval } from "../approvals/lock-post-for-approval";
import { postWebhookSelect } from "../../webhooks/payloads";
import { approvalSelect } from "../../schemas/approvals";
import { dispatchSafely } from "./create-post";
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
  const { ids, mediaUrls, decision } = await db.$transaction(async (tx) => {
    // Scoped by workspace and the actor's mode: a test key never reaches a live post (nor the other way round).
    const post = await lockPostForApproval(tx, { workspaceId, actor, postId });
    const approval = approvalOnRelease(post.approvalState, role, actorUserId(actor));
    let decision = null;
    if (Object.keys(approval).length > 0) {
      const after = await tx.post.update({ where: { id: postId }, data: approval, select: { ...postWebhookSelect, ...approvalSelect } });
      if (await recordReleaseDecision(tx, post, after)) decision = after;
    }
    return { ids: await queuePostForPublishing(tx, { workspaceId, postId }), mediaUrls: post.mediaUrls, decision };
  });
  const [dispatchDeferred] = await Promise.all([dispatchSafely(ids), confirmUploadedMedia({ workspaceId, mediaUrls })]);
  if (decision) await notifyReleaseDecision(workspaceId, actor, decision);
  return { postIds: ids, status: "queued", dispatchDeferred };
}
