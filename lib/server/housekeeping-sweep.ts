// Hourly housekeeping on every instance, with or without Inngest (each run is one idempotent statement per
// table, harmless when several instances run it): rate-limit counters whose window has passed (an expired
// row already counts as absent; this only keeps the table small), OAuth clients registered over a day
// ago and never used, and the scheduled analytics reports that are due (each claimed by one instance, then
// sent through the email outbox: lib/services/reports/send-due-reports.ts), and the approvers' daily digests
// (lib/services/notifications/send-approval-digests.ts).
import { startPeriodicTask, type PeriodicTask } from "@/lib/async/periodic-task";
import { deleteExpiredCounters } from "../services/rate-limit/database-limiter";
import { deleteUnusedOAuthClients } from "../services/oauth/delete-unused-oauth-clients";
import { sendDueReports } from "../services/reports/send-due-reports";
import { sendApprovalDigests } from "../services/notifications/send-approval-digests";

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
const FIRST_DELAY_MS = 2 * 60_000;

export interface HousekeepingReport {
  expiredCounters: number;
  unusedOAuthClients: number;
  /** Report emails put into the outbox. */
  reportEmails: number;
  /** Approvers' daily digests put into the outbox. */
  approvalDigests: number;
}

export async function runHousekeeping(): Promise<HousekeepingReport> {
  return {
    expiredCounters: await deleteExpiredCounters(),
    unusedOAuthClients: await deleteUnusedOAuthClients(),
    reportEmails: await sendDueReports(),
    approvalDigests: await sendApprovalDigests(),
  };
}

export function startHousekeepingSweep({ intervalMs = HOUSEKEEPING_INTERVAL_MS, firstDelayMs = FIRST_DELAY_MS } = {}): PeriodicTask<HousekeepingReport> {
  return startPeriodicTask({
    name: "housekeeping",
    intervalMs,
    firstDelayMs,
    run: runHousekeeping,
    report: (report) => (Object.values(report).some((n) => n > 0) ? JSON.stringify(report) : undefined),
  });
}
