// The approval webhooks (post.approval_requested, post.approved, post.changes_requested), in the caller's
// transaction: the post as every post event sends it, plus its `approval` object as the API shows it.
import type { DbTransaction } from "../../db";
import { approvalJson, type ApprovalColumns } from "../../schemas/approvals";
import { postWebhookData, type PostForWebhook } from "../../webhooks/payloads";
import { recordWebhookEvent } from "../../webhooks/record-webhook-event";

export async function recordApprovalEvent(
  tx: DbTransaction,
  type: "post.approval_requested" | "post.approved" | "post.changes_requested",
  post: PostForWebhook & ApprovalColumns,
): Promise<void> {
  await recordWebhookEvent(tx, { workspaceId: post.workspaceId, type, data: postWebhookData(post, { approval: approvalJson(post) }) });
}
