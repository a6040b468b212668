// The steps of publishing a draft or scheduled post now, for publishPost (POST /posts/{id}/publish) and for
// the editor's save-and-publish (update-and-publish-post.ts), which saves and publishes in one transaction.
// Fan-out into queued rows happens in the caller's transaction; the publishing engine gets them after commit.
// Quota was taken when the post was created (one unit per mapping). Publishing a post that awaits approval
// decides it (approve-on-release.ts): an approver's publish is their approval, recorded and told as Approve
// does; the row lock keeps it from racing an Approve of the same post.
import type { DbTransaction } from "../../db";
import { dispatchSafely } from "../../publishing/dispatch";
import { approvalSelect } from "../../schemas/approvals";
import type { CreatePostResult } from "../../schemas/posts";
import { postWebhookSelect } from "../../webhooks/payloads";
import { actorUserId } from "../actor";
import { requireNoApprovalNeeded, type ActingRole } from "../approvals/approval-policy";
import { approvalOnRelease, notifyReleaseDecision, recordReleaseDecision } from "../approvals/approve-on-release";
import { lockPostForApproval } from "../approvals/lock-post-for-approval";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { requireMayPublish, requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { queuePostForPublishing } from "./queue-post-for-publishing";

export interface Release {
  workspaceId: string;
  actor: ContentActor;
  role: ActingRole;
  postId: string;
}

type Released = Awaited<ReturnType<typeof releasePost>>;

/** The actor's role, once they are known to be allowed to publish now; writes nothing. */
export async function authorizePublish(workspaceId: string, actor: ContentActor): Promise<ActingRole> {
  const role = await requireWriter(workspaceId, actor, "publish posts");
  requireMayPublish(actor, "publish posts");
  await requireNoApprovalNeeded(workspaceId, role, "publish posts");
  return role;
}

/** In `tx`: decides a pending approval (when the actor may) and fans the post out into queued rows. */
export async function releasePost(tx: DbTransaction, { workspaceId, actor, role, postId }: Release) {
  // Scoped by workspace and the actor's mode: a test key never reaches a live post (nor the other way round).
  const post = await lockPostForApproval(tx, { workspaceId, actor, postId });
  const approval = approvalOnRelease(post.approvalState, role, actorUserId(actor));
  let decision = null;
  if (Object.keys(approval).length > 0) {
    const after = await tx.post.update({ where: { id: postId }, data: approval, select: { ...postWebhookSelect, ...approvalSelect } });
    if (await recordReleaseDecision(tx, post, after)) decision = after;
  }
  return { ids: await queuePostForPublishing(tx, { workspaceId, postId }), mediaUrls: post.mediaUrls, decision };
}

/** After commit: the rows go to the publishing engine, the media are confirmed, the decision is told. */
export async function afterReleaseCommitted({ workspaceId, actor }: Release, released: Released): Promise<CreatePostResult> {
  const [dispatchDeferred] = await Promise.all([dispatchSafely(released.ids), confirmUploadedMedia({ workspaceId, mediaUrls: released.mediaUrls })]);
  if (released.decision) await notifyReleaseDecision(workspaceId, actor, released.decision);
  return { postIds: released.ids, status: "queued", dispatchDeferred };
}
