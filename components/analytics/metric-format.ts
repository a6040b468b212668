// How the analytics page names, orders, colours and writes metrics and dates.
import type { TimeFormat } from "@/components/ui/viewer-time";

export { METRIC_LABELS, METRIC_ORDER, type TotalName } from "@/lib/analytics/metric-names";

export { networkLabel } from "@/components/ui/format";

/** A figure in the viewer's locale; "—" when the network does not report it. */
export function formatCount(f: TimeFormat, value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : f.number(value);
}

/** A bucket's first day ("2026-11-17", a date in the viewer's zone) as a short label for its granularity. */
export function bucketLabel(f: TimeFormat, start: string, granularity: "day" | "week" | "month"): string {
  if (granularity === "month") return f.calendarDate(start, "month");
  const day = f.calendarDate(start, "day");
  return granularity === "week" ? `Week of ${day}` : day;
}
