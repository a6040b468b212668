import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { calendarRange, countedRange, dayKey, firstDayOfWeek, shiftAnchor, startOfWeek } from "./calendar-dates";

// The grid is computed in the viewer's zone, not the machine's: the process runs in Kolkata (+05:30) while the
// viewer is in Paris, a zone with daylight saving, so the grids are checked across a change of clocks.
process.env.TZ = "Asia/Kolkata";
const PARIS = "Europe/Paris";
const paris = (...args: [number, number, number, number?, number?]) => new TZDate(args[0], args[1], args[2], args[3] ?? 0, args[4] ?? 0, PARIS);
const key = (d: Date) => dayKey(d, PARIS);

describe("calendar dates (in the viewer's zone)", () => {
  it("a month grid covers whole weeks from the locale's first weekday, across a clock change", () => {
    // March 2026: clocks go forward on Sunday the 29th in Paris.
    expect([paris(2026, 2, 28).getTimezoneOffset(), paris(2026, 2, 30).getTimezoneOffset()]).toEqual([-60, -120]);
    const monday = calendarRange("month", paris(2026, 2, 15), 1, PARIS);
    expect(key(monday.from)).toBe("2026-02-23");
    expect(key(monday.to)).toBe("2026-04-06");
    expect(monday.days).toHaveLength(42);
    expect(monday.days.map(key)).toContain("2026-03-29");
    expect(monday.days.every((d) => new TZDate(d.getTime(), PARIS).getHours() === 0)).toBe(true);
    expect(new Set(monday.days.map(key)).size).toBe(42);

    const sunday = calendarRange("month", paris(2026, 1, 10), 0, PARIS); // February 2026 starts on a Sunday
    expect(key(sunday.from)).toBe("2026-02-01");
    expect(sunday.days).toHaveLength(28);
  });

  it("a month counts its own days only, in the viewer's zone; a week counts the week", () => {
    // November 2026's grid runs into December; "this month" must not count the December days it shows.
    const grid = calendarRange("month", paris(2026, 10, 10), 1, PARIS);
    expect(key(grid.to)).toBe("2026-12-07");
    const month = countedRange("month", paris(2026, 10, 10), grid, PARIS);
    expect([key(month.from), key(month.to)]).toEqual(["2026-11-01", "2026-12-01"]);
    // Midnight in Paris, not in the machine's zone: 23:30 UTC on Nov 30 is already December in Paris.
    expect(month.to.getTime()).toBe(Date.UTC(2026, 10, 30, 23, 0));
    const week = calendarRange("week", paris(2026, 10, 10), 1, PARIS);
    expect(countedRange("week", paris(2026, 10, 10), week, PARIS)).toBe(week);
  });

  it("a week holds seven days of the zone; moving on steps a week or a month", () => {
    // 23:30 in Paris is already the next day in Kolkata: the Paris day counts.
    const week = calendarRange("week", paris(2026, 2, 31, 23, 30), 1, PARIS);
    expect(week.days.map(key)).toEqual(["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02", "2026-04-03", "2026-04-04", "2026-04-05"]);
    expect(key(startOfWeek(paris(2026, 2, 29, 12), 1, PARIS))).toBe("2026-03-23");
    expect(key(shiftAnchor("week", paris(2026, 2, 26), 1, PARIS))).toBe("2026-04-02");
    expect(key(shiftAnchor("month", paris(2026, 0, 31), 1, PARIS))).toBe("2026-02-01");
    expect(key(shiftAnchor("month", paris(2026, 0, 31), -1, PARIS))).toBe("2025-12-01");
  });

  it("puts an instant on the day it is in the viewer's zone", () => {
    const instant = new Date("2026-12-01T20:00:00Z");
    expect(dayKey(instant, "America/Los_Angeles")).toBe("2026-12-01");
    expect(dayKey(instant, "Asia/Kolkata")).toBe("2026-12-02");
  });

  it("reads the first weekday from the locale", () => {
    expect(firstDayOfWeek("fr-FR")).toBe(1);
    expect(firstDayOfWeek("en-US")).toBe(0);
  });
});
