// The webhook events of the posts services, recorded in the caller's transaction (lib/webhooks outbox).
// post.scheduled accompanies post.created / post.updated whenever a post is, or stays, scheduled for a new
// time, so automations that only track the calendar need only that one event.
import type { DbTransaction } from "../../db";
import { postWebhookData, type PostForWebhook } from "../../webhooks/payloads";
import { recordWebhookEvent } from "../../webhooks/record-webhook-event";
import { recordPostStep } from "../approvals/record-post-step";

/** The post's history keeps each new time it was scheduled for (the post page's History). */
async function recordScheduledStep(tx: DbTransaction, post: PostForWebhook): Promise<void> {
  await recordPostStep(tx, {
    workspaceId: post.workspaceId,
    postId: post.id,
    kind: "scheduled",
    details: { scheduledAt: post.scheduledAt?.toISOString() ?? null },
  });
}

export async function recordPostCreated(tx: DbTransaction, post: PostForWebhook): Promise<void> {
  await recordWebhookEvent(tx, { workspaceId: post.workspaceId, type: "post.created", data: postWebhookData(post) });
  if (post.status === "scheduled") {
    await recordWebhookEvent(tx, { workspaceId: post.workspaceId, type: "post.scheduled", data: postWebhookData(post) });
    await recordScheduledStep(tx, post);
  }
}

export async function recordPostUpdated(tx: DbTransaction, before: { status: string; scheduledAt: Date | null }, after: PostForWebhook): Promise<void> {
  await recordWebhookEvent(tx, { workspaceId: after.workspaceId, type: "post.updated", data: postWebhookData(after) });
  const newTime = before.status !== "scheduled" || before.scheduledAt?.getTime() !== after.scheduledAt?.getTime();
  if (after.status === "scheduled" && newTime) {
    await recordWebhookEvent(tx, { workspaceId: after.workspaceId, type: "post.scheduled", data: postWebhookData(after) });
    await recordScheduledStep(tx, after);
  }
}

export async function recordPostDeleted(tx: DbTransaction, post: PostForWebhook & { deletedAt: Date | null }): Promise<void> {
  await recordWebhookEvent(tx, {
    workspaceId: post.workspaceId,
    type: "post.deleted",
    data: { ...postWebhookData(post), deleted_at: post.deletedAt?.toISOString() ?? null },
  });
}
