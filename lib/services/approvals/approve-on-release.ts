// Scheduling or publishing a post that awaits approval (or was sent back) is a decision about it. Every door
// that can release a post — publish now (POST /posts/{id}/publish, the editor and the posts list, the MCP
// publish_post tool) and scheduling it (PATCH /posts/{id}, the editor's Schedule and Add to queue, a calendar
// move, the MCP update_post tool) — goes through publishPost or updatePost, and both call these three steps,
// so a release by an approver is recorded and told exactly as Approve records and tells it: the post is
// approved by that person (its approval columns, which the editor and the API show), the post.approved webhook
// event, and the author's "approved" notification (in the app and by email, by their choice).
//
// Whoever may not approve is refused the release up front where approval is required (requireNoApprovalNeeded);
// where it is optional they may release it, and the post leaves the approval flow without a decision.
import type { DbTransaction } from "../../db";
import { canApprove } from "../../auth/roles";
import type { ApprovalColumns, ApprovalStateName } from "../../schemas/approvals";
import type { PostForWebhook } from "../../webhooks/payloads";
import type { Actor } from "../actor";
import type { ActingRole } from "./approval-policy";
import { notifyDecision } from "./notify-approval";
import { recordApprovalEvent } from "./record-approval-event";

const awaitingDecision = (state: ApprovalStateName) => state === "pending" || state === "changes_requested";

/**
 * The approval columns a release writes: approved by `userId` (a comment from an earlier round cleared, as
 * Approve without a comment leaves it) for an approver, out of the flow for anyone else; nothing for a post
 * that was not awaiting a decision. No "Awaiting approval" badge stays on a scheduled or published post.
 */
export function approvalOnRelease(state: ApprovalStateName, role: ActingRole, userId: string | null) {
  if (!awaitingDecision(state)) return {};
  if (role === "system" || canApprove(role)) {
    return {
      approvalState: "approved" as const,
      approvalDecidedByUserId: userId,
      approvalDecidedByReviewer: null,
      approvalReviewLinkId: null,
      approvalDecidedAt: new Date(),
      approvalComment: null,
    };
  }
  return { approvalState: "none" as const };
}

/**
 * In the release's transaction, after the post was written: the post.approved event when the release decided
 * it. Answers whether it did, for notifyReleaseDecision after the commit.
 */
export async function recordReleaseDecision(
  tx: DbTransaction,
  before: { approvalState: ApprovalStateName },
  after: PostForWebhook & ApprovalColumns,
): Promise<boolean> {
  if (!awaitingDecision(before.approvalState) || after.approvalState !== "approved") return false;
  await recordApprovalEvent(tx, "post.approved", after);
  return true;
}

/** After the commit: the author hears of the approval as from Approve (same notification, same email). */
export async function notifyReleaseDecision(workspaceId: string, actor: Actor, post: { id: string } & ApprovalColumns): Promise<void> {
  await notifyDecision(workspaceId, actor, post);
}
