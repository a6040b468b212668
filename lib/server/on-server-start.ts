// Server start-up: on the embedded database the app takes ownership of .data/pglite at once (so the
// admin CLI finds it through the lock file), and checks the schema is migrated. Without Inngest, the
// in-process publishing worker starts here and sweeps every few seconds; metrics refresh and stale pending
// media are cleaned up hourly, and webhook deliveries are sent
// (with Inngest, this instance hands fresh deliveries to it).
import { getDb } from "../db";
import { isEmbeddedDatabase } from "../env";
import { inngestConfigured } from "../publishing/engine";
import { startPublishingWorker } from "../publishing/worker";
import { startAppMetricsSweep } from "../analytics/metrics-sweep";
import { startMediaCleanupSweep } from "./media-cleanup-sweep";
import { startWebhookDeliveryWorker } from "../webhooks/delivery-worker";
import { startInngestWebhookDispatch } from "../webhooks/inngest-dispatch";

export async function onServerStart(): Promise<void> {
  if (isEmbeddedDatabase()) {
    const db = getDb();
    const rows = await db.$queryRaw<{ table: string | null }[]>`SELECT to_regclass('public.users')::text AS "table"`;
    if (!rows[0]?.table) {
      console.error("[postlane] The embedded database has no tables: start the app with `npm run dev` or `npm start`, which migrate it first.");
      return;
    }
  }
  // With Inngest, its functions (publishing, sweeps, the hourly metrics cron) do this work instead.
  if (!inngestConfigured()) {
    startPublishingWorker();
    startAppMetricsSweep();
    startMediaCleanupSweep();
    startWebhookDeliveryWorker();
  } else {
    startInngestWebhookDispatch();
  }
}
