// When a scheduled analytics report goes out and which period it covers. Times are UTC (07:00, before a
// European working day): weekly on Mondays with the last 7 days, monthly on the 1st with the last 30 days.
import type { AnalyticsPeriod } from "../../schemas/analytics";

export const REPORT_CADENCES = ["weekly", "monthly"] as const;
export type ReportCadence = (typeof REPORT_CADENCES)[number];

export const REPORT_PERIOD: Record<ReportCadence, AnalyticsPeriod> = { weekly: "7d", monthly: "30d" };

const SEND_HOUR_UTC = 7;

/** The first sending time strictly after `after`. */
export function nextSendAfter(cadence: ReportCadence, after: Date): Date {
  const at = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), SEND_HOUR_UTC));
  if (cadence === "weekly") {
    // getUTCDay: Sunday 0, Monday 1.
    at.setUTCDate(at.getUTCDate() + ((8 - at.getUTCDay()) % 7));
    if (at <= after) at.setUTCDate(at.getUTCDate() + 7);
    return at;
  }
  at.setUTCDate(1);
  if (at <= after) at.setUTCMonth(at.getUTCMonth() + 1);
  return at;
}
