// weekdayHourIn against TZDate (what best times used per instant before): the same weekday and hour for every
// instant of a year, in zones with DST on either hemisphere, a half-hour DST (Lord Howe), odd offsets
// (Kathmandu +5:45, Chatham +12:45/+13:45) and none (UTC), including the minutes around each switch.
import { TZDate, tzScan } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { weekdayHourIn } from "./weekday-hour";

const ZONES = ["UTC", "Europe/Berlin", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe", "Asia/Kathmandu", "Asia/Kolkata", "Pacific/Chatham"];
const START = Date.UTC(2026, 0, 1);
const END = Date.UTC(2027, 0, 1);

function expected(ms: number, zone: string) {
  const local = new TZDate(ms, zone);
  return { day: local.getDay() || 7, hour: local.getHours() };
}

describe("weekdayHourIn", () => {
  it.each(ZONES)("gives TZDate's weekday and hour for a year of instants in %s", (zone) => {
    const of = weekdayHourIn(zone);
    const mismatches: string[] = [];
    // Every 37 minutes: the steps fall on every minute-of-hour residue over the year, not only on whole hours.
    for (let ms = START; ms < END; ms += 37 * 60_000) {
      const got = of(new Date(ms));
      const want = expected(ms, zone);
      if (got.day !== want.day || got.hour !== want.hour) mismatches.push(`${new Date(ms).toISOString()}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it.each(ZONES.filter((zone) => zone !== "UTC" && !zone.startsWith("Asia/")))("is right in the minutes around each switch in %s", (zone) => {
    const switches = tzScan(zone, { start: new Date(START), end: new Date(END) });
    expect(switches.length).toBeGreaterThan(0);
    const of = weekdayHourIn(zone);
    for (const { date } of switches) {
      for (let ms = date.getTime() - 3 * 3_600_000; ms <= date.getTime() + 3 * 3_600_000; ms += 60_000) {
        expect({ at: new Date(ms).toISOString(), ...of(new Date(ms)) }).toEqual({ at: new Date(ms).toISOString(), ...expected(ms, zone) });
      }
    }
  });
});
