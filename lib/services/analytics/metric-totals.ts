// Sums of metrics as GET /analytics reports them: a counter the network does not offer (null) adds nothing,
// and totalInteractions is likes + comments + shares + saves + reposts where known. Shared by the latest-
// figures service and the over-time series, so both always add up the same way.
import { INTERACTION_METRICS, METRIC_NAMES, type MetricName } from "../../schemas/analytics";

export type Counters = Record<MetricName, number | null>;
export type Totals = Record<MetricName | "totalInteractions", number>;

export const TOTAL_NAMES = [...METRIC_NAMES, "totalInteractions"] as const;

export function totalInteractions(counters: Counters): number | null {
  const known = INTERACTION_METRICS.map((name) => counters[name]).filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
}

export function emptyTotals(): Totals {
  return { views: 0, likes: 0, comments: 0, shares: 0, reach: 0, saves: 0, impressions: 0, reposts: 0, totalInteractions: 0 };
}

/** Adds `entry` (counters plus its totalInteractions) into `totals`, `sign` -1 to take it out again. */
export function addTo(totals: Totals, entry: Record<MetricName | "totalInteractions", number | null>, sign: 1 | -1 = 1): void {
  for (const name of TOTAL_NAMES) totals[name] += sign * (entry[name] ?? 0);
}
