// What an edit (PATCH /posts/{id}, the editor, a calendar or queue move) does to a post's approval, decided in
// the edit's transaction under its row lock:
// - someone who must submit (a member where posts need approval) who edits a scheduled post, and anyone who
//   cannot approve who edits an approved post, sends it back for approval: it becomes a draft awaiting
//   approval, asking to be scheduled at its time, so changed content never publishes unapproved;
// - an approver editing an approved post keeps it approved (their edit is their approval);
// - scheduling a post awaiting approval directly (only allowed to whoever needs no approval) decides it
//   (approve-on-release.ts: approved by an approver, out of the flow for anyone else); moving a scheduled post back to drafts takes it out of the approval flow;
// - editing a draft awaiting approval, or one sent back, keeps its state: the approver sees the latest text,
//   and the author resubmits when ready.
import type { DbTransaction } from "../../db";
import { canApprove } from "../../auth/roles";
import { mustSubmitForApproval, type ActingRole } from "./approval-policy";
import { approvalOnRelease } from "./approve-on-release";
import { noDecision } from "./decided-by";

interface EditedPost {
  status: string;
  scheduledAt: Date | null;
  approvalState: "none" | "pending" | "approved" | "changes_requested";
}

export async function approvalAfterEdit(
  tx: DbTransaction,
  {
    workspaceId,
    post,
    role,
    userId,
    statusSent,
    status,
  }: { workspaceId: string; post: EditedPost; role: ActingRole; userId: string | null; statusSent?: string; status: string },
) {
  const approver = role === "system" || canApprove(role);
  if (status === "scheduled") {
    const backToApproval = (!approver && post.approvalState === "approved") || (await mustSubmitForApproval(workspaceId, role, tx));
    if (backToApproval) {
      return {
        approvalState: "pending" as const,
        approvalRequestedStatus: "scheduled" as const,
        approvalRequestedByUserId: userId,
        approvalRequestedAt: new Date(),
        ...noDecision,
        approvalComment: null,
      };
    }
    if (statusSent === "scheduled" && post.status !== "scheduled") return approvalOnRelease(post.approvalState, role, userId);
    return {};
  }
  if (post.status === "scheduled" && status === "draft" && post.approvalState !== "none") return { approvalState: "none" as const };
  return {};
}
