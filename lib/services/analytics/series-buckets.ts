// Calendar buckets of a metric series in the viewer's time zone, as local dates ("2026-03-29"). PostgreSQL
// cuts snapshots with date_trunc(unit, fetched_at AT TIME ZONE tz); these functions cut the same way
// (weeks start on Monday, months on the 1st) so both sides agree on every bucket's key.
export type Granularity = "day" | "week" | "month";

/** Up to this many days a chart has a point per day, then per week, then per month. */
const DAILY_UP_TO_DAYS = 120;
const WEEKLY_UP_TO_DAYS = 3 * 365;

export function granularityFor(from: string, to: string): Granularity {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return days <= DAILY_UP_TO_DAYS ? "day" : days <= WEEKLY_UP_TO_DAYS ? "week" : "month";
}

/** The local calendar date of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asKey = (date: Date) => date.toISOString().slice(0, 10);

export function truncate(day: string, unit: Granularity): string {
  const date = asDate(day);
  if (unit === "week") date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  if (unit === "month") date.setUTCDate(1);
  return asKey(date);
}

function next(day: string, unit: Granularity): string {
  const date = asDate(day);
  if (unit === "day") date.setUTCDate(date.getUTCDate() + 1);
  if (unit === "week") date.setUTCDate(date.getUTCDate() + 7);
  if (unit === "month") date.setUTCMonth(date.getUTCMonth() + 1);
  return asKey(date);
}

/** Every bucket from the one holding `from` to the one holding `to`, both local dates. */
export function bucketKeys(from: string, to: string, unit: Granularity): string[] {
  const keys: string[] = [];
  for (let key = truncate(from, unit), last = truncate(to, unit); key <= last; key = next(key, unit)) keys.push(key);
  return keys;
}
