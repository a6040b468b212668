// Every event Postlane sends to Inngest: the publishing pipeline, metrics refresh and webhook delivery.
// lib/jobs/inngest-events.ts turns a job into these. They live in lib/jobs, with the client, because lib/jobs is
// the only door to Inngest: the functions in inngest/ sit on top and import from here, never the other way round.
import { eventType } from "inngest";
import { z } from "zod";

/** One queued row to publish. `accountKey` (connected account, or the row itself) and `platform` key the
 *  concurrency limits. */
export const postPublishRequested = eventType("post/publish.requested", {
  schema: z.object({
    postId: z.uuid(),
    accountKey: z.string().min(1),
    platform: z.string().min(1),
  }),
});

/** Try a published row's first comment again once `at` (ISO) has come (lib/publishing/comment-retry.ts). */
export const postCommentRetryRequested = eventType("post/comment.retry-requested", {
  schema: z.object({ postId: z.uuid(), at: z.iso.datetime() }),
});

/** Roll up old metric snapshots, once per UTC `day` (YYYY-MM-DD), asked by the hourly metrics refresh. */
export const metricsRollupRequested = eventType("analytics/metrics.rollup-requested", {
  schema: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
});

/** One webhook delivery to send (its outbox row is already stored; lib/webhooks/deliver.ts). */
export const webhookDeliveryRequested = eventType("webhook/delivery.requested", {
  schema: z.object({ deliveryId: z.uuid() }),
});

/** One outbox email to send (its row is already stored; lib/email/send-email.ts). */
export const emailSendRequested = eventType("email/send.requested", {
  schema: z.object({ messageId: z.uuid() }),
});

/** "Refresh now" of some workspaces' metrics (the hourly cron function's second trigger). */
export const metricsRefreshRequested = eventType("analytics/metrics.refresh-requested", {
  schema: z.object({
    workspaceIds: z.array(z.uuid()).min(1).optional(),
    staleAfterMs: z.number().int().min(60_000).optional(),
  }),
});
