// GET /analytics: query and response (contract: docs/api-v1.md, AnalyticsResult).
import { z } from "zod";
import { PLATFORM_IDS } from "../platforms/ids";
import { nextCursorField, pageQuery, timestampOut, uuidOut } from "./common";

export const ANALYTICS_PERIODS = ["7d", "30d", "90d", "all"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_LIMIT_DEFAULT = 200;
export const ANALYTICS_LIMIT_MAX = 500;

/** The counters of the contract, in its order; totalInteractions is derived from five of them. */
export const METRIC_NAMES = ["views", "likes", "comments", "shares", "reach", "saves", "impressions", "reposts"] as const;
export type MetricName = (typeof METRIC_NAMES)[number];
export const INTERACTION_METRICS = ["likes", "comments", "shares", "saves", "reposts"] as const satisfies readonly MetricName[];

export const analyticsQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: `must be one of ${ANALYTICS_PERIODS.join(", ")}` }).default("30d"),
  platform: z.enum(PLATFORM_IDS, { error: `must be one of ${PLATFORM_IDS.join(", ")}` }).optional(),
  ...pageQuery({ defaultValue: ANALYTICS_LIMIT_DEFAULT, max: ANALYTICS_LIMIT_MAX }),
});

const counter = z.number().int().nullable();

export const analyticsPostEntry = z.object({
  postId: uuidOut,
  caption: z.string().nullable(),
  publishedAt: timestampOut.nullable(),
  platform: z.string(),
  views: counter,
  likes: counter,
  comments: counter,
  shares: counter,
  reach: counter,
  saves: counter,
  impressions: counter,
  reposts: counter,
  totalInteractions: counter,
  fetchedAt: timestampOut.nullable(),
  error: z.string().nullable(),
  /** What the network would not give with those figures ("figures not available for this account"), joined
   *  with "; ". Added after v1 froze: optional, so older clients and servers stay valid. */
  notes: z.string().nullable().optional(),
});
export type AnalyticsPostEntry = z.infer<typeof analyticsPostEntry>;

const metricTotals = z.record(z.string(), z.number());

export const analyticsResult = z
  .object({
    period: z.enum(ANALYTICS_PERIODS),
    summary: z.object({ totals: metricTotals, byPlatform: z.record(z.string(), metricTotals) }),
    posts: z.array(analyticsPostEntry),
    /** Additive: the next page of `posts` (the summary totals the rows of this page). */
    nextCursor: nextCursorField,
  })
  .meta({ id: "AnalyticsResult" });
export type AnalyticsResult = z.infer<typeof analyticsResult>;

/** True for a time zone name this runtime knows (IANA names such as Europe/Paris, and UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The web app's charts over time: the query of GET /analytics plus the viewer's time zone, whose days the
 *  series is cut into. Not part of the public API. */
export const metricSeriesQuery = analyticsQuery.extend({
  timeZone: z.string().max(64).refine(isTimeZone, { error: "must be a time zone name such as Europe/Paris or UTC" }).default("UTC"),
});

/** The formats GET /analytics/export writes. */
export const ANALYTICS_EXPORT_FORMATS = ["csv", "pdf"] as const;
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number];

/** GET /analytics/export: the period and network of GET /analytics (every row of them, no pages) and a format. */
export const analyticsExportQuery = z.object({
  format: z.enum(ANALYTICS_EXPORT_FORMATS, { error: `must be one of ${ANALYTICS_EXPORT_FORMATS.join(", ")}` }),
  period: analyticsQuery.shape.period,
  platform: analyticsQuery.shape.platform,
});
