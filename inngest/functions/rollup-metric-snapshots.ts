// Once a UTC day: roll up old metric snapshots (lib/analytics/rollup-snapshots.ts). The hourly metrics cron
// asks for it with an event whose id is the day, so Inngest runs it once whatever the number of asks; without
// Inngest the in-process sweep runs the same rollup (lib/analytics/daily-rollup.ts).
import { rollupMetricSnapshots } from "@/lib/analytics/rollup-snapshots";
import { inngest } from "@/lib/jobs/inngest/client";
import { metricsRollupRequested } from "@/lib/jobs/inngest/events";

export const rollupMetricSnapshotsFunction = inngest.createFunction(
  { id: "rollup-metric-snapshots", triggers: [{ event: metricsRollupRequested.name }], concurrency: 1 },
  async ({ step }) => step.run("rollup-metric-snapshots", async () => ({ ...(await rollupMetricSnapshots()) })),
);
