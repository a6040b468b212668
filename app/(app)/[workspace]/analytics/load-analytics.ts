// The analytics page's data in one call: the latest figures and totals of GET /analytics (as many rows as it
// gives), the series over time of the same rows, and where each row can be seen. Used by the page's first
// render (time zone from the cookie) and by the action behind every later change of period, network or mode.
// The services validate period, platform and time zone.
import type { Actor } from "@/lib/services/actor";
import { ANALYTICS_LIMIT_MAX } from "@/lib/schemas/analytics";
import { getAnalytics } from "@/lib/services/analytics/get-analytics";
import { getMetricSeries } from "@/lib/services/analytics/get-metric-series";
import { findPostPermalinks } from "@/lib/services/posts/find-post-permalinks";

export interface AnalyticsView {
  period: string;
  platform?: string;
  mode: "live" | "test";
  timeZone: string;
}

export async function loadAnalytics(workspaceId: string, actor: Actor & { kind: "user" }, view: AnalyticsView) {
  const mode = view.mode === "test" ? "test" : "live";
  const query = { period: view.period, ...(view.platform ? { platform: view.platform } : {}), limit: String(ANALYTICS_LIMIT_MAX) };
  const [table, series] = await Promise.all([
    getAnalytics({ workspaceId, actor, input: query, mode }),
    getMetricSeries({ workspaceId, actor, input: { ...query, timeZone: view.timeZone }, mode }),
  ]);
  const links = await findPostPermalinks({ workspaceId, actor, input: { postIds: table.posts.map((p) => p.postId) } });
  return { table, series, links, limit: ANALYTICS_LIMIT_MAX };
}

export type AnalyticsData = Awaited<ReturnType<typeof loadAnalytics>>;
