// The editor's "Submit for approval": what is on screen saved and submitted to the approvers in one
// transaction, so a refused submit (a time that has passed) leaves the stored post as it was. The same checks
// as PATCH /posts/{id} then POST /posts/{id}/submit.
import { db } from "../../db";
import { notifyApprovalRequested } from "../approvals/notify-approval";
import { saveSubmission, submissionRequest } from "../approvals/submit-post-for-approval";
import type { ContentActor } from "../workspaces/authorize-actor";
import { afterEditCommitted, authorizeEdit, saveEdit } from "./post-edit";
import type { PostRow } from "../../serializers/post-select";

export async function updateAndSubmitPost({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  /** `changes` as for PATCH /posts/{id} (its status and time are ignored); `scheduledAt` as for the submit. */
  input: { id: string; changes: unknown; scheduledAt: string | null };
}): Promise<PostRow> {
  // Saved as a draft: a scheduled post being submitted must not stay scheduled (nor be sent back by the edit itself).
  const changes = { ...(input.changes as object), status: "draft", scheduledAt: undefined };
  const edit = await authorizeEdit({ workspaceId, actor, input: { id: input.id, changes } });
  const { saved, submitted } = await db.$transaction(async (tx) => {
    const saved = await saveEdit(tx, edit);
    const request = submissionRequest(input.scheduledAt ? { scheduledAt: input.scheduledAt } : {});
    return { saved, submitted: await saveSubmission(tx, { workspaceId, actor, postId: edit.postId, ...request }) };
  });
  await afterEditCommitted(edit, saved);
  await notifyApprovalRequested(workspaceId, actor, submitted);
  return submitted;
}
