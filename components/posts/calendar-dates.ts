// Calendar arithmetic in the viewer's time zone (theirs, not the machine's: the server renders the same grid as
// the browser): weeks and month grids as midnights in that zone, so a post scheduled at 09:30 in Paris sits on
// the right day whatever the UTC date. Dates are TZDate, whose getters (getDate, getDay…) read in the zone.
// Days are stepped by calendar date (not by adding 24 h), so the days around a daylight-saving change stay whole.
import { TZDate } from "@date-fns/tz";

export type CalendarView = "week" | "month";

export interface CalendarRange {
  /** Midnight of the first day shown. */
  from: Date;
  /** Midnight after the last day shown (exclusive). */
  to: Date;
  days: Date[];
}

const inZone = (date: Date, zone: string) => new TZDate(date.getTime(), zone);

export function startOfDay(date: Date, zone: string): Date {
  const d = inZone(date, zone);
  return new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), zone);
}

export function addDays(date: Date, days: number, zone: string): Date {
  const d = inZone(date, zone);
  return new TZDate(d.getFullYear(), d.getMonth(), d.getDate() + days, zone);
}

/** "YYYY-MM-DD" of an instant in the zone (the key of its calendar day). */
export function dayKey(date: Date, zone: string): string {
  const d = inZone(date, zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The first day of the week where the viewer lives (0 Sunday … 6 Saturday); Monday when unknown. */
export function firstDayOfWeek(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    return firstDay ? firstDay % 7 : 1;
  } catch {
    return 1;
  }
}

export function startOfWeek(date: Date, weekStartsOn: number, zone: string): Date {
  const day = startOfDay(date, zone);
  return addDays(day, -((day.getDay() - weekStartsOn + 7) % 7), zone);
}

function range(from: Date, count: number, zone: string): CalendarRange {
  const days = Array.from({ length: count }, (_, i) => addDays(from, i, zone));
  return { from, to: addDays(from, count, zone), days };
}

/** The week holding `anchor`, or the whole weeks covering its month (5 or 6 rows). */
export function calendarRange(view: CalendarView, anchor: Date, weekStartsOn: number, zone: string): CalendarRange {
  if (view === "week") return range(startOfWeek(anchor, weekStartsOn, zone), 7, zone);
  const a = inZone(anchor, zone);
  const first = new TZDate(a.getFullYear(), a.getMonth(), 1, zone);
  const last = new TZDate(a.getFullYear(), a.getMonth() + 1, 0, zone);
  const from = startOfWeek(first, weekStartsOn, zone);
  const weeks = Math.ceil((Math.round((last.getTime() - from.getTime()) / 86_400_000) + 1) / 7);
  return range(from, weeks * 7, zone);
}

/** The anchor one week or month earlier (-1) or later (+1). */
export function shiftAnchor(view: CalendarView, anchor: Date, step: -1 | 1, zone: string): Date {
  if (view === "week") return addDays(anchor, 7 * step, zone);
  const a = inZone(anchor, zone);
  return new TZDate(a.getFullYear(), a.getMonth() + step, 1, zone);
}

/**
 * The instants a view's count covers: the anchor's own month for a month view (its grid also shows the ends of
 * the months around it, whose posts a "this month" count must leave out — issue 38), the whole week otherwise.
 */
export function countedRange(view: CalendarView, anchor: Date, shown: { from: Date; to: Date }, zone: string): { from: Date; to: Date } {
  if (view === "week") return shown;
  const a = inZone(anchor, zone);
  return { from: new TZDate(a.getFullYear(), a.getMonth(), 1, zone), to: new TZDate(a.getFullYear(), a.getMonth() + 1, 1, zone) };
}
