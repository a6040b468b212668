// Calendar arithmetic in the viewer's local time: weeks and month grids as local midnights, so a post
// scheduled at 09:30 in Paris sits on the right day whatever the UTC date. Days are stepped with
// setDate (not by adding 24 h), so the days around a daylight-saving change stay whole.
export type CalendarView = "week" | "month";

export interface CalendarRange {
  /** Local midnight of the first day shown. */
  from: Date;
  /** Local midnight after the last day shown (exclusive). */
  to: Date;
  days: Date[];
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Local "YYYY-MM-DD" of an instant (the key of its calendar day). */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first day of the week where the viewer lives (0 Sunday … 6 Saturday); Monday when unknown. */
export function firstDayOfWeek(locale?: string): number {
  try {
    const info = new Intl.Locale(locale ?? Intl.DateTimeFormat().resolvedOptions().locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    return firstDay ? firstDay % 7 : 1;
  } catch {
    return 1;
  }
}

export function startOfWeek(date: Date, weekStartsOn: number): Date {
  const day = startOfDay(date);
  return addDays(day, -((day.getDay() - weekStartsOn + 7) % 7));
}

function range(from: Date, count: number): CalendarRange {
  const days = Array.from({ length: count }, (_, i) => addDays(from, i));
  return { from, to: addDays(from, count), days };
}

/** The week holding `anchor`, or the whole weeks covering its month (5 or 6 rows). */
export function calendarRange(view: CalendarView, anchor: Date, weekStartsOn: number): CalendarRange {
  if (view === "week") return range(startOfWeek(anchor, weekStartsOn), 7);
  const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  const last = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
  const from = startOfWeek(first, weekStartsOn);
  const weeks = Math.ceil((Math.round((startOfDay(last).getTime() - from.getTime()) / 86_400_000) + 1) / 7);
  return range(from, weeks * 7);
}

/** The anchor one week or month earlier (-1) or later (+1). */
export function shiftAnchor(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  if (view === "week") return addDays(anchor, 7 * step);
  return new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);
}
