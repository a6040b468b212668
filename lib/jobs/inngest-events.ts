// Job -> the Inngest events that carry it (every event type is declared in lib/jobs/inngest/events.ts).
import {
  emailSendRequested,
  metricsRefreshRequested,
  metricsRollupRequested,
  postCommentRetryRequested,
  webhookDeliveryRequested,
} from "@/lib/jobs/inngest/events";
import { publishEventsFor } from "./publish-events";
import type { Job } from "./job";

export async function inngestEventsFor(job: Job) {
  switch (job.type) {
    case "publish":
      return publishEventsFor(job.postIds, { dedupe: true });
    case "metrics-refresh":
      return [metricsRefreshRequested.create({ workspaceIds: job.workspaceIds, staleAfterMs: job.staleAfterMs })];
    case "metrics-rollup":
      // One event id per UTC day: every hourly ask after the first (from any instance) is dropped by Inngest.
      return [metricsRollupRequested.create({ day: job.day }, { id: `metrics-rollup-${job.day}` })];
    case "webhook-delivery":
      // One event per delivery attempt: Inngest drops a repeat of the same id, so a second instance's send is free.
      return job.deliveries.map((d) => webhookDeliveryRequested.create({ deliveryId: d.id }, { id: `webhook-${d.id}-${d.attempts}` }));
    case "email-send":
      // Same for mail: the cron and the app asking for the same attempt send one email.
      return job.messages.map((m) => emailSendRequested.create({ messageId: m.id }, { id: `email-${m.id}-${m.attempts}` }));
    case "comment-retry":
      // The sweep asks without an id: it only sees rows still due, whose earlier event may have been lost.
      return job.comments.map((c) =>
        postCommentRetryRequested.create({ postId: c.postId, at: c.at }, job.dedupe ? { id: `comment-retry-${c.postId}-${c.at}` } : undefined),
      );
  }
}
