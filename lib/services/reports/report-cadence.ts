// When a scheduled analytics report goes out and which days it covers, in the workspace's time zone: weekly on
// Mondays at 07:00 local time with the calendar week that just ended (Monday to Sunday), monthly on the 1st at
// 07:00 local time with the calendar month that just ended. Local times go through @date-fns/tz, so 07:00 stays
// 07:00 across daylight-saving changes and a week or a month has the hours it has there (167, 169, 743 …).
import { TZDate } from "@date-fns/tz";

export const REPORT_CADENCES = ["weekly", "monthly"] as const;
export type ReportCadence = (typeof REPORT_CADENCES)[number];

/** Before a working day starts, where the workspace is. */
export const REPORT_SEND_HOUR = 7;

/** The first sending time strictly after `after`, at REPORT_SEND_HOUR in `timeZone`. */
export function nextSendAfter(cadence: ReportCadence, after: Date, timeZone: string): Date {
  const local = new TZDate(after.getTime(), timeZone);
  const [y, m, d] = [local.getFullYear(), local.getMonth(), local.getDate()];
  const at = (year: number, month: number, day: number) => new Date(new TZDate(year, month, day, REPORT_SEND_HOUR, 0, 0, timeZone).getTime());
  if (cadence === "weekly") {
    // getDay: Sunday 0, Monday 1.
    const monday = d + ((8 - local.getDay()) % 7);
    const candidate = at(y, m, monday);
    return candidate > after ? candidate : at(y, m, monday + 7);
  }
  const candidate = at(y, m, 1);
  return candidate > after ? candidate : at(y, m + 1, 1);
}

export interface ReportRange {
  /** First instant of the period and the instant after its last (midnights in the workspace's zone). */
  from: Date;
  to: Date;
  /** "Week of 16 Nov 2026", "November 2026". */
  label: string;
}

/** The calendar week or month that ended before `sendAt` (a sending time, or any moment: the last complete one). */
export function reportRange(cadence: ReportCadence, sendAt: Date, timeZone: string): ReportRange {
  const local = new TZDate(sendAt.getTime(), timeZone);
  const [y, m, d] = [local.getFullYear(), local.getMonth(), local.getDate()];
  const midnight = (year: number, month: number, day: number) => new Date(new TZDate(year, month, day, 0, 0, 0, timeZone).getTime());
  if (cadence === "weekly") {
    const sinceMonday = (local.getDay() + 6) % 7;
    const from = midnight(y, m, d - sinceMonday - 7);
    const label = new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "short", year: "numeric" }).format(from);
    return { from, to: midnight(y, m, d - sinceMonday), label: `Week of ${label}` };
  }
  const from = midnight(y, m - 1, 1);
  return { from, to: midnight(y, m, 1), label: new Intl.DateTimeFormat("en-GB", { timeZone, month: "long", year: "numeric" }).format(from) };
}
