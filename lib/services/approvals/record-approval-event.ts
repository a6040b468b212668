// Every approval step, in the caller's transaction: its webhook (post.approval_requested, post.approved,
// post.changes_requested: the post as every post event sends it, plus its `approval` object as the API shows
// it), its line in the post's history (record-post-step.ts), and, for a decision, the other approvers' requests
// resolved ("Approved by Manny"). Every door reaches here (submit, approve, request changes, an edit that sends
// a post back, a release by an approver), so none of them can leave the bell asking about a decided post.
import type { DbTransaction } from "../../db";
import { resolvePostNotifications } from "../../notifications/resolve-notifications";
import { approvalWebhookData, type PostForWebhook } from "../../webhooks/payloads";
import { recordWebhookEvent } from "../../webhooks/record-webhook-event";
import { recordApprovalRequestStep, recordPostStep } from "./record-post-step";

/**
 * Who decided, when it is not (only) the member in approvalDecidedByUserId: an external reviewer has a name
 * and no membership. Without it, the decider is the post's approvalDecidedByUserId.
 */
export interface Decider {
  userId: string | null;
  name: string;
}

export async function recordApprovalEvent(
  tx: DbTransaction,
  type: "post.approval_requested" | "post.approved" | "post.changes_requested",
  post: PostForWebhook,
  decider?: Decider,
): Promise<void> {
  await recordWebhookEvent(tx, { workspaceId: post.workspaceId, type, data: approvalWebhookData(post) });
  if (type === "post.approval_requested") {
    await recordApprovalRequestStep(tx, post);
    return;
  }
  const by = decider ?? { userId: post.approvalDecidedByUserId, name: await personName(tx, post.approvalDecidedByUserId) };
  const approved = type === "post.approved";
  await recordPostStep(tx, {
    workspaceId: post.workspaceId,
    postId: post.id,
    kind: approved ? "approved" : "changes_requested",
    actorUserId: by.userId,
    actorName: decider ? decider.name : null,
    comment: post.approvalComment,
  });
  await resolvePostNotifications(tx, {
    workspaceId: post.workspaceId,
    postId: post.id,
    kind: "approval_requested",
    resolution: `${approved ? "Approved" : "Changes requested"} by ${by.name}`,
  });
}

async function personName(tx: DbTransaction, userId: string | null): Promise<string> {
  if (!userId) return "Postlane";
  const user = await tx.user.findUnique({ where: { id: userId }, select: { name: true, email: true } });
  return user?.name?.trim() || user?.email || "a former member";
}
