// POST /posts/{id}/request-changes: an approver sends a post awaiting approval back to its author with a
// comment saying what to change. It stays a draft; the author edits it and submits it again.
import { db } from "../../db";
import { NotFoundError, parseInput } from "../../errors";
import { requestChangesRequest } from "../../schemas/approvals";
import { isUuid } from "../../schemas/common";
import { postWebhookSelect } from "../../webhooks/payloads";
import { postResponseSelect, type PostRow } from "../../serializers/post-select";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { requireApprover } from "./approval-policy";
import { decidedBy } from "./decided-by";
import { lockPostAwaitingDecision } from "./lock-post-for-approval";
import { notifyDecision } from "./notify-approval";
import { recordApprovalEvent } from "./record-approval-event";

export async function requestPostChanges({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string; body?: unknown };
}): Promise<PostRow> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  const data = parseInput(requestChangesRequest, input.body ?? {});
  const role = await requireWriter(workspaceId, actor, "request changes to posts");
  requireApprover(role, "request changes to posts");
  const postId = input.id.toLowerCase();

  const sentBack = await db.$transaction(async (tx) => {
    await lockPostAwaitingDecision(tx, { workspaceId, actor, postId }, "sent back");
    const after = await tx.post.update({
      where: { id: postId },
      data: { approvalState: "changes_requested", ...decidedBy(actor), approvalDecidedAt: new Date(), approvalComment: data.comment },
      select: { ...postResponseSelect, ...postWebhookSelect },
    });
    await recordApprovalEvent(tx, "post.changes_requested", after);
    return after;
  });
  await notifyDecision(workspaceId, actor, sentBack);
  return sentBack;
}
