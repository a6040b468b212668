// POST /posts/{id}/approve: a manager, admin or owner approves a post awaiting approval, which then does what
// its author asked: scheduled at its time, or published now when they asked for that or the time has passed
// while it waited. Approvers may approve their own posts (they could have scheduled them anyway); a member
// never approves. A drafts-only key cannot approve, since approving can publish.
import { db } from "../../db";
import { NotFoundError, parseInput } from "../../errors";
import { approvePostRequest } from "../../schemas/approvals";
import { isUuid } from "../../schemas/common";
import { postWebhookSelect } from "../../webhooks/payloads";
import { dispatchSafely } from "../../publishing/dispatch";
import { postResponseSelect, type PostRow } from "../../serializers/post-select";
import { queuePostForPublishing } from "../posts/queue-post-for-publishing";
import { recordPostUpdated } from "../posts/record-post-events";
import { requireMayPublish, requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { requireApprover } from "./approval-policy";
import { decidedBy } from "./decided-by";
import { lockPostAwaitingDecision } from "./lock-post-for-approval";
import { notifyDecision } from "./notify-approval";
import { recordApprovalEvent } from "./record-approval-event";

export interface ApprovePostResult {
  post: PostRow;
  /** The rows publishing made (one per account) when it was published; just the post's id when scheduled. */
  postIds: string[];
  dispatchDeferred: boolean;
}

export async function approvePost({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string; body?: unknown };
}): Promise<ApprovePostResult> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  const data = parseInput(approvePostRequest, input.body ?? {});
  const role = await requireWriter(workspaceId, actor, "approve posts");
  requireApprover(role, "approve posts");
  requireMayPublish(actor, "approve posts");
  const postId = input.id.toLowerCase();

  const { ids, published } = await db.$transaction(async (tx) => {
    const post = await lockPostAwaitingDecision(tx, { workspaceId, actor, postId }, "approved");
    const decision = {
      approvalState: "approved" as const,
      ...decidedBy(actor),
      approvalDecidedAt: new Date(),
      approvalComment: data.comment ?? null,
    };
    const schedule = post.approvalRequestedStatus === "scheduled" && post.scheduledAt !== null && post.scheduledAt.getTime() > Date.now();
    const approved = await tx.post.update({
      where: { id: postId },
      data: { ...decision, ...(schedule ? { status: "scheduled" as const } : {}) },
      select: { ...postResponseSelect, ...postWebhookSelect },
    });
    await recordApprovalEvent(tx, "post.approved", approved);
    if (schedule) {
      await recordPostUpdated(tx, post, approved);
      return { ids: [postId], published: false };
    }
    return { ids: await queuePostForPublishing(tx, { workspaceId, postId }), published: true };
  });
  const dispatchDeferred = published ? await dispatchSafely(ids) : false;
  const post = await db.post.findUniqueOrThrow({ where: { id: postId }, select: postResponseSelect });
  await notifyDecision(workspaceId, actor, post);
  return { post, postIds: ids, dispatchDeferred };
}
