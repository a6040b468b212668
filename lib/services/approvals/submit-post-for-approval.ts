// POST /posts/{id}/submit (and the composer's "Submit for approval"): a draft, or a scheduled post, goes to the
// approvers. It becomes (or stays) a draft, so nothing publishes it before a decision, and it remembers what the
// author asked for: scheduled at `scheduledAt`, or published as soon as it is approved. Anyone who can write may
// submit, whether or not the workspace requires approval (optional review when the setting is off). Submitting
// a post already awaiting approval updates the request (its time, or publish on approval), so a retry is safe.
import { db } from "../../db";
import { BadRequestError, ConflictError, NotFoundError, parseInput } from "../../errors";
import { isUuid } from "../../schemas/common";
import { submitForApprovalRequest } from "../../schemas/approvals";
import { postWebhookSelect } from "../../webhooks/payloads";
import { actorUserId } from "../actor";
import { postResponseSelect, type PostRow } from "../posts/post-select";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { noDecision } from "./decided-by";
import { lockPostForApproval } from "./lock-post-for-approval";
import { notifyApprovalRequested } from "./notify-approval";
import { recordApprovalEvent } from "./record-approval-event";

export async function submitPostForApproval({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string; body?: unknown };
}): Promise<PostRow> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  const data = parseInput(submitForApprovalRequest, input.body ?? {});
  await requireWriter(workspaceId, actor, "submit posts for approval");
  const scheduledAt = data.scheduledAt ? new Date(data.scheduledAt) : null;
  if (scheduledAt && scheduledAt.getTime() <= Date.now()) throw new BadRequestError("scheduledAt: must be in the future");
  const postId = input.id.toLowerCase();

  const submitted = await db.$transaction(async (tx) => {
    const post = await lockPostForApproval(tx, { workspaceId, actor, postId });
    if (post.status !== "draft" && post.status !== "scheduled") {
      throw new ConflictError(`Only draft or scheduled posts can be submitted for approval; this post is ${post.status}`);
    }
    if (!Array.isArray(post.accountMappings) || post.accountMappings.length === 0) {
      throw new BadRequestError("accountMappings: the post has no accounts to publish to");
    }
    const after = await tx.post.update({
      where: { id: postId },
      data: {
        status: "draft",
        scheduledAt,
        approvalState: "pending",
        approvalRequestedStatus: scheduledAt ? "scheduled" : "published",
        approvalRequestedByUserId: actorUserId(actor),
        approvalRequestedAt: new Date(),
        ...noDecision,
        approvalComment: null,
      },
      select: { ...postResponseSelect, ...postWebhookSelect },
    });
    await recordApprovalEvent(tx, "post.approval_requested", after);
    return after;
  });
  await notifyApprovalRequested(workspaceId, actor, submitted);
  return submitted;
}
