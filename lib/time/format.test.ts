import { describe, expect, it } from "vitest";
import { formatDateTime, formatInZone, formatNumber, formatTime, formatWallTime, fromZonedInputValue, toZonedInputValue } from "./format";
import { hourCycleOf, localeFromAcceptLanguage, viewerTime } from "./viewer-time";

// The process's own zone must not matter: everything is written in the viewer's.
process.env.TZ = "America/Los_Angeles";
const instant = new Date("2026-12-01T08:00:00Z");
const us = viewerTime("America/Los_Angeles", "en-US");
const paris = viewerTime("Europe/Paris", "en-GB");
const kolkata = viewerTime("Asia/Kolkata", "fr");

describe("the viewer's time", () => {
  it("takes the first Accept-Language tag the runtime formats in, by weight", () => {
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,en;q=0.8")).toBe("fr-FR");
    expect(localeFromAcceptLanguage("en;q=0.5, en-GB")).toBe("en-GB");
    expect(localeFromAcceptLanguage("not a tag!!, de")).toBe("de");
    expect(localeFromAcceptLanguage(null)).toBe("en-US");
    expect(localeFromAcceptLanguage("*")).toBe("en-US");
  });

  it("reads 12 h or 24 h clocks from the locale", () => {
    expect(hourCycleOf("en-US")).toBe("h12");
    expect(hourCycleOf("en-GB")).toBe("h23");
    expect(hourCycleOf("fr")).toBe("h23");
  });
});

describe("formatting in the viewer's zone and locale", () => {
  it("writes one instant as each viewer's wall clock", () => {
    expect(formatTime(us, instant)).toMatch(/^12:00\sAM$/);
    expect(formatTime(paris, instant)).toBe("09:00");
    expect(formatTime(kolkata, instant)).toBe("13:30");
    expect(formatDateTime(paris, instant)).toBe("1 Dec 2026, 09:00");
    expect(formatDateTime(us, instant)).toMatch(/^Dec 1, 2026, 12:00\sAM$/);
  });

  it("writes posting times (wall clocks without a day) in the viewer's hour cycle", () => {
    expect(formatWallTime(us, "17:30")).toMatch(/^5:30\sPM$/);
    expect(formatWallTime(paris, "17:30")).toBe("17:30");
    expect(formatWallTime(us, "00:05")).toMatch(/^12:05\sAM$/);
  });

  it("writes numbers in the viewer's locale", () => {
    expect(formatNumber(us, 12345)).toBe("12,345");
    expect(formatNumber(kolkata, 12345)).toMatch(/^12\s345$/);
  });

  it("reads and writes datetime-local values in the viewer's zone, across a daylight-saving change", () => {
    expect(toZonedInputValue("Asia/Kolkata", instant)).toBe("2026-12-01T13:30");
    expect(fromZonedInputValue("Asia/Kolkata", "2026-12-01T13:30")?.toISOString()).toBe(instant.toISOString());
    // 29 March 2026, Paris moves from +01:00 to +02:00 at 02:00.
    expect(fromZonedInputValue("Europe/Paris", "2026-03-29T09:00")?.toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(fromZonedInputValue("Europe/Paris", "2026-03-28T09:00")?.toISOString()).toBe("2026-03-28T08:00:00.000Z");
    expect(fromZonedInputValue("Europe/Paris", "yesterday")).toBeNull();
    expect(toZonedInputValue("UTC", null)).toBe("");
  });

  it("says an instant in words in a chosen zone, naming it, in the viewer's locale and clock", () => {
    const at = "2026-12-08T20:30:00.000Z";
    expect(formatInZone(us, "America/Los_Angeles", at)).toMatch(/^Tue 8 Dec 2026, 12:30\sPM \(America\/Los_Angeles\)$/);
    expect(formatInZone(paris, "Asia/Kolkata", at)).toBe("Wed 9 Dec 2026, 02:00 (Asia/Kolkata)");
  });
});
