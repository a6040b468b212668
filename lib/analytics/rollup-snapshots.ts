// Keeps the metric history bounded. The refresh stores a snapshot per published row every hour for 48 h,
// then daily, then weekly (cadence.ts): about 85 rows per post, kept forever. Nobody reads most of them:
// the chart (get-metric-series.ts) shows, per row and calendar bucket of the viewer's zone, only the latest
// successful snapshot of the bucket, and GET /analytics only a row's latest one. So once snapshots are old:
//   - after ROLL_UP_DAILY_AFTER_DAYS, a row keeps one snapshot per day (the day's last successful one);
//   - after ROLL_UP_WEEKLY_AFTER_DAYS, one per week and month (the chart shows such old days only per week
//     or month);
//   - a row's latest snapshot and its latest successful one always stay (GET /analytics, the refresh
//     cadence in due-rows.ts, "last refreshed", best posting times).
// Days, weeks and months are cut in every zone the workspace's people see the chart in (UTC, the workspace's
// default and each member's own zone), so the chart and the totals are the same before and after, for each
// of them. A zone nobody in the workspace uses may see a day's figure move to the next day within a post's
// first 48 h (its hourly snapshots are gone).
//
// Snapshots of the current UTC month are never rolled up: they are what the monthly read budget counts
// (refresh-metrics.ts, readsLeftThisMonth), and fewer of them would let the refresh overspend it.
import { db } from "../db";
import type { RollupReport } from "../jobs/job";

export type { RollupReport };

const DAY_MS = 86_400_000;
export const ROLL_UP_DAILY_AFTER_DAYS = 7;
/**
 * 90 days of daily snapshots would do for the 90-day period, but the "all" period charts per day while the
 * workspace's history is at most 120 days long (series-buckets.ts; the test holds the two together); 2 more
 * days cover the viewer's zone being a day ahead of UTC.
 */
export const ROLL_UP_WEEKLY_AFTER_DAYS = 122;
/** Posts per statement: bounded work per transaction, so the refresh and the API never wait long on it. */
const BATCH = 500;

/** The cut-offs of a run at `now`: snapshots before `daily` keep one per day, before `weekly` one per week. */
export function rollupCutoffs(now: Date): { daily: Date; weekly: Date } {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const sevenDaysAgo = new Date(now.getTime() - ROLL_UP_DAILY_AFTER_DAYS * DAY_MS);
  return { daily: sevenDaysAgo < monthStart ? sevenDaysAgo : monthStart, weekly: new Date(now.getTime() - ROLL_UP_WEEKLY_AFTER_DAYS * DAY_MS) };
}

/** Rolls up the snapshots of one batch of posts; returns how many were deleted. */
async function rollupBatch(postIds: string[], daily: Date, weekly: Date): Promise<number> {
  return db.$executeRaw`
    WITH old AS (
      SELECT m.id, m.post_id, m.workspace_id, m.fetched_at, m.error
      FROM metric_snapshots m
      WHERE m.post_id = ANY(${postIds}::uuid[]) AND m.fetched_at < ${daily}
    ),
    zones AS (
      SELECT w.id AS workspace_id, z.zone
      FROM workspaces w
      CROSS JOIN LATERAL (
        SELECT 'UTC' AS zone
        UNION SELECT w.time_zone
        UNION SELECT u.time_zone FROM memberships ms JOIN users u ON u.id = ms.user_id
              WHERE ms.workspace_id = w.id AND u.time_zone IS NOT NULL
      ) z
      WHERE w.id IN (SELECT DISTINCT workspace_id FROM old)
    ),
    kept AS (
      (SELECT DISTINCT ON (o.post_id, z.zone, date_trunc('day', o.fetched_at AT TIME ZONE z.zone)) o.id
      FROM old o JOIN zones z ON z.workspace_id = o.workspace_id
      WHERE o.error IS NULL AND o.fetched_at >= ${weekly}
      ORDER BY o.post_id, z.zone, date_trunc('day', o.fetched_at AT TIME ZONE z.zone), o.fetched_at DESC, o.id DESC)
      UNION
      (SELECT DISTINCT ON (o.post_id, z.zone, date_trunc('week', o.fetched_at AT TIME ZONE z.zone)) o.id
      FROM old o JOIN zones z ON z.workspace_id = o.workspace_id
      WHERE o.error IS NULL AND o.fetched_at < ${weekly}
      ORDER BY o.post_id, z.zone, date_trunc('week', o.fetched_at AT TIME ZONE z.zone), o.fetched_at DESC, o.id DESC)
      UNION
      (SELECT DISTINCT ON (o.post_id, z.zone, date_trunc('month', o.fetched_at AT TIME ZONE z.zone)) o.id
      FROM old o JOIN zones z ON z.workspace_id = o.workspace_id
      WHERE o.error IS NULL AND o.fetched_at < ${weekly}
      ORDER BY o.post_id, z.zone, date_trunc('month', o.fetched_at AT TIME ZONE z.zone), o.fetched_at DESC, o.id DESC)
      UNION
      SELECT latest.id FROM unnest(${postIds}::uuid[]) AS p(id)
      CROSS JOIN LATERAL (
        (SELECT m.id FROM metric_snapshots m WHERE m.post_id = p.id ORDER BY m.fetched_at DESC, m.id DESC LIMIT 1)
        UNION ALL
        (SELECT m.id FROM metric_snapshots m WHERE m.post_id = p.id AND m.error IS NULL ORDER BY m.fetched_at DESC, m.id DESC LIMIT 1)
      ) latest
    )
    DELETE FROM metric_snapshots m
    USING old
    WHERE m.id = old.id AND NOT EXISTS (SELECT 1 FROM kept WHERE kept.id = old.id)`;
}

/**
 * Rolls up every post's old snapshots, a batch of posts at a time (by id, so a run resumes its order and
 * each statement stays small). Only posts published before the daily cut-off can have old snapshots.
 */
export async function rollupMetricSnapshots({ now = new Date() }: { now?: Date } = {}): Promise<RollupReport> {
  const started = Date.now();
  const { daily, weekly } = rollupCutoffs(now);
  let after = "00000000-0000-0000-0000-000000000000";
  let posts = 0;
  let deleted = 0;
  for (;;) {
    const batch = await db.$queryRaw<{ id: string }[]>`
      SELECT p.id::text AS id FROM posts p
      WHERE p.id > ${after}::uuid AND p.published_at < ${daily}
      ORDER BY p.id LIMIT ${BATCH}`;
    if (batch.length === 0) break;
    posts += batch.length;
    deleted += await rollupBatch(
      batch.map((row) => row.id),
      daily,
      weekly,
    );
    after = batch[batch.length - 1].id;
  }
  return { posts, deleted, ms: Date.now() - started };
}
