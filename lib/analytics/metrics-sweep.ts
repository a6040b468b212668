// The in-process hourly refresh for the embedded default (no Inngest): one timer per process, never two runs
// at once, started by the server at boot. With Inngest configured, the cron function runs refreshMetrics()
// instead and this is not started.
import { registerInProcessRunner } from "../jobs/in-process";
import { startPeriodicTask, type PeriodicTask } from "@/lib/async/periodic-task";
import { refreshMetrics, type RefreshOptions, type RefreshReport } from "./refresh-metrics";

export const METRICS_SWEEP_INTERVAL_MS = 60 * 60_000;
/** The first run waits a little after boot, so start-up is not competing with a burst of network calls. */
export const METRICS_SWEEP_FIRST_DELAY_MS = 2 * 60_000;

/** `runNow(overrides)` runs one refresh with `overrides` of the sweep's options (a "refresh now" of one
 *  workspace); while a run is going, that run is returned instead of starting a second. */
export type MetricsSweep = PeriodicTask<RefreshReport, RefreshOptions>;

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
    run: (overrides = {}) => refresh({ ...refreshOptions, ...overrides }),
    report: (report) => (report.due > 0 ? JSON.stringify(report) : undefined),
    log,
  });
}

const holder = globalThis as unknown as { __postlaneMetricsSweep?: MetricsSweep };

/**
 * The app's sweep (one per process), started from lib/server/on-server-start.ts. It takes this process's
 * "metrics-refresh" jobs (lib/jobs/enqueue.ts), joining a run already going rather than starting a second.
 */
export function startAppMetricsSweep(): MetricsSweep {
  if (holder.__postlaneMetricsSweep) return holder.__postlaneMetricsSweep;
  const sweep = startMetricsSweep();
  const unregister = registerInProcessRunner("metrics-refresh", ({ workspaceIds, staleAfterMs }) => sweep.runNow({ workspaceIds, staleAfterMs }));
  holder.__postlaneMetricsSweep = {
    ...sweep,
    stop: () => {
      unregister();
      holder.__postlaneMetricsSweep = undefined;
      sweep.stop();
    },
  };
  return holder.__postlaneMetricsSweep;
}

/** This process's sweep, if it runs one (not with Inngest, not in the admin CLI or tests). */
export function appMetricsSweep(): MetricsSweep | undefined {
  return holder.__postlaneMetricsSweep;
}
