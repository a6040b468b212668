// The webhook event of a row's final status (post.published, post.partial_published, post.failed), written by
// finalize in the very statement that stores the status, so it exists exactly when the status does.
import type { Post } from "@/generated/prisma/client";
import { platformResultRows, postWebhookData, type PlatformResultForWebhook } from "../webhooks/payloads";
import type { WebhookEventInput } from "../webhooks/record-webhook-event";

export function publishOutcomeEvent(
  post: Post,
  outcome: { status: "published" | "partial_published" | "failed"; error?: string; publishedAt: Date | null },
  results: PlatformResultForWebhook[],
): WebhookEventInput {
  return {
    workspaceId: post.workspaceId,
    type: `post.${outcome.status}`,
    data: postWebhookData(
      { ...post, status: outcome.status, publishedAt: outcome.publishedAt, platformResults: platformResultRows(results) },
      { platform_results: results, ...(outcome.error ? { error: outcome.error } : {}) },
    ),
  };
}
