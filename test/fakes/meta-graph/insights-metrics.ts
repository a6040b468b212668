// Which insights metrics the fake answers, per product, media type and Graph version, and Graph's refusal of
// any other: the whole request fails with code 100, "(#100) metric[i] must be one of the following values: …"
// (the form Graph uses for Instagram and Threads media insights). A metric the test retires
// (faults.retireMetric) is refused the same way, playing Meta retiring a metric after we shipped.
import { invalidParameter, ok, type Reply } from "./http";

function versionNumber(version: string | null): number {
  return version ? Number(version.slice(1)) : Infinity;
}

/**
 * Facebook post and video insights still answered on v23.0. total_video_impressions* and post_impressions*
 * fail for every version (https://developers.facebook.com/docs/video-api/guides/insights,
 * https://developers.facebook.com/docs/platforminsights/page/deprecated-metrics).
 */
const FACEBOOK = ["total_video_views", "total_video_views_unique", "post_media_view", "post_total_media_view_unique"];

/**
 * Instagram media insights by media_product_type
 * (https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights): from v22.0
 * impressions, plays, clips_replays_count and ig_reels_aggregated_all_plays_count are retired (for every version
 * from 21 April 2025; the fake keeps them below v22.0 only), video_views is retired for all versions, and views
 * replaces them.
 */
const INSTAGRAM: Record<"FEED" | "REELS" | "STORY", string[]> = {
  FEED: ["comments", "follows", "likes", "profile_activity", "profile_visits", "reach", "saved", "shares", "total_interactions", "views"],
  REELS: ["comments", "ig_reels_avg_watch_time", "ig_reels_video_view_total_time", "likes", "reach", "saved", "shares", "total_interactions", "views"],
  STORY: ["follows", "navigation", "profile_activity", "profile_visits", "reach", "replies", "shares", "total_interactions", "views"],
};
const INSTAGRAM_BEFORE_V22: Record<"FEED" | "REELS" | "STORY", string[]> = {
  FEED: ["impressions"],
  REELS: ["plays", "clips_replays_count", "ig_reels_aggregated_all_plays_count"],
  STORY: ["impressions"],
};

/** Threads media insights (https://developers.facebook.com/docs/threads/insights, v1.0). */
const THREADS = ["views", "likes", "replies", "reposts", "quotes", "shares"];

export function allowedMetrics(
  target: { product: "facebook" } | { product: "instagram"; productType: "FEED" | "REELS" | "STORY" } | { product: "threads" },
  version: string | null,
): string[] {
  if (target.product === "facebook") return FACEBOOK;
  if (target.product === "threads") return THREADS;
  const current = INSTAGRAM[target.productType];
  return versionNumber(version) < 22 ? [...current, ...INSTAGRAM_BEFORE_V22[target.productType]] : current;
}

/** Refuses the request unless every asked metric is allowed and not retired; then answers each from `values`. */
export function insightsAnswer(objectId: string, metricParam: string, allowed: string[], retired: ReadonlySet<string>, values: Record<string, number>): Reply {
  const metrics = metricParam.split(",");
  const open = allowed.filter((metric) => !retired.has(metric));
  metrics.forEach((metric, index) => {
    if (!open.includes(metric)) throw invalidParameter(`metric[${index}] must be one of the following values: ${open.join(", ")}`);
  });
  return ok({
    data: metrics.map((name) => ({
      name,
      period: "lifetime",
      values: [{ value: values[name] ?? 0 }],
      title: name,
      description: name,
      id: `${objectId}/insights/${name}/lifetime`,
    })),
  });
}
