// The in-process stale-media sweep for the embedded default (no Inngest): hourly, the same work as the
// `clean-stale-media` Inngest cron (lib/services/media/clean-stale-media.ts).
import { cleanStaleMedia, type StaleMediaReport } from "../services/media/clean-stale-media";
import { startPeriodicTask, type PeriodicTask } from "@/lib/async/periodic-task";

export const MEDIA_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** After boot, out of the way of start-up and of the metrics refresh's first run. */
export const MEDIA_CLEANUP_FIRST_DELAY_MS = 5 * 60_000;

export function startMediaCleanupSweep({
  intervalMs = MEDIA_CLEANUP_INTERVAL_MS,
  firstDelayMs = MEDIA_CLEANUP_FIRST_DELAY_MS,
  clean = () => cleanStaleMedia(),
  log,
}: {
  intervalMs?: number;
  firstDelayMs?: number;
  clean?: () => Promise<StaleMediaReport>;
  log?: (message: string) => void;
} = {}): PeriodicTask<StaleMediaReport> {
  return startPeriodicTask({
    name: "stale media cleanup",
    intervalMs,
    firstDelayMs,
    run: clean,
    report: (report) => (report.checked > 0 ? JSON.stringify(report) : undefined),
    log,
  });
}
