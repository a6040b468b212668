// The in-process hourly refresh for the embedded default (no Inngest): one timer per process, never two runs
// at once, started by the server at boot. With Inngest configured, the cron function runs refreshMetrics()
// instead and this is not started.
import { refreshMetrics, type RefreshOptions, type RefreshReport } from "./refresh-metrics";

export const METRICS_SWEEP_INTERVAL_MS = 60 * 60_000;
/** The first run waits a little after boot, so start-up is not competing with a burst of network calls. */
export const METRICS_SWEEP_FIRST_DELAY_MS = 2 * 60_000;

export interface MetricsSweep {
  stop(): void;
  /** Runs one refresh now, with `overrides` of the sweep's options (a "refresh now" of one workspace), and
   *  resolves with its report; while a run is going, that run is returned instead of starting a second. */
  runNow(overrides?: RefreshOptions): Promise<RefreshReport | undefined>;
}

export function startMetricsSweep({
  intervalMs = METRICS_SWEEP_INTERVAL_MS,
  firstDelayMs = METRICS_SWEEP_FIRST_DELAY_MS,
  refresh = refreshMetrics,
  refreshOptions = {},
  log = (message: string) => console.log(message),
}: {
  intervalMs?: number;
  firstDelayMs?: number;
  refresh?: (options: RefreshOptions) => Promise<RefreshReport>;
  refreshOptions?: RefreshOptions;
  log?: (message: string) => void;
} = {}): MetricsSweep {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RefreshReport | undefined> | undefined;
  let stopped = false;

  const runNow = (overrides: RefreshOptions = {}): Promise<RefreshReport | undefined> => {
    running ??= refresh({ ...refreshOptions, ...overrides })
      .then((report) => {
        if (report.due > 0) log(`[postlane] metrics refresh: ${JSON.stringify(report)}`);
        return report;
      })
      .catch((error: unknown) => {
        log(`[postlane] metrics refresh failed: ${(error as Error).message}`);
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runNow().finally(() => schedule(intervalMs));
    }, delay);
    timer.unref();
  };
  schedule(firstDelayMs);

  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
    runNow,
  };
}

const holder = globalThis as unknown as { __postlaneMetricsSweep?: MetricsSweep };

/** The app's sweep (one per process), started from lib/server/on-server-start.ts. */
export function startAppMetricsSweep(): MetricsSweep {
  holder.__postlaneMetricsSweep ??= startMetricsSweep();
  return holder.__postlaneMetricsSweep;
}

/** This process's sweep, if it runs one (not with Inngest, not in the admin CLI or tests). */
export function appMetricsSweep(): MetricsSweep | undefined {
  return holder.__postlaneMetricsSweep;
}
