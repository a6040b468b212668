// The zone picker's list: grouped by region, each zone's offset now (with daylight saving time), and a search
// over name, region and offset.
import { describe, expect, it } from "vitest";
import { groupZones, utcOffsetLabel, zoneChoice } from "./zone-groups";

const winter = new Date("2026-12-08T12:00:00Z");
const summer = new Date("2026-07-08T12:00:00Z");

describe("zone groups", () => {
  it("writes each zone's offset now, half hours and daylight saving time included", () => {
    expect(utcOffsetLabel("America/Los_Angeles", winter)).toBe("UTC\u221208:00");
    expect(utcOffsetLabel("America/Los_Angeles", summer)).toBe("UTC\u221207:00");
    expect(utcOffsetLabel("Asia/Kolkata", winter)).toBe("UTC+05:30");
    expect(utcOffsetLabel("UTC", winter)).toBe("UTC");
    expect(zoneChoice("America/Argentina/Buenos_Aires", winter)).toEqual({
      zone: "America/Argentina/Buenos_Aires",
      place: "Argentina/Buenos Aires",
      offset: "UTC\u221203:00",
    });
  });

  it("groups by region, alphabetically, with zones of no continent last", () => {
    const groups = groupZones(["UTC", "Europe/Paris", "America/New_York", "America/Los_Angeles", "Asia/Tokyo"], "", winter);
    expect(groups.map((g) => [g.region, g.zones.map((z) => z.place)])).toEqual([
      ["America", ["Los Angeles", "New York"]],
      ["Asia", ["Tokyo"]],
      ["Europe", ["Paris"]],
      ["Other", ["UTC"]],
    ]);
  });

  it("finds a zone by words of its name, its region or its offset, whatever the case, accents or minus sign", () => {
    const zones = ["America/Los_Angeles", "America/Sao_Paulo", "Asia/Kolkata", "Europe/Paris"];
    const found = (query: string) => groupZones(zones, query, winter).flatMap((g) => g.zones.map((z) => z.zone));
    expect(found("los ang")).toEqual(["America/Los_Angeles"]);
    expect(found("são paulo")).toEqual(["America/Sao_Paulo"]);
    expect(found("+05:30")).toEqual(["Asia/Kolkata"]);
    expect(found("utc-8")).toEqual(["America/Los_Angeles"]);
    expect(found("europe")).toEqual(["Europe/Paris"]);
    expect(found("nowhere")).toEqual([]);
  });
});
