// An in-process job on a timer (the embedded default's stand-in for an Inngest cron): one timer per process,
// never two runs at once, a failing run logged and the next one still scheduled. Timers are unref'd, so
// they never keep a process alive.
export interface PeriodicTask<R> {
  stop(): void;
  /** Runs once now (or joins the run in progress) and resolves with its result; undefined if it failed. */
  runNow(): Promise<R | undefined>;
}

export function startPeriodicTask<R>({
  name,
  intervalMs,
  firstDelayMs,
  run,
  report,
  log = (message: string) => console.log(message),
}: {
  /** Used in log lines: "[postlane] <name> failed: …". */
  name: string;
  intervalMs: number;
  firstDelayMs: number;
  run: () => Promise<R>;
  /** A line worth logging about a finished run, if any. */
  report?: (result: R) => string | undefined;
  log?: (message: string) => void;
}): PeriodicTask<R> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<R | undefined> | undefined;
  let stopped = false;

  const runNow = (): Promise<R | undefined> => {
    running ??= run()
      .then((result) => {
        const line = report?.(result);
        if (line) log(`[postlane] ${name}: ${line}`);
        return result;
      })
      .catch((error: unknown) => {
        log(`[postlane] ${name} failed: ${(error as Error).message}`);
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
