import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { atHour, canReschedule, daysForKey, newPostTime, onDay, parseSlotId, slotId } from "./calendar-reschedule";

// The viewer is in Kolkata (+05:30) while the machine runs in Los Angeles: wall-clock times are the viewer's.
process.env.TZ = "America/Los_Angeles";
const ZONE = "Asia/Kolkata";
const at = (d: number, h = 0, m = 0) => new Date(new TZDate(2026, 10, d, h, m, ZONE).getTime());
const now = at(24, 14, 20);
const later = at(26, 9, 30);

describe("calendar rescheduling", () => {
  it("a week's hour row sets that hour on that day in the viewer's zone, whatever the machine's", () => {
    expect(slotId("2026-11-26", 9)).toBe("2026-11-26@09");
    expect(parseSlotId("2026-11-26@14")).toEqual({ dayKey: "2026-11-26", hour: 14 });
    expect(parseSlotId("2026-11-26")).toBeNull();
    // 14:00 in Kolkata is 08:30 UTC.
    expect(atHour(at(26), 14, ZONE).toISOString()).toBe("2026-11-26T08:30:00.000Z");
    expect(atHour(at(26, 23, 50), 0, ZONE).toISOString()).toBe("2026-11-25T18:30:00.000Z");
  });

  it("moves only a live scheduled post whose time is still ahead, for people who may edit", () => {
    expect(canReschedule({ status: "scheduled", mode: "live", scheduledAt: later }, true, now)).toBe(true);
    expect(canReschedule({ status: "scheduled", mode: "live", scheduledAt: later }, false, now)).toBe(false);
    expect(canReschedule({ status: "scheduled", mode: "test", scheduledAt: later }, true, now)).toBe(false);
    expect(canReschedule({ status: "published", mode: "live", scheduledAt: later }, true, now)).toBe(false);
    expect(canReschedule({ status: "scheduled", mode: "live", scheduledAt: at(24, 14, 0) }, true, now)).toBe(false);
  });

  it("keeps the wall-clock time of the viewer's zone on the new day", () => {
    const moved = new TZDate(onDay(later, at(28), ZONE).getTime(), ZONE);
    expect([moved.getDate(), moved.getHours(), moved.getMinutes()]).toEqual([28, 9, 30]);
    expect(onDay(later, at(28), ZONE).toISOString()).toBe("2026-11-28T04:00:00.000Z");
  });

  it("maps Alt+arrows to days and weeks, and nothing without Alt", () => {
    expect(daysForKey({ key: "ArrowRight", altKey: true })).toBe(1);
    expect(daysForKey({ key: "ArrowUp", altKey: true })).toBe(-7);
    expect(daysForKey({ key: "ArrowRight", altKey: false })).toBeNull();
    expect(daysForKey({ key: "Enter", altKey: true })).toBeNull();
  });

  it("proposes 09:00 on a future day, the next full hour today, and nothing on a past day", () => {
    expect(newPostTime(at(27), now, ZONE)).toEqual(at(27, 9));
    expect(newPostTime(at(24), now, ZONE)).toEqual(at(24, 15));
    expect(newPostTime(at(20), now, ZONE)).toBeNull();
  });
});
