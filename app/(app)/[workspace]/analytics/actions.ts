"use server";

import { runAction } from "@/app/(app)/action-result";
import { sessionActor } from "@/app/(app)/session-actor";
import { ANALYTICS_LIMIT_MAX } from "@/lib/schemas/analytics";
import { getAnalytics } from "@/lib/services/analytics/get-analytics";
import { getMetricSeries } from "@/lib/services/analytics/get-metric-series";
import { refreshMetricsNow } from "@/lib/services/analytics/refresh-metrics-now";
import { findPostPermalinks } from "@/lib/services/posts/find-post-permalinks";

export interface AnalyticsView {
  period: string;
  platform?: string;
  mode: "live" | "test";
  timeZone: string;
}

// The page's data in one round trip: the latest figures and totals of GET /analytics (as many rows as it
// gives), the series over time of the same rows, and where each row can be seen. The services validate
// period, platform and time zone (a bad one is a message, not a crash).
export async function loadAnalyticsAction(workspaceId: string, view: AnalyticsView) {
  return runAction(async () => {
    const actor = await sessionActor();
    const mode = view.mode === "test" ? "test" : "live";
    const query = { period: view.period, ...(view.platform ? { platform: view.platform } : {}), limit: String(ANALYTICS_LIMIT_MAX) };
    const [table, series] = await Promise.all([
      getAnalytics({ workspaceId, actor, input: query, mode }),
      getMetricSeries({ workspaceId, actor, input: { ...query, timeZone: view.timeZone }, mode }),
    ]);
    const links = await findPostPermalinks({ workspaceId, actor, input: { postIds: table.posts.map((p) => p.postId) } });
    return { table, series, links, limit: ANALYTICS_LIMIT_MAX };
  });
}

export async function refreshMetricsNowAction(workspaceId: string) {
  return runAction(async () => refreshMetricsNow({ workspaceId, actor: await sessionActor() }));
}
