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

/** Every zone a person can choose (the runtime's list, with UTC, which some runtimes leave out). */
export function selectableZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  return supported.includes("UTC") ? supported : ["UTC", ...supported];
}
