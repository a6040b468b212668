// POST /posts/{id}/submit (and the composer's "Submit for approval"): a draft, or a scheduled post, goes to the
// approvers. It becomes (or stays) a draft, so nothing publishes it before a decision, and it remembers what the
// author asked for: scheduled at `scheduledAt`, or published as soon as it is approved. Anyone who can write may
// submit, whether or not the workspace requires approval (optional review when the setting is off). Submitting
// a post already awaiting approval updates the request (its time, or publish on approval), so a retry is safe.
import { db, type DbTransaction } from "../../db";
import { BadRequestError, ConflictError, NotFoundError, parseInput } from "../../errors";
import { isUuid } from "../../schemas/common";
import { submitForApprovalRequest } from "../../schemas/approvals";
import { postWebhookSelect } from "../../webhooks/payloads";
import { actorUserId } from "../actor";
import { postResponseSelect, type PostRow } from "../../serializers/post-select";
import { requireFutureTime } from "../posts/schedule-rules";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { noDecision } from "./decided-by";
import { lockPostForApproval } from "./lock-post-for-approval";
import { notifyApprovalRequested } from "./notify-approval";
import { recordApprovalEvent } from "./record-approval-event";
import { isSameRequestAgain } from "./record-post-step";

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
  const request = submissionRequest(input.body);
  await requireWriter(workspaceId, actor, "submit posts for approval");
  const submitted = await db.$transaction((tx) => saveSubmission(tx, { workspaceId, actor, postId: input.id, ...request }));
  await notifyApprovalRequested(workspaceId, actor, submitted);
  return submitted;
}

/** The checked body of a submit: publish on approval (null), or schedule at a future time. */
export function submissionRequest(body: unknown): { scheduledAt: Date | null } {
  const data = parseInput(submitForApprovalRequest, body ?? {});
  requireFutureTime(data.scheduledAt);
  return { scheduledAt: data.scheduledAt ? new Date(data.scheduledAt) : null };
}

/**
 * The submission itself, in `tx`, for a caller that checked the actor may write: also the second step of the
 * composer's save-and-submit (lib/services/posts/create-and-submit-post.ts), so a refused submit undoes the save.
 */
export async function saveSubmission(
  tx: DbTransaction,
  { workspaceId, actor, postId: id, scheduledAt }: { workspaceId: string; actor: ContentActor; postId: string; scheduledAt: Date | null },
) {
  const postId = id.toLowerCase();
  const post = await lockPostForApproval(tx, { workspaceId, actor, postId });
  if (post.status !== "draft" && post.status !== "scheduled") {
    throw new ConflictError(`Only draft or scheduled posts can be submitted for approval; this post is ${post.status}`);
  }
  if (!Array.isArray(post.accountMappings) || post.accountMappings.length === 0) {
    throw new BadRequestError("accountMappings: the post has no accounts to publish to");
  }
  const approvalRequestedStatus = scheduledAt ? ("scheduled" as const) : ("published" as const);
  // A retry (or a second click) asking for what is already asked keeps the request: one email per request.
  const again = await isSameRequestAgain(tx, { ...post, scheduledAt, approvalRequestedStatus });
  const after = await tx.post.update({
    where: { id: postId },
    data: {
      status: "draft",
      scheduledAt,
      approvalState: "pending",
      approvalRequestedStatus,
      approvalRequestedByUserId: again ? post.approvalRequestedByUserId : actorUserId(actor),
      approvalRequestedAt: again ? post.approvalRequestedAt : new Date(),
      ...noDecision,
      approvalComment: null,
    },
    select: { ...postResponseSelect, ...postWebhookSelect },
  });
  await recordApprovalEvent(tx, "post.approval_requested", after);
  return after;
}
