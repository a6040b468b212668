// The in-process runner of the "metrics-rollup" job: at most one rollup per UTC day in this process, and
// never two at once. A failed run is logged and may be asked again the same day. Two instances without
// Inngest may both roll up on the same day; the rollup is idempotent, so the second finds little to do.
import type { RollupReport } from "./rollup-snapshots";

export function onceADay(
  run: () => Promise<RollupReport>,
  log: (message: string) => void = (message) => console.log(message),
): (job: { day: string }) => Promise<RollupReport | undefined> {
  let doneDay: string | undefined;
  let running: Promise<RollupReport | undefined> | undefined;
  return ({ day }) => {
    if (running || doneDay === day) return running ?? Promise.resolve(undefined);
    running = run()
      .then((report) => {
        doneDay = day;
        log(`[postlane] metric snapshot rollup: ${JSON.stringify(report)}`);
        return report;
      })
      .catch((error: unknown) => {
        log(`[postlane] metric snapshot rollup failed: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
