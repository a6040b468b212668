// The analytics page's data in one answer: the latest figures and totals of GET /analytics (as many rows as it
// gives), the series over time of the same rows, and where each row can be seen. The services it calls validate
// period, platform and time zone (a 400 naming the parameter). Read-only; any member may ask.
import { ANALYTICS_LIMIT_MAX } from "../../schemas/analytics";
import { findPostPermalinks } from "../posts/find-post-permalinks";
import type { ContentActor } from "../workspaces/authorize-actor";
import type { PostMode } from "./analytics-scope";
import { getAnalytics } from "./get-analytics";
import { getMetricSeries } from "./get-metric-series";

export async function getAnalyticsView({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { period?: string | null; platform?: string | null; mode?: string | null; timeZone?: string | null };
}) {
  const mode: PostMode = input.mode === "test" ? "test" : "live";
  const query = {
    ...(input.period ? { period: input.period } : {}),
    ...(input.platform ? { platform: input.platform } : {}),
    limit: String(ANALYTICS_LIMIT_MAX),
  };
  const [table, series] = await Promise.all([
    getAnalytics({ workspaceId, actor, input: query, mode }),
    getMetricSeries({ workspaceId, actor, input: { ...query, ...(input.timeZone ? { timeZone: input.timeZone } : {}) }, mode }),
  ]);
  const links = await findPostPermalinks({ workspaceId, actor, input: { postIds: table.posts.map((p) => p.postId) } });
  return { table, series, links, limit: ANALYTICS_LIMIT_MAX };
}

export type AnalyticsView = Awaited<ReturnType<typeof getAnalyticsView>>;
