// Server start-up: on the embedded database the app takes ownership of .data/pglite at once (so the
// admin CLI finds it through the lock file), and checks the schema is migrated. Without Inngest, the
// in-process publishing worker starts here and sweeps every few seconds; metrics refresh and stale pending
// media are cleaned up hourly; tokens due for renewal are renewed every 6 hours; webhook deliveries are sent
// (with Inngest, this instance hands fresh deliveries to it); outbox emails are sent; first comments that failed
// for a passing reason are tried again. Every instance, Inngest or not, runs the hourly housekeeping.
import { getDb } from "../db";
import { isEmbeddedDatabase } from "../env";
import { inngestConfigured } from "../jobs/engine";
import { startPublishingWorker, stopPublishingWorker, type StopReport } from "../publishing/worker";
import { appMetricsSweep, startAppMetricsSweep } from "../analytics/metrics-sweep";
import { startMediaCleanupSweep } from "./media-cleanup-sweep";
import type { PeriodicTask } from "@/lib/async/periodic-task";
import { startTokenRenewalSweep } from "./token-renewal-sweep";
import { startHousekeepingSweep } from "./housekeeping-sweep";

const holder = globalThis as unknown as {
  __postlaneMediaCleanup?: PeriodicTask<unknown>;
  __postlaneTokenRenewal?: PeriodicTask<unknown>;
  __postlaneHousekeeping?: PeriodicTask<unknown>;
};
import { startWebhookDeliveryWorker, stopWebhookDeliveryWorker } from "../webhooks/delivery-worker";
import { stopLinkCounters } from "../services/links/link-counters";
import { closeRateLimitStore } from "../services/rate-limit/limiter-store";
import { startInngestWebhookDispatch } from "../webhooks/inngest-dispatch";
import { startEmailOutboxWorker, stopEmailOutboxWorker } from "../email/outbox-worker";
import { startCommentRetryWorker, stopCommentRetryWorker } from "../publishing/comment-retry-worker";
import { logger } from "../observability/logger";

export async function onServerStart(): Promise<void> {
  if (isEmbeddedDatabase()) {
    const db = getDb();
    const rows = await db.$queryRaw<{ table: string | null }[]>`SELECT to_regclass('public.users')::text AS "table"`;
    if (!rows[0]?.table) {
      logger().error("The embedded database has no tables: start the app with `npm run dev` or `npm start`, which migrate it first.");
      return;
    }
  }
  // Expired rate-limit counters and unused OAuth clients: database-only work, run by every instance.
  holder.__postlaneHousekeeping ??= startHousekeepingSweep();
  // With Inngest, its functions (publishing, sweeps, the hourly metrics cron) do this work instead.
  if (!inngestConfigured()) {
    startPublishingWorker();
    startAppMetricsSweep();
    holder.__postlaneMediaCleanup ??= startMediaCleanupSweep();
    holder.__postlaneTokenRenewal ??= startTokenRenewalSweep();
    startWebhookDeliveryWorker();
    startEmailOutboxWorker();
    startCommentRetryWorker();
  } else {
    startInngestWebhookDispatch();
  }
}

/**
 * The graceful end of what onServerStart started (lib/server/graceful-shutdown.ts calls it): the sweeps stop,
 * and the publishing worker claims nothing more, lets its calls in progress finish within `deadlineMs` and
 * hands back the rows that have not reached their irreversible step.
 */
export async function onServerStop({ deadlineMs }: { deadlineMs: number }): Promise<StopReport | undefined> {
  appMetricsSweep()?.stop();
  holder.__postlaneMediaCleanup?.stop();
  holder.__postlaneMediaCleanup = undefined;
  holder.__postlaneTokenRenewal?.stop();
  holder.__postlaneTokenRenewal = undefined;
  holder.__postlaneHousekeeping?.stop();
  holder.__postlaneHousekeeping = undefined;
  // A delivery cut off here keeps its claim; its lease ends and the next instance sends it again (same webhook-id).
  await stopWebhookDeliveryWorker();
  // A message cut off mid-send keeps its claim; the lease ends and the next sweep sends it again.
  await stopEmailOutboxWorker();
  // A comment cut off mid-call stays armed; its row falls due again once the arm is stale, and is looked up first.
  await stopCommentRetryWorker();
  // Link-page views and clicks counted in memory since the last flush are written before the database closes.
  await stopLinkCounters();
  // API requests counted since the last flush of the shared rate-limit counters are added before it closes.
  await closeRateLimitStore();
  return stopPublishingWorker({ deadlineMs });
}
