// Every Inngest function the app serves at /api/inngest.
import { cleanStaleMediaFunction } from "./clean-stale-media";
import { deliverWebhook } from "./deliver-webhook";
import { sendEmail } from "./send-email";
import { sweepEmailOutbox } from "./sweep-email-outbox";
import { publishDueScheduledPosts } from "./publish-due-scheduled-posts";
import { publishPostTarget } from "./publish-post-target";
import { refreshPostMetrics } from "./refresh-post-metrics";
import { rollupMetricSnapshotsFunction } from "./rollup-metric-snapshots";
import { renewExpiringTokensFunction } from "./renew-expiring-tokens";
import { retryFirstComment } from "./retry-first-comment";
import { sweepCommentRetries } from "./sweep-comment-retries";
import { sweepQueuedPosts } from "./sweep-queued-posts";
import { sweepWebhookDeliveries } from "./sweep-webhook-deliveries";

export const functions = [
  publishPostTarget,
  sweepQueuedPosts,
  publishDueScheduledPosts,
  refreshPostMetrics,
  rollupMetricSnapshotsFunction,
  cleanStaleMediaFunction,
  renewExpiringTokensFunction,
  deliverWebhook,
  sweepWebhookDeliveries,
  sendEmail,
  sweepEmailOutbox,
  retryFirstComment,
  sweepCommentRetries,
];
