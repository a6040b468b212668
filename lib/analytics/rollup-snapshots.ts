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
//
// Each run handles only what changed since the last complete one (metric_rollup_marks keeps, per workspace,
// the cut-offs of that run): the posts with snapshots that crossed a cut-off since, and of those posts only
// the snapshots from the start of the earliest day, week or month that a crossing snapshot falls in (the rest
// of their history was rolled up already and would come out the same). A workspace without a mark (new, or
// never rolled up) gets its whole history. The marks move only once every batch has run, so a run that dies
// half-way is simply done again by the next one: deleting what the rules drop is idempotent.
import { Prisma } from "@/generated/prisma/client";
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
/**
 * How far before a mark a run looks again, so that every calendar bucket a newly crossing snapshot falls in is
 * seen whole: a day in any zone (24 h, 25 at a DST change, zones up to 14 h from UTC) and a week or month
 * (31 days, and the zone).
 */
const DAY_MARGIN_MS = 2 * DAY_MS;
const WEEK_MARGIN_MS = 33 * DAY_MS;

/** The cut-offs of a run at `now`: snapshots before `daily` keep one per day, before `weekly` one per week. */
export function rollupCutoffs(now: Date): { daily: Date; weekly: Date } {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const sevenDaysAgo = new Date(now.getTime() - ROLL_UP_DAILY_AFTER_DAYS * DAY_MS);
  return { daily: sevenDaysAgo < monthStart ? sevenDaysAgo : monthStart, weekly: new Date(now.getTime() - ROLL_UP_WEEKLY_AFTER_DAYS * DAY_MS) };
}

/**
 * Where a workspace's run may look: from `daily` (a day's margin before its last daily cut-off) and, below the
 * weekly cut-off, from `weekly`; null for the whole history.
 */
interface LookBack {
  daily: Date;
  weekly: Date;
}

/** Rolls up the snapshots of one batch of posts of one workspace; returns how many were deleted. */
async function rollupBatch(postIds: string[], daily: Date, weekly: Date, since: LookBack | null): Promise<number> {
  const window = since ? Prisma.sql`AND (m.fetched_at >= ${since.daily} OR (m.fetched_at >= ${since.weekly} AND m.fetched_at < ${weekly}))` : Prisma.empty;
  return db.$executeRaw`
    WITH old AS (
      SELECT m.id, m.post_id, m.workspace_id, m.fetched_at, m.error
      FROM metric_snapshots m
      WHERE m.post_id = ANY(${postIds}::uuid[]) AND m.fetched_at < ${daily} ${window}
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

interface WorkspaceWork {
  workspaceId: string;
  since: LookBack | null;
  postIds: string[];
}

/**
 * Per workspace, the posts this run looks at: with a mark, those with snapshots that crossed a cut-off since
 * (two index ranges of metric_snapshots (workspace_id, fetched_at)); without one, every post published
 * before the daily cut-off.
 */
async function findWork(daily: Date, weekly: Date, full: boolean, workspaceIds?: string[]): Promise<WorkspaceWork[]> {
  const inScope = workspaceIds ? Prisma.sql`WHERE w.id = ANY(${workspaceIds}::uuid[])` : Prisma.empty;
  const rows = await db.$queryRaw<{ workspace_id: string; daily_before: Date | null; weekly_before: Date | null; post_ids: string[] | null }[]>`
    SELECT w.id::text AS workspace_id, k.daily_before, k.weekly_before,
      ARRAY(
        SELECT m.post_id::text FROM metric_snapshots m
        WHERE k.workspace_id IS NOT NULL AND m.workspace_id = w.id AND m.fetched_at >= k.daily_before AND m.fetched_at < ${daily}
        UNION
        SELECT m.post_id::text FROM metric_snapshots m
        WHERE k.workspace_id IS NOT NULL AND m.workspace_id = w.id AND m.fetched_at >= k.weekly_before AND m.fetched_at < ${weekly}
        UNION
        SELECT p.id::text FROM posts p
        WHERE k.workspace_id IS NULL AND p.workspace_id = w.id AND p.published_at < ${daily}
        ORDER BY 1
      ) AS post_ids
    FROM workspaces w
    LEFT JOIN metric_rollup_marks k ON k.workspace_id = w.id AND NOT ${full}
    ${inScope}
    ORDER BY w.id`;
  return rows.map((row) => ({
    workspaceId: row.workspace_id,
    since:
      row.daily_before && row.weekly_before
        ? { daily: new Date(row.daily_before.getTime() - DAY_MARGIN_MS), weekly: new Date(row.weekly_before.getTime() - WEEK_MARGIN_MS) }
        : null,
    postIds: row.post_ids ?? [],
  }));
}

export interface RollupOptions {
  now?: Date;
  /** Ignore the marks and go through every workspace's whole history (the bench compares the two). */
  full?: boolean;
  /** Only these workspaces (tests share a database with other work). */
  workspaceIds?: string[];
  /** Posts per statement (tests use a small one to have several). */
  batchSize?: number;
  /** Called after each batch (tests: a run that dies half-way). */
  afterBatch?: () => Promise<void> | void;
}

/**
 * Rolls up the snapshots that crossed a cut-off since the last complete run (or a workspace's whole history
 * when it has no mark), a batch of one workspace's posts at a time, then moves the marks.
 */
export async function rollupMetricSnapshots({
  now = new Date(),
  full = false,
  workspaceIds,
  batchSize = BATCH,
  afterBatch,
}: RollupOptions = {}): Promise<RollupReport> {
  const started = Date.now();
  const { daily, weekly } = rollupCutoffs(now);
  const work = await findWork(daily, weekly, full, workspaceIds);
  let posts = 0;
  let deleted = 0;
  for (const { postIds, since } of work) {
    for (let i = 0; i < postIds.length; i += batchSize) {
      const batch = postIds.slice(i, i + batchSize);
      posts += batch.length;
      deleted += await rollupBatch(batch, daily, weekly, since);
      await afterBatch?.();
    }
  }
  // Only now: a run that died before this point is done again, from the same marks, by the next one.
  const rolled = work.map((entry) => entry.workspaceId);
  if (rolled.length > 0)
    await db.$executeRaw`
      INSERT INTO metric_rollup_marks (workspace_id, daily_before, weekly_before, updated_at)
      SELECT id, ${daily}, ${weekly}, now() FROM unnest(${rolled}::uuid[]) AS w(id)
      WHERE EXISTS (SELECT 1 FROM workspaces WHERE workspaces.id = w.id)
      ON CONFLICT (workspace_id) DO UPDATE
      SET daily_before = GREATEST(metric_rollup_marks.daily_before, EXCLUDED.daily_before),
          weekly_before = GREATEST(metric_rollup_marks.weekly_before, EXCLUDED.weekly_before),
          updated_at = now()`;
  return { posts, deleted, ms: Date.now() - started };
}
