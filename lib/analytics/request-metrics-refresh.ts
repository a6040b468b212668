// "Refresh now" for one workspace: re-measures its published rows not measured in the last few minutes,
// on whichever engine runs the hourly refresh (lib/jobs/enqueue.ts). With Inngest, one
// `analytics/metrics.refresh-requested` event (the cron function's second trigger); without it, this
// process's sweep runs it, joining a run already going rather than starting a second, or the refresh runs
// directly where no sweep runs (tests, the admin CLI). The caller waits a little, so a small workspace sees
// its new figures at once; a longer run goes on alone.
import { withTimeout } from "../async/with-timeout";
import { enqueue } from "../jobs/enqueue";
import { refreshMetrics, type RefreshOptions, type RefreshReport } from "./refresh-metrics";
import { logger } from "../observability/logger";

/** Rows measured more recently than this are not asked again: clicking twice costs the networks nothing. */
export const REFRESH_NOW_STALE_AFTER_MS = 5 * 60_000;
/** How long the person's request waits for the refresh before answering "running". */
export const REFRESH_NOW_WAIT_MS = 8_000;

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
  const options = { ...refreshOptions, workspaceIds: [workspaceId], staleAfterMs: REFRESH_NOW_STALE_AFTER_MS } satisfies RefreshOptions;
  let run: Promise<RefreshReport | undefined>;
  try {
    const enqueued = await enqueue({ type: "metrics-refresh", workspaceIds: options.workspaceIds, staleAfterMs: options.staleAfterMs });
    if (enqueued.via === "inngest") return { status: "running" };
    // The sweep runs with its own options; fixed test metrics (refreshOptions) need the direct refresh.
    run = enqueued.via === "in-process" && Object.keys(refreshOptions).length === 0 ? enqueued.result : refreshMetrics(options);
  } catch (error) {
    logger().warn({ err: error }, "could not request a metrics refresh from Inngest");
    return { status: "unavailable" };
  }
  const report = await withTimeout(run, waitMs).catch(() => "running" as const);
  if (report === "running") return { status: "running" };
  // The sweep swallows a failed run (and logs it); say so rather than "done".
  if (!report) return { status: "unavailable" };
  return { status: "done", refreshed: report.refreshed, failed: report.failed, deferred: report.deferred };
}
