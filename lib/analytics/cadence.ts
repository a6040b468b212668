// How often a published row is measured, by its age: hourly while a post is young and its figures move,
// daily to 30 days, weekly after, to the end of the 90-day window. Networks bill or cap reads (X Basic: about
// 10,000 post reads a month, https://docs.x.com/x-api/getting-started/about-x-api), so measuring every row
// hourly for 90 days (~2,160 reads a post) is not an option; this cadence spends ~70.
//
// Per network, `<NETWORK>_METRICS_CADENCE` replaces the default: tiers "until:every" separated by commas,
// durations in m, h or d, e.g. TWITTER_METRICS_CADENCE="24h:2h,30d:2d,90d:14d". And
// `<NETWORK>_METRICS_MONTHLY_READS` caps the metric reads of a calendar month (UTC) for the whole server;
// X defaults to 10,000.
import { networkSetting } from "../env";
import type { PlatformId } from "../platforms/ids";

export interface CadenceTier {
  /** Rows younger than this (since publishing) are measured every `everyMs`. */
  untilAgeMs: number;
  everyMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_CADENCE: CadenceTier[] = [
  { untilAgeMs: 48 * HOUR, everyMs: HOUR },
  { untilAgeMs: 30 * DAY, everyMs: DAY },
  { untilAgeMs: 90 * DAY, everyMs: 7 * DAY },
];

const DEFAULT_MONTHLY_READS: Partial<Record<PlatformId, number>> = { twitter: 10_000 };

function duration(text: string): number | null {
  const match = /^(\d+)\s*([mhd])$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * { m: MINUTE, h: HOUR, d: DAY }[match[2] as "m" | "h" | "d"];
}

/** Parses "48h:1h,30d:1d,90d:7d"; null when malformed (the default applies, and the setting is ignored). */
export function parseCadence(text: string): CadenceTier[] | null {
  const tiers: CadenceTier[] = [];
  for (const part of text.split(",")) {
    const [until, every] = part.split(":");
    const untilAgeMs = until === undefined ? null : duration(until);
    const everyMs = every === undefined ? null : duration(every);
    if (!untilAgeMs || !everyMs) return null;
    if (tiers.length > 0 && untilAgeMs <= tiers[tiers.length - 1].untilAgeMs) return null;
    tiers.push({ untilAgeMs, everyMs });
  }
  return tiers.length > 0 ? tiers : null;
}

export function cadenceFor(platform: PlatformId): CadenceTier[] {
  const setting = networkSetting(platform, "METRICS_CADENCE");
  return (setting && parseCadence(setting)) || DEFAULT_CADENCE;
}

/** Reads a calendar month allows for this network's metrics; undefined when unlimited. */
export function monthlyReadBudget(platform: PlatformId): number | undefined {
  const setting = networkSetting(platform, "METRICS_MONTHLY_READS");
  if (setting && /^\d+$/.test(setting)) return Number(setting);
  return DEFAULT_MONTHLY_READS[platform];
}

/** The hourly job runs on a clock with jitter: a row due "every hour" must not miss a run by a minute. */
export function withSlack(everyMs: number): number {
  return everyMs - Math.min(10 * MINUTE, everyMs / 6);
}
