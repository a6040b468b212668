// Every hour: fetch each published row's metrics from its network and store a snapshot (history kept).
// The work and its per-network pacing live in lib/analytics/refresh-metrics.ts; without Inngest the
// in-process sweep (lib/analytics/metrics-sweep.ts) runs the same function.
import { refreshMetrics } from "@/lib/analytics/refresh-metrics";
import { inngest } from "../client";

export const refreshPostMetrics = inngest.createFunction(
  { id: "refresh-post-metrics", triggers: [{ cron: "0 * * * *" }], concurrency: 1 },
  async ({ step }) => step.run("refresh-metrics", async () => JSON.parse(JSON.stringify(await refreshMetrics())) as Record<string, unknown>),
);
