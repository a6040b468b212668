import { describe, expect, it } from "vitest";
import { calendarRange, dayKey, firstDayOfWeek, shiftAnchor, startOfWeek } from "./calendar-dates";

// A zone with daylight saving, so the grids are checked across a change of clocks (Node reads TZ per call).
process.env.TZ = "Europe/Paris";

describe("calendar dates (local time)", () => {
  it("a month grid covers whole weeks from the locale's first weekday, across a clock change", () => {
    // March 2026: clocks go forward on Sunday the 29th in Paris.
    expect([new Date(2026, 2, 28).getTimezoneOffset(), new Date(2026, 2, 30).getTimezoneOffset()]).toEqual([-60, -120]);
    const monday = calendarRange("month", new Date(2026, 2, 15), 1);
    expect(dayKey(monday.from)).toBe("2026-02-23");
    expect(dayKey(monday.to)).toBe("2026-04-06");
    expect(monday.days).toHaveLength(42);
    expect(monday.days.map(dayKey)).toContain("2026-03-29");
    expect(monday.days.every((d) => d.getHours() === 0)).toBe(true);
    expect(new Set(monday.days.map(dayKey)).size).toBe(42);

    const sunday = calendarRange("month", new Date(2026, 1, 10), 0); // February 2026 starts on a Sunday
    expect(dayKey(sunday.from)).toBe("2026-02-01");
    expect(sunday.days).toHaveLength(28);
  });

  it("a week holds seven local days; moving on steps a week or a month", () => {
    const week = calendarRange("week", new Date(2026, 2, 31, 23, 30), 1);
    expect(week.days.map(dayKey)).toEqual(["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02", "2026-04-03", "2026-04-04", "2026-04-05"]);
    expect(dayKey(startOfWeek(new Date(2026, 2, 29, 12), 1))).toBe("2026-03-23");
    expect(dayKey(shiftAnchor("week", new Date(2026, 2, 26), 1))).toBe("2026-04-02");
    expect(dayKey(shiftAnchor("month", new Date(2026, 0, 31), 1))).toBe("2026-02-01");
    expect(dayKey(shiftAnchor("month", new Date(2026, 0, 31), -1))).toBe("2025-12-01");
  });

  it("reads the first weekday from the locale", () => {
    expect(firstDayOfWeek("fr-FR")).toBe(1);
    expect(firstDayOfWeek("en-US")).toBe(0);
  });
});
