// The in-process hourly refresh for the embedded default (no Inngest): one timer per process, never two runs
// at once, started by the server at boot. With Inngest configured, the cron function runs refreshMetrics()
// instead and this is not started.
import { startPeriodicTask, type PeriodicTask } from "../server/periodic-task";
import { refreshMetrics, type RefreshOptions, type RefreshReport } from "./refresh-metrics";

export const METRICS_SWEEP_INTERVAL_MS = 60 * 60_000;
/** The first run waits a little after boot, so start-up is not competing with a burst of network calls. */
export const METRICS_SWEEP_FIRST_DELAY_MS = 2 * 60_000;

export type MetricsSweep = PeriodicTask<RefreshReport>;

export function startMetricsSweep({
  intervalMs = METRICS_SWEEP_INTERVAL_MS,
  firstDelayMs = METRICS_SWEEP_FIRST_DELAY_MS,
  refresh = refreshMetrics,
  refreshOptions = {},
  log,
}: {
  intervalMs?: number;
  firstDelayMs?: number;
  refresh?: (options: RefreshOptions) => Promise<RefreshReport>;
  refreshOptions?: RefreshOptions;
  log?: (message: string) => void;
} = {}): MetricsSweep {
  return startPeriodicTask({
    name: "metrics refresh",
    intervalMs,
    firstDelayMs,
    run: () => refresh(refreshOptions),
    report: (report) => (report.due > 0 ? JSON.stringify(report) : undefined),
    log,
  });
}
