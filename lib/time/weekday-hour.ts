// The weekday and hour an instant falls on in a time zone, for many instants at once (best posting times read
// one per published row: 12,000 in the largest bench workspace). A TZDate per instant asks Intl for the
// zone's offset each time, which took 100–200 ms of the server's one thread for 12,000 instants on the bench
// machine; the offset changes at most twice a year, so it is asked twice per UTC day seen and reused.
import { tzOffset } from "@date-fns/tz";

const DAY_MS = 86_400_000;

export interface WeekdayHour {
  /** ISO weekday, Monday = 1, Sunday = 7. */
  day: number;
  /** 0–23 */
  hour: number;
}

/**
 * A function from an instant to its weekday and hour in `zone` (an IANA name the runtime knows, or "UTC").
 * A UTC day whose start and end have the same offset keeps it all day; a day with a change (a DST switch)
 * asks for each instant's own offset, so instants either side of the switch land on the right hour.
 */
export function weekdayHourIn(zone: string): (at: Date) => WeekdayHour {
  const offsetOfDay = new Map<number, number | null>();
  const offsetAt = (ms: number) => tzOffset(zone, new Date(ms));
  return (at) => {
    const ms = at.getTime();
    const utcDay = Math.floor(ms / DAY_MS);
    let offset = offsetOfDay.get(utcDay);
    if (offset === undefined) {
      const first = offsetAt(utcDay * DAY_MS);
      offset = first === offsetAt(utcDay * DAY_MS + DAY_MS - 1) ? first : null;
      offsetOfDay.set(utcDay, offset);
    }
    const local = new Date(ms + (offset ?? offsetAt(ms)) * 60_000);
    return { day: local.getUTCDay() || 7, hour: local.getUTCHours() };
  };
}
