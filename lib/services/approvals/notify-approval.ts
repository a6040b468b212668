// The people an approval step concerns hear about it (lib/notifications: in the app, and by email where they
// chose it): approvers when a post is submitted (or an edit sends it back), its author when it is approved or
// sent back with a comment. Raised after the step's commit; notify() never throws, so a notification that
// cannot be recorded never undoes the step. Each submission and decision is its own occurrence (its time).
import { notify } from "../../notifications/notify";
import type { ApprovalColumns } from "../../schemas/approvals";
import { actorUserId, externalReviewer, type Actor } from "../actor";

export async function notifyApprovalRequested(workspaceId: string, actor: Actor, post: { id: string } & ApprovalColumns): Promise<void> {
  const userId = actorUserId(actor);
  if (!userId) return;
  await notify({
    kind: "approval_requested",
    workspaceId,
    postId: post.id,
    actorUserId: userId,
    occurrenceId: `${post.id}:${post.approvalRequestedAt?.toISOString()}`,
  });
}

export async function notifyDecision(workspaceId: string, actor: Actor, post: { id: string } & ApprovalColumns): Promise<void> {
  const userId = actorUserId(actor);
  if (!userId) return;
  const occurrenceId = `${post.id}:${post.approvalDecidedAt?.toISOString()}`;
  // A client's decision through a review link names them; userId is then the member who made the link.
  const reviewer = externalReviewer(actor)?.name;
  const by = { workspaceId, postId: post.id, actorUserId: userId, occurrenceId, ...(reviewer ? { externalReviewer: reviewer } : {}) };
  if (post.approvalState === "approved") await notify({ kind: "post_approved", ...by });
  if (post.approvalState === "changes_requested") await notify({ kind: "changes_requested", ...by, comment: post.approvalComment ?? "" });
}
