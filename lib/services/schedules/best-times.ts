// "Best times to post", from the workspace's own results: the weekday hours (in the person's time zone) whose
// posts drew the most engagement per post (likes, comments, shares, reposts, saves, from each post's latest
// measurement) over the last 180 days. Nothing is suggested until enough posts have been measured.
import { TZDate } from "@date-fns/tz";
import { db } from "../../db";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { isTimeZone } from "../../time/time-zone";

/** Fewer measured posts than this say more about chance than about time. */
export const BEST_TIMES_MIN_POSTS = 5;

export interface BestTime {
  /** ISO weekday, Monday = 1. */
  day: number;
  /** "HH:00" */
  time: string;
  posts: number;
  engagementPerPost: number;
}

export async function bestTimes({
  workspaceId,
  actor,
  timeZone,
  limit = 3,
}: {
  workspaceId: string;
  actor: ContentActor;
  timeZone: string;
  limit?: number;
}): Promise<BestTime[]> {
  await requireReader(workspaceId, actor);
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  const measured = await db.$queryRaw<{ publishedAt: Date; engagement: number }[]>`
    SELECT DISTINCT ON (s.post_id) p.published_at AS "publishedAt",
      (COALESCE(s.likes, 0) + COALESCE(s.comments, 0) + COALESCE(s.shares, 0) + COALESCE(s.reposts, 0) + COALESCE(s.saves, 0))::int AS engagement
    FROM metric_snapshots s JOIN posts p ON p.id = s.post_id
    WHERE s.workspace_id = ${workspaceId}::uuid AND s.error IS NULL AND p.deleted_at IS NULL AND p.mode = 'live'
      AND p.published_at > now() - interval '180 days'
    ORDER BY s.post_id, s.fetched_at DESC`;
  if (measured.length < BEST_TIMES_MIN_POSTS) return [];
  const buckets = new Map<string, { day: number; hour: number; posts: number; engagement: number }>();
  for (const { publishedAt, engagement } of measured) {
    const local = new TZDate(publishedAt.getTime(), zone);
    const day = local.getDay() === 0 ? 7 : local.getDay();
    const key = `${day}-${local.getHours()}`;
    const bucket = buckets.get(key) ?? { day, hour: local.getHours(), posts: 0, engagement: 0 };
    bucket.posts += 1;
    bucket.engagement += engagement;
    buckets.set(key, bucket);
  }
  return [...buckets.values()]
    .map((b) => ({
      day: b.day,
      time: `${String(b.hour).padStart(2, "0")}:00`,
      posts: b.posts,
      engagementPerPost: Math.round((b.engagement / b.posts) * 10) / 10,
    }))
    .filter((b) => b.engagementPerPost > 0)
    .sort((a, b) => b.engagementPerPost - a.engagementPerPost || b.posts - a.posts)
    .slice(0, limit);
}
