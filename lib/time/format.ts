// The one set of date, time and number formatters of the web app. Each takes the viewer's time (zone, locale,
// hour cycle) explicitly, so a server render and the browser's hydration write exactly the same text.
import { TZDate } from "@date-fns/tz";
import type { ViewerTime } from "./viewer-time";

type DateInput = Date | string | number;

const cache = new Map<string, Intl.DateTimeFormat>();

/** Formatters are costly to build: one per viewer and option set, kept for the process's life. */
function formatter(vt: ViewerTime, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${vt.locale}|${vt.timeZone}|${vt.hourCycle}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    // 24 h clocks read "09:00", 12 h ones "9:00 AM": the hour's digits follow the cycle, not the locale's default.
    const withClock: Intl.DateTimeFormatOptions = options.hour
      ? { ...options, hour: vt.hourCycle === "h23" ? "2-digit" : "numeric", hourCycle: vt.hourCycle }
      : options;
    f = new Intl.DateTimeFormat(vt.locale, { ...withClock, timeZone: vt.timeZone });
    cache.set(key, f);
  }
  return f;
}

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

/** "Nov 26, 2026" / "26 Nov 2026"; "—" for no date. */
export function formatDate(vt: ViewerTime, value: DateInput | null | undefined): string {
  return value === null || value === undefined ? "—" : formatter(vt, DATE).format(new Date(value));
}

/** "Nov 26, 2026, 9:00 AM" / "26 Nov 2026, 09:00"; "—" for no date. */
export function formatDateTime(vt: ViewerTime, value: DateInput | null | undefined): string {
  return value === null || value === undefined ? "—" : formatter(vt, { ...DATE, ...TIME }).format(new Date(value));
}

/** "9:00 AM" / "09:00". */
export function formatTime(vt: ViewerTime, value: DateInput): string {
  return formatter(vt, TIME).format(new Date(value));
}

/**
 * An instant in words in a named zone, with the zone said: "Tue 8 Dec 2026, 12:30 PM (America/Los_Angeles)" (the
 * import's preview, where the zone chosen to read the file may not be the viewer's own). Names in the viewer's
 * locale, the clock in their hour cycle.
 */
export function formatInZone(vt: ViewerTime, zone: string, value: DateInput): string {
  const inZone = { ...vt, timeZone: zone };
  const parts = formatter(inZone, { weekday: "short", day: "numeric", month: "short", year: "numeric" }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}, ${formatTime(inZone, value)} (${zone})`;
}

/** A wall-clock "HH:MM" (a posting slot) in the viewer's hour cycle, whatever day or zone it belongs to. */
export function formatWallTime(vt: ViewerTime, hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  return formatter({ ...vt, timeZone: "UTC" }, TIME).format(Date.UTC(2000, 0, 1, h, m));
}

/** Dates as the calendar and the queue name them: "Thursday, November 26", "Thu", "November 2026", "Nov 26". */
export function formatDayHeading(vt: ViewerTime, value: DateInput): string {
  return formatter(vt, { weekday: "long", month: "long", day: "numeric" }).format(new Date(value));
}
export function formatWeekday(vt: ViewerTime, value: DateInput): string {
  return formatter(vt, { weekday: "short" }).format(new Date(value));
}
export function formatMonthYear(vt: ViewerTime, value: DateInput): string {
  return formatter(vt, { month: "long", year: "numeric" }).format(new Date(value));
}
export function formatShortDay(vt: ViewerTime, value: DateInput): string {
  return formatter(vt, { month: "short", day: "numeric" }).format(new Date(value));
}
function formatShortMonth(vt: ViewerTime, value: DateInput): string {
  return formatter(vt, { month: "short", year: "numeric" }).format(new Date(value));
}

/** A "YYYY-MM-DD" calendar date (an analytics bucket) written as its day, with no zone to shift it. */
export function formatCalendarDate(vt: ViewerTime, ymd: string, style: "day" | "month"): string {
  const [y, m, d] = ymd.split("-").map(Number);
  const utc = { ...vt, timeZone: "UTC" };
  return style === "month" ? formatShortMonth(utc, Date.UTC(y, m - 1, 1)) : formatShortDay(utc, Date.UTC(y, m - 1, d));
}

const numberCache = new Map<string, Intl.NumberFormat>();
function numberFormatter(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberCache.get(key);
  if (!f) numberCache.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

/** 1,234 / 1 234 in the viewer's locale. */
export function formatNumber(vt: ViewerTime, value: number): string {
  return numberFormatter(vt.locale).format(value);
}

/** 1.2K / 1,2 k. */
export function formatCompactNumber(vt: ViewerTime, value: number): string {
  return numberFormatter(vt.locale, { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

/** "5 minutes ago", "yesterday": how long since an instant, in the largest unit that fits. In the web app's
 *  language (English), as the sentence around it is; an instant is not a date, so there is nothing to localize. */
export function formatTimeAgo(_vt: ViewerTime, value: DateInput, now = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return relativeTime.format(Math.round(seconds / size), unit);
  return "just now";
}

const relativeTime = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as the value of a datetime-local input showing the wall-clock time in `zone`. */
export function toZonedInputValue(zone: string, value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const d = new TZDate(new Date(value).getTime(), zone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value read as a wall-clock time in `zone` (not the browser's own), or null when malformed. */
export function fromZonedInputValue(zone: string, value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, s || 0, zone).getTime());
}
