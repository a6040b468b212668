import { describe, expect, it } from "vitest";
import { isTimeZone } from "@/lib/time/time-zone";
import { normalizeSlots, slotTimes } from "./slots";

describe("posting schedule slots", () => {
  it("sorts and de-duplicates slots, and knows real time zones", () => {
    expect(
      normalizeSlots([
        { day: 3, time: "17:00" },
        { day: 1, time: "09:30" },
        { day: 3, time: "17:00" },
        { day: 1, time: "08:00" },
      ]),
    ).toEqual([
      { day: 1, time: "08:00" },
      { day: 1, time: "09:30" },
      { day: 3, time: "17:00" },
    ]);
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("finds the instants of the slots in the schedule's zone, across a daylight-saving change", () => {
    // Monday 09:30 and Wednesday 17:00 in Berlin; 2026-03-29 is the spring change there (UTC+1 -> UTC+2).
    const slots = [
      { day: 1, time: "09:30" },
      { day: 3, time: "17:00" },
    ];
    const times = slotTimes(slots, "Europe/Berlin", new Date("2026-03-23T00:00:00Z"), new Date("2026-04-02T00:00:00Z"));
    expect(times.map((t) => t.toISOString())).toEqual([
      "2026-03-23T08:30:00.000Z",
      "2026-03-25T16:00:00.000Z",
      "2026-03-30T07:30:00.000Z",
      "2026-04-01T15:00:00.000Z",
    ]);
  });

  it("starts at `from` (a slot earlier that day is past) and stops before `until`", () => {
    const slots = [
      { day: 2, time: "08:00" },
      { day: 2, time: "18:00" },
    ];
    const from = new Date("2026-11-24T12:00:00Z"); // a Tuesday, noon in New York is 17:00 UTC
    const times = slotTimes(slots, "America/New_York", from, new Date("2026-12-01T13:00:00Z"));
    expect(times.map((t) => t.toISOString())).toEqual(["2026-11-24T13:00:00.000Z", "2026-11-24T23:00:00.000Z"]);
    expect(slotTimes([], "UTC", from, new Date("2027-01-01T00:00:00Z"))).toEqual([]);
  });
});
