// Every hour: fetch each published row's metrics from its network and store a snapshot (history kept).
// The same function answers `analytics/metrics.refresh-requested`, whose optional `workspaceIds` limits a
// refresh to some workspaces and `staleAfterMs` (1 to 50 minutes) re-measures rows sooner than the hourly
// run would ("refresh now", lib/analytics/request-metrics-refresh.ts). The work and its per-network pacing
// live in lib/analytics/refresh-metrics.ts; without Inngest the in-process sweep
// (lib/analytics/metrics-sweep.ts) runs the same refresh.
import { z } from "zod";
import { METRICS_STALE_AFTER_MS, refreshMetrics } from "@/lib/analytics/refresh-metrics";
import { inngest } from "@/lib/jobs/inngest/client";
import { metricsRefreshRequested } from "@/lib/jobs/inngest/events";

export const METRICS_REFRESH_REQUESTED = metricsRefreshRequested.name;

const requestData = z
  .object({
    workspaceIds: z.array(z.uuid()).min(1).optional(),
    staleAfterMs: z.number().int().min(60_000).max(METRICS_STALE_AFTER_MS).optional(),
  })
  .catch({});

export const refreshPostMetrics = inngest.createFunction(
  { id: "refresh-post-metrics", triggers: [{ cron: "0 * * * *" }, { event: METRICS_REFRESH_REQUESTED }], concurrency: 1 },
  async ({ event, step }) => {
    const { workspaceIds, staleAfterMs } = requestData.parse(event.name === METRICS_REFRESH_REQUESTED ? event.data : {});
    return step.run("refresh-metrics", async () => JSON.parse(JSON.stringify(await refreshMetrics({ workspaceIds, staleAfterMs }))) as Record<string, unknown>);
  },
);
