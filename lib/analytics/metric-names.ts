// What each metric is called and the order it is shown in: one list for the analytics page
// (components/analytics/metric-format.ts) and the PDF report (lib/services/analytics/analytics-pdf.ts).
import type { MetricName } from "../schemas/analytics";

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
