// IANA time zone names: which ones this runtime knows, and how a person reads one.

/** True for a time zone name this runtime knows (IANA names such as Europe/Paris, and UTC). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** "America/Los_Angeles" as a person writes it: "America/Los Angeles". */
export function zoneLabel(zone: string): string {
  return zone.replaceAll("_", " ");
}

/**
 * ICU (Node's and Chromium's) still calls some zones by the names IANA retired: a browser in India reports
 * "Asia/Calcutta". People know them by today's names, which both runtimes accept.
 */
const RENAMED: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "America/Godthab": "America/Nuuk",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Louisville": "America/Kentucky/Louisville",
};

/** Today's IANA name of a zone ("Asia/Calcutta" → "Asia/Kolkata"); other names unchanged. */
export function currentZoneName(zone: string): string {
  return RENAMED[zone] ?? zone;
}

let selectable: readonly string[] | undefined;

/**
 * Every zone a person can choose, by today's names (the runtime's list, with UTC, which some runtimes leave out).
 * Worked out once per process: checking each of some 420 names builds a formatter for it, which cost the Queue
 * and profile pages that many constructions on every request, and the runtime's list does not change while it runs.
 */
export function selectableZones(): string[] {
  if (!selectable) {
    const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
    const zones = [...new Set(supported.map(currentZoneName).filter(isTimeZone))].sort();
    selectable = Object.freeze(zones.includes("UTC") ? zones : ["UTC", ...zones]);
  }
  return [...selectable];
}
