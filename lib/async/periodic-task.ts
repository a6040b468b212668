// An in-process job on a timer (the embedded default's stand-in for an Inngest cron): one timer per process,
// never two runs at once, a failing run logged and the next one still scheduled. Timers are unref'd, so
// they never keep a process alive.
import { logger } from "../observability/logger";
import { metrics } from "../observability/metrics";

export interface PeriodicTask<R, Options = void> {
  stop(): void;
  /** Runs once now, with `options` for this run only (timed runs get none), or joins the run in progress;
   *  resolves with its result, undefined if it failed. */
  runNow(options?: Options): Promise<R | undefined>;
}

export function startPeriodicTask<R, Options = void>({
  name,
  intervalMs,
  firstDelayMs,
  run,
  report,
  log,
}: {
  /** Names the task in its log lines and in postlane_sweep_runs_total. */
  name: string;
  intervalMs: number;
  firstDelayMs: number;
  run: (options?: Options) => Promise<R>;
  /** A line worth logging about a finished run, if any. */
  report?: (result: R) => string | undefined;
  /** Where the task's lines go instead of the logger (tests). */
  log?: (message: string) => void;
}): PeriodicTask<R, Options> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<R | undefined> | undefined;
  let stopped = false;

  const runNow = (options?: Options): Promise<R | undefined> => {
    running ??= run(options)
      .then((result) => {
        metrics().sweepRuns.inc({ sweep: name, outcome: "ok" });
        const line = report?.(result);
        if (log) {
          if (line) log(`[postlane] ${name}: ${line}`);
        } else if (line) logger().info({ event: "sweep", sweep: name, report: line }, `${name}: ${line}`);
        else logger().debug({ event: "sweep", sweep: name }, `${name}: nothing to do`);
        return result;
      })
      .catch((error: unknown) => {
        metrics().sweepRuns.inc({ sweep: name, outcome: "failed" });
        if (log) log(`[postlane] ${name} failed: ${(error as Error).message}`);
        else logger().error({ event: "sweep", sweep: name, err: error }, `${name} failed`);
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
