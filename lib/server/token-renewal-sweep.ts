// The in-process token renewal for the embedded default (no Inngest): every 6 hours, the same work as the
// `renew-expiring-tokens` Inngest cron (lib/tokens/renew-expiring-tokens.ts).
import { renewExpiringTokens, type RenewalReport } from "../tokens/renew-expiring-tokens";
import { startPeriodicTask, type PeriodicTask } from "@/lib/async/periodic-task";

/** Long-lived tokens are renewed 7 days ahead, so four chances a day leave days of slack for a failing one. */
export const TOKEN_RENEWAL_INTERVAL_MS = 6 * 3600_000;
export const TOKEN_RENEWAL_FIRST_DELAY_MS = 2 * 60_000;

export function startTokenRenewalSweep({
  intervalMs = TOKEN_RENEWAL_INTERVAL_MS,
  firstDelayMs = TOKEN_RENEWAL_FIRST_DELAY_MS,
  renew = () => renewExpiringTokens(),
  log,
}: { intervalMs?: number; firstDelayMs?: number; renew?: () => Promise<RenewalReport>; log?: (message: string) => void } = {}): PeriodicTask<RenewalReport> {
  return startPeriodicTask({
    name: "token renewal",
    intervalMs,
    firstDelayMs,
    run: renew,
    report: (report) => (report.renewed + report.failed + report.warned > 0 ? JSON.stringify(report) : undefined),
    log,
  });
}
