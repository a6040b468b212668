// The zones a person chooses from, as the zone picker shows them: grouped by region (the part of the IANA
// name before the first "/"), each with the offset from UTC it has now, and a search over name and offset.

export interface ZoneChoice {
  zone: string;
  /** The place within its region, as a person writes it: "Los Angeles", "Argentina/Buenos Aires". */
  place: string;
  /** The offset now: "UTC−08:00", "UTC+05:30", "UTC". */
  offset: string;
}

export interface ZoneGroup {
  region: string;
  zones: ZoneChoice[];
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** "UTC+05:30" for Asia/Kolkata at `at` (daylight saving time counts: America/New_York is UTC−04:00 in July). */
export function utcOffsetLabel(zone: string, at: Date = new Date()): string {
  let f = offsetFormatters.get(zone);
  if (!f) offsetFormatters.set(zone, (f = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })));
  const name = f.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  // "GMT-08:00" → "UTC−08:00" (a true minus sign); "GMT" or "GMT+00:00" is UTC itself.
  return name === "GMT" || name === "GMT+00:00" ? "UTC" : name.replace("GMT", "UTC").replace("-", "\u2212");
}

/** Zones without a continent (UTC, Etc/GMT+5) are "Other", after every region. */
const OTHER = "Other";

function regionOf(zone: string): string {
  const slash = zone.indexOf("/");
  return slash < 0 || zone.startsWith("Etc/") ? OTHER : zone.slice(0, slash);
}

export function zoneChoice(zone: string, at: Date = new Date()): ZoneChoice {
  const region = regionOf(zone);
  const place = region === OTHER ? zone : zone.slice(region.length + 1);
  return { zone, place: place.replaceAll("_", " "), offset: utcOffsetLabel(zone, at) };
}

/** Folds case, accents and the ways of writing a minus or a space, so "sao paulo", "utc-3" and "são" all match. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\u2212/g, "-")
    .replace(/[_/]/g, " ")
    .toLowerCase();
}

/** Every word of the query must be in the zone's name, region or offset ("america los", "+05:30", "utc-8" for −08:00). */
export function zoneMatches(choice: ZoneChoice, query: string): boolean {
  const haystack = fold(`${choice.zone} ${choice.place} ${choice.offset} ${choice.offset.replace(/([+\u2212])0(\d):00$/, "$1$2")}`);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The zones matching `query`, grouped by region in alphabetical order ("Other" last). */
export function groupZones(zones: readonly string[], query = "", at: Date = new Date()): ZoneGroup[] {
  const groups = new Map<string, ZoneChoice[]>();
  for (const zone of zones) {
    const choice = zoneChoice(zone, at);
    if (!zoneMatches(choice, query)) continue;
    const region = regionOf(zone);
    groups.set(region, [...(groups.get(region) ?? []), choice]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER ? 1 : b === OTHER ? -1 : a.localeCompare(b)))
    .map(([region, list]) => ({ region, zones: list.sort((x, y) => x.place.localeCompare(y.place)) }));
}
