import { describe, expect, it } from "vitest";
import { currentZoneName, isTimeZone, selectableZones } from "./time-zone";

describe("time zone names", () => {
  it("knows IANA zones and refuses anything else", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("offers today's names (a browser in India reports Asia/Calcutta), UTC included, each once", () => {
    expect(currentZoneName("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(currentZoneName("Europe/Paris")).toBe("Europe/Paris");
    const zones = selectableZones();
    expect(zones).toContain("Asia/Kolkata");
    expect(zones).toContain("Europe/Kyiv");
    expect(zones).toContain("UTC");
    expect(zones).not.toContain("Asia/Calcutta");
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.every(isTimeZone)).toBe(true);
  });
});
