// How the analytics page names, orders, colours and writes metrics and dates.
import type { MetricName } from "@/lib/schemas/analytics";

export type TotalName = MetricName | "totalInteractions";

export const METRIC_LABELS: Record<TotalName, string> = {
  totalInteractions: "Interactions",
  views: "Views",
  impressions: "Impressions",
  reach: "Reach",
  likes: "Likes",
  comments: "Comments",
  shares: "Shares",
  saves: "Saves",
  reposts: "Reposts",
};

/** Interactions first (what people act on), then audience, then the single interactions. */
export const METRIC_ORDER: TotalName[] = ["totalInteractions", "views", "impressions", "reach", "likes", "comments", "shares", "saves", "reposts"];

export { networkLabel } from "@/components/ui/format";

const countFormat = new Intl.NumberFormat();
const compactFormat = new Intl.NumberFormat(undefined, { notation: "compact", maximumFractionDigits: 1 });

export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : countFormat.format(value);
}

export function formatCompact(value: number): string {
  return compactFormat.format(value);
}

/** A bucket's first day ("2026-11-17", a local date) as a short label for its granularity. */
export function bucketLabel(start: string, granularity: "day" | "week" | "month"): string {
  const [y, m, d] = start.split("-").map(Number);
  const date = new Date(y, m - 1, d);
  if (granularity === "month") return date.toLocaleDateString(undefined, { month: "short", year: "numeric" });
  const day = date.toLocaleDateString(undefined, { month: "short", day: "numeric" });
  return granularity === "week" ? `Week of ${day}` : day;
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });

/** "5 minutes ago", "yesterday": how long since an instant, in the largest unit that fits. */
export function timeAgo(value: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(value) - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  return "just now";
}
