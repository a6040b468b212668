// "Best times to post", from the workspace's own results: the weekday hours (in the person's time zone) whose
// posts drew the most engagement per post (likes, comments, shares, reposts, saves, from each post's latest
// measurement) over the last 180 days. Nothing is suggested until enough posts have been measured.
//
// The Queue page asks for it on every visit, and a visit that ends first (the person opens the composer) does
// not stop the work: the statement and the bucketing run on, beside the next page's render. So it reads only
// what it uses: the workspace's rows published in the 180 days, each with its latest successful snapshot found
// by the (post_id, fetched_at) index. It read every snapshot of the workspace before (a parallel scan of the
// whole metric_snapshots table and a sort of 440,000 rows in the largest bench workspace: ~1 s on a quiet
// machine, 1.3–2.8 s at load 11, after the client had gone), and turned each of 12,000 instants into the
// zone's weekday and hour through a TZDate of its own (100–200 ms of the server's thread).
import { db } from "../../db";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { isTimeZone } from "../../time/time-zone";
import { weekdayHourIn } from "../../time/weekday-hour";

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
  // One probe of metric_snapshots (post_id, fetched_at DESC) per row. The planner's estimate for 12,000 probes
  // passes the JIT thresholds (inlining and optimizing included), and compiling cost more than the probes
  // (measured at load 11: 1.1–1.7 s with JIT, whose compiling took 2.8 s of CPU across the parallel workers,
  // 0.29–0.5 s without), so JIT is off for this statement only. Rows come in post id order, as before: the
  // buckets are made in that order, which settles ties in the final sort.
  const [, measured] = await db.$transaction([
    db.$executeRaw`SET LOCAL jit = off`,
    db.$queryRaw<{ publishedAt: Date; engagement: number }[]>`
      SELECT p.published_at AS "publishedAt", latest.engagement
      FROM posts p
      CROSS JOIN LATERAL (
        SELECT (COALESCE(s.likes, 0) + COALESCE(s.comments, 0) + COALESCE(s.shares, 0) + COALESCE(s.reposts, 0) + COALESCE(s.saves, 0))::int AS engagement
        FROM metric_snapshots s
        WHERE s.post_id = p.id AND s.workspace_id = p.workspace_id AND s.error IS NULL
        ORDER BY s.fetched_at DESC
        LIMIT 1
      ) latest
      WHERE p.workspace_id = ${workspaceId}::uuid AND p.mode = 'live' AND p.deleted_at IS NULL
        AND p.published_at > now() - interval '180 days'
      ORDER BY p.id`,
  ]);
  if (measured.length < BEST_TIMES_MIN_POSTS) return [];
  const weekdayHour = weekdayHourIn(zone);
  const buckets = new Map<string, { day: number; hour: number; posts: number; engagement: number }>();
  for (const { publishedAt, engagement } of measured) {
    const { day, hour } = weekdayHour(publishedAt);
    const key = `${day}-${hour}`;
    const bucket = buckets.get(key) ?? { day, hour, posts: 0, engagement: 0 };
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
