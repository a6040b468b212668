// The web app's charts: how the figures of the rows GET /analytics reports (same period, network, mode and
// limit) grew over time, per network, from the snapshot history the hourly refresh keeps.
//
// A bucket (a day, or a week or month for long periods, in the viewer's time zone) holds, for every row, the
// figures of its latest successful snapshot up to the end of that bucket, carried forward through buckets
// without a new one; a row not measured yet counts 0. So the last bucket equals GET /analytics' totals.
// PostgreSQL keeps one snapshot per row and bucket (DISTINCT ON walks the (post_id, fetched_at) index), and
// the carrying forward adds each row's change into its bucket, then sums the changes bucket by bucket.
import { db } from "../../db";
import { parseInput } from "../../errors";
import { METRIC_NAMES, metricSeriesQuery, type AnalyticsPeriod } from "../../schemas/analytics";
import { requireReader } from "../workspaces/authorize-actor";
import { analyticsModeFor, analyticsScope, periodStart, type AnalyticsRequest } from "./analytics-scope";
import { addTo, emptyTotals, totalInteractions, type Counters, type Totals } from "./metric-totals";
import { bucketKeys, granularityFor, localDate, truncate, type Granularity } from "./series-buckets";

export interface MetricSeriesBucket {
  /** First local date of the bucket, YYYY-MM-DD. */
  start: string;
  totals: Totals;
  byPlatform: Record<string, Totals>;
}

export interface MetricSeries {
  period: AnalyticsPeriod;
  timeZone: string;
  granularity: Granularity;
  platforms: string[];
  buckets: MetricSeriesBucket[];
  /** When these rows were last asked for their figures (a failed attempt counts): "last refreshed". */
  lastFetchedAt: string | null;
}

interface ScopeRow {
  id: string;
  platform: string;
  published_at: Date;
}

interface SnapshotRow extends Counters {
  post_id: string;
  bucket: string;
}

export async function getMetricSeries({ workspaceId, actor, input, mode, now = new Date() }: AnalyticsRequest): Promise<MetricSeries> {
  const query = parseInput(metricSeriesQuery, input ?? {});
  await requireReader(workspaceId, actor);
  const { timeZone } = query;
  const scope = analyticsScope({ workspaceId, mode: analyticsModeFor(actor, mode), period: query.period, platform: query.platform, now });
  const rows = await db.$queryRaw<ScopeRow[]>`
    SELECT p.id::text AS id, p.platforms[1] AS platform, p.published_at
    FROM posts p
    WHERE ${scope}
    ORDER BY p.published_at DESC, p.id DESC
    LIMIT ${query.limit}`;

  const start = periodStart(query.period, now) ?? rows.at(-1)?.published_at;
  if (!start) return { period: query.period, timeZone, granularity: "day", platforms: [], buckets: [], lastFetchedAt: null };
  const from = localDate(start, timeZone);
  const to = localDate(now, timeZone);
  const granularity = granularityFor(from, to);
  const keys = bucketKeys(from, to, granularity);
  const platformOf = new Map(rows.map((r) => [r.id, r.platform]));
  const platforms = [...new Set(rows.map((r) => r.platform))].sort();
  const ids = rows.map((r) => r.id);

  const [snapshots, last] = ids.length
    ? await Promise.all([
        db.$queryRaw<SnapshotRow[]>`
          SELECT DISTINCT ON (m.post_id, bucket) m.post_id::text AS post_id,
                 date_trunc(${granularity}, m.fetched_at AT TIME ZONE ${timeZone})::date::text AS bucket,
                 m.views, m.likes, m.comments, m.shares, m.reach, m.saves, m.impressions, m.reposts
          FROM metric_snapshots m
          WHERE m.post_id = ANY(${ids}::uuid[]) AND m.workspace_id = ${workspaceId}::uuid AND m.error IS NULL
          ORDER BY m.post_id, bucket, m.fetched_at DESC`,
        db.$queryRaw<{ at: Date | null }[]>`
          SELECT max(m.fetched_at) AS at FROM metric_snapshots m
          WHERE m.post_id = ANY(${ids}::uuid[]) AND m.workspace_id = ${workspaceId}::uuid`,
      ])
    : [[], [{ at: null }]];

  // Each row's change from its previous snapshot, added into the bucket where it happened.
  const changes = keys.map(() => new Map<string, Totals>());
  const indexOf = new Map(keys.map((key, i) => [key, i]));
  const firstKey = keys[0];
  const lastKey = keys[keys.length - 1];
  let previousPost = "";
  let previous: Counters & { totalInteractions: number | null } = { ...zeroCounters(), totalInteractions: 0 };
  for (const snapshot of snapshots) {
    if (snapshot.post_id !== previousPost) {
      previousPost = snapshot.post_id;
      previous = { ...zeroCounters(), totalInteractions: 0 };
    }
    const counters = Object.fromEntries(METRIC_NAMES.map((name) => [name, snapshot[name] === null ? null : Number(snapshot[name])])) as Counters;
    const current = { ...counters, totalInteractions: totalInteractions(counters) };
    // Snapshots outside the range (clock skew) count in the first or last bucket.
    const key = snapshot.bucket < firstKey ? firstKey : snapshot.bucket > lastKey ? lastKey : truncate(snapshot.bucket, granularity);
    const platform = platformOf.get(snapshot.post_id)!;
    const change = changes[indexOf.get(key)!];
    const sums = change.get(platform) ?? emptyTotals();
    addTo(sums, current);
    addTo(sums, previous, -1);
    change.set(platform, sums);
    previous = current;
  }

  const running = new Map(platforms.map((p) => [p, emptyTotals()]));
  const buckets = keys.map((key, i): MetricSeriesBucket => {
    const totals = emptyTotals();
    const byPlatform: Record<string, Totals> = {};
    for (const platform of platforms) {
      const sums = running.get(platform)!;
      const change = changes[i].get(platform);
      if (change) addTo(sums, change);
      byPlatform[platform] = { ...sums };
      addTo(totals, sums);
    }
    return { start: key, totals, byPlatform };
  });
  return { period: query.period, timeZone, granularity, platforms, buckets, lastFetchedAt: last[0]?.at?.toISOString() ?? null };
}

function zeroCounters(): Counters {
  return Object.fromEntries(METRIC_NAMES.map((name) => [name, 0])) as Counters;
}
