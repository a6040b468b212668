// "Refresh now" for one workspace: re-measures its published rows not measured in the last few minutes,
// on whichever engine runs the hourly refresh. With Inngest, one `analytics/metrics.refresh-requested`
// event (the cron function's second trigger); without it, this process's sweep runs it (or the refresh
// directly where no sweep runs, e.g. tests), joining a run already going rather than starting a second.
// The caller waits a little, so a small workspace sees its new figures at once; a longer run goes on alone.
import { inngest } from "@/inngest/client";
import { METRICS_REFRESH_REQUESTED } from "@/inngest/functions/refresh-post-metrics";
import { withTimeout } from "../async/with-timeout";
import { inngestConfigured } from "../publishing/engine";
import { appMetricsSweep } from "./metrics-sweep";
import { refreshMetrics, type RefreshOptions, type RefreshReport } from "./refresh-metrics";

/** Rows measured more recently than this are not asked again: clicking twice costs the networks nothing. */
export const REFRESH_NOW_STALE_AFTER_MS = 5 * 60_000;
/** How long the person's request waits for the refresh before answering "running". */
export const REFRESH_NOW_WAIT_MS = 8_000;
const SEND_TIMEOUT_MS = 2_000;

export type MetricsRefreshOutcome =
  | { status: "done"; refreshed: number; failed: number; deferred: number }
  | { status: "running" }
  /** Inngest could not be reached; the hourly refresh still runs. */
  | { status: "unavailable" };

export async function requestMetricsRefresh({
  workspaceId,
  waitMs = REFRESH_NOW_WAIT_MS,
  refreshOptions = {},
}: {
  workspaceId: string;
  waitMs?: number;
  /** Tests: fixed metrics instead of the adapters. */
  refreshOptions?: RefreshOptions;
}): Promise<MetricsRefreshOutcome> {
  const options: RefreshOptions = { ...refreshOptions, workspaceIds: [workspaceId], staleAfterMs: REFRESH_NOW_STALE_AFTER_MS };
  if (inngestConfigured()) {
    try {
      const data = { workspaceIds: options.workspaceIds, staleAfterMs: options.staleAfterMs };
      await withTimeout(inngest.send({ name: METRICS_REFRESH_REQUESTED, data }), SEND_TIMEOUT_MS);
      return { status: "running" };
    } catch (error) {
      console.warn(`[postlane] could not request a metrics refresh from Inngest: ${error instanceof Error ? error.message : String(error)}`);
      return { status: "unavailable" };
    }
  }
  const sweep = appMetricsSweep();
  const run: Promise<RefreshReport | undefined> = sweep ? sweep.runNow(options) : refreshMetrics(options);
  const report = await withTimeout(run, waitMs).catch(() => "running" as const);
  if (report === "running") return { status: "running" };
  // The sweep swallows a failed run (and logs it); say so rather than "done".
  if (!report) return { status: "unavailable" };
  return { status: "done", refreshed: report.refreshed, failed: report.failed, deferred: report.deferred };
}
