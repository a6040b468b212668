import { describe, expect, it } from "vitest";
import { canReschedule, daysForKey, newPostTime, onDay } from "./calendar-reschedule";

const now = new Date(2026, 10, 24, 14, 20);
const later = new Date(2026, 10, 26, 9, 30);

describe("calendar rescheduling", () => {
  it("moves only a live scheduled post whose time is still ahead, for people who may edit", () => {
    expect(canReschedule({ status: "scheduled", mode: "live", scheduledAt: later }, true, now)).toBe(true);
    expect(canReschedule({ status: "scheduled", mode: "live", scheduledAt: later }, false, now)).toBe(false);
    expect(canReschedule({ status: "scheduled", mode: "test", scheduledAt: later }, true, now)).toBe(false);
    expect(canReschedule({ status: "published", mode: "live", scheduledAt: later }, true, now)).toBe(false);
    expect(canReschedule({ status: "scheduled", mode: "live", scheduledAt: new Date(2026, 10, 24, 14, 0) }, true, now)).toBe(false);
  });

  it("keeps the wall-clock time on the new day", () => {
    const moved = onDay(new Date(2026, 10, 26, 9, 30), new Date(2026, 10, 28));
    expect([moved.getDate(), moved.getHours(), moved.getMinutes()]).toEqual([28, 9, 30]);
  });

  it("maps Alt+arrows to days and weeks, and nothing without Alt", () => {
    expect(daysForKey({ key: "ArrowRight", altKey: true })).toBe(1);
    expect(daysForKey({ key: "ArrowUp", altKey: true })).toBe(-7);
    expect(daysForKey({ key: "ArrowRight", altKey: false })).toBeNull();
    expect(daysForKey({ key: "Enter", altKey: true })).toBeNull();
  });

  it("proposes 09:00 on a future day, the next full hour today, and nothing on a past day", () => {
    expect(newPostTime(new Date(2026, 10, 27), now)).toEqual(new Date(2026, 10, 27, 9));
    expect(newPostTime(new Date(2026, 10, 24), now)).toEqual(new Date(2026, 10, 24, 15));
    expect(newPostTime(new Date(2026, 10, 20), now)).toBeNull();
  });
});
