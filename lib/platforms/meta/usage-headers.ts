// Meta reports rate-limit usage in headers rather than Retry-After:
//   X-Business-Use-Case-Usage: {"<business id>": [{"type": "instagram", "call_count": 100, "total_cputime": 12,
//                                "total_time": 30, "estimated_time_to_regain_access": 17}]}   (minutes)
//   X-App-Usage / X-Ad-Account-Usage: {"call_count": 100, "total_cputime": 5, "total_time": 8}   (percent)
// Only the business-use-case header says when access comes back; the platform ones are a rolling hour.
import { retryAtFromHeaders } from "../errors";

/** When a throttled Meta call may be tried again. */
export function metaRetryAt(headers: Headers, now = new Date(), fallbackMinutes = 15): Date {
  const minutes = regainMinutes(headers);
  if (minutes !== null && minutes > 0) return new Date(now.getTime() + minutes * 60_000);
  if (headers.get("retry-after")) return retryAtFromHeaders(headers, now);
  return new Date(now.getTime() + fallbackMinutes * 60_000);
}

/** The longest `estimated_time_to_regain_access` across the business-use-case entries, in minutes. */
export function regainMinutes(headers: Headers): number | null {
  const raw = headers.get("x-business-use-case-usage");
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object") return null;
  let longest: number | null = null;
  for (const entries of Object.values(parsed as Record<string, unknown>)) {
    if (!Array.isArray(entries)) continue;
    for (const entry of entries) {
      const value = (entry as { estimated_time_to_regain_access?: unknown })?.estimated_time_to_regain_access;
      if (typeof value === "number" && Number.isFinite(value)) longest = Math.max(longest ?? 0, value);
    }
  }
  return longest;
}

/** The highest usage percentage any header reports (100 means throttled). */
export function usagePercent(headers: Headers): number | null {
  let highest: number | null = null;
  const consider = (value: unknown) => {
    if (typeof value === "number" && Number.isFinite(value)) highest = Math.max(highest ?? 0, value);
  };
  for (const name of ["x-app-usage", "x-ad-account-usage"]) {
    const raw = headers.get(name);
    if (!raw) continue;
    try {
      const usage = JSON.parse(raw) as Record<string, unknown>;
      consider(usage.call_count);
      consider(usage.total_cputime);
      consider(usage.total_time);
    } catch {
      // A malformed header says nothing about the limit.
    }
  }
  const buc = headers.get("x-business-use-case-usage");
  if (buc) {
    try {
      for (const entries of Object.values(JSON.parse(buc) as Record<string, unknown>)) {
        if (!Array.isArray(entries)) continue;
        for (const entry of entries as Record<string, unknown>[]) {
          consider(entry.call_count);
          consider(entry.total_cputime);
          consider(entry.total_time);
        }
      }
    } catch {
      // Ignored as above.
    }
  }
  return highest;
}
