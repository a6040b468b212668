// GET /analytics: the workspace's published rows in a period (test keys read test posts), each with its
// latest metrics, and totals over the same rows.
//
// Counters come from the row's latest successful snapshot, so a post keeps its last known figures when a
// later refresh fails; `error` is the latest attempt's error (null once a refresh succeeds again). One query:
// a LATERAL lookup per row walks the (post_id, fetched_at DESC) index from the newest snapshot.
import { Prisma } from "../../../generated/prisma/client";
import { db } from "../../db";
import { parseInput } from "../../errors";
import {
  INTERACTION_METRICS,
  METRIC_NAMES,
  analyticsQuery,
  type AnalyticsPeriod,
  type AnalyticsPostEntry,
  type AnalyticsResult,
  type MetricName,
} from "../../schemas/analytics";
import { postModeFor } from "../posts/post-mode";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

const PERIOD_DAYS: Record<AnalyticsPeriod, number | null> = { "7d": 7, "30d": 30, "90d": 90, all: null };

type Counters = Record<MetricName, number | null>;

interface Row extends Counters {
  post_id: string;
  caption: string | null;
  published_at: Date | null;
  platform: string;
  fetched_at: Date | null;
  error: string | null;
}

type Totals = Record<MetricName | "totalInteractions", number>;

function totalInteractions(counters: Counters): number | null {
  const known = INTERACTION_METRICS.map((name) => counters[name]).filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
}

function emptyTotals(): Totals {
  return { views: 0, likes: 0, comments: 0, shares: 0, reach: 0, saves: 0, impressions: 0, reposts: 0, totalInteractions: 0 };
}

function addTo(totals: Totals, entry: AnalyticsPostEntry): void {
  for (const name of [...METRIC_NAMES, "totalInteractions"] as const) totals[name] += entry[name] ?? 0;
}

export async function getAnalytics({
  workspaceId,
  actor,
  input,
  now = new Date(),
}: {
  workspaceId: string;
  actor: ContentActor;
  input: unknown;
  now?: Date;
}): Promise<AnalyticsResult> {
  const query = parseInput(analyticsQuery, input ?? {});
  await requireReader(workspaceId, actor);

  const days = PERIOD_DAYS[query.period];
  const since = days === null ? Prisma.empty : Prisma.sql`AND p.published_at >= ${new Date(now.getTime() - days * 86_400_000)}`;
  const platform = query.platform ? Prisma.sql`AND p.platforms[1] = ${query.platform}` : Prisma.empty;
  const rows = await db.$queryRaw<Row[]>`
    SELECT p.id::text AS post_id, p.caption, p.published_at, p.platforms[1] AS platform,
           good.views, good.likes, good.comments, good.shares, good.reach, good.saves, good.impressions, good.reposts,
           good.fetched_at, latest.error
    FROM posts p
    LEFT JOIN LATERAL (
      SELECT m.error FROM metric_snapshots m WHERE m.post_id = p.id ORDER BY m.fetched_at DESC LIMIT 1
    ) latest ON true
    LEFT JOIN LATERAL (
      SELECT m.views, m.likes, m.comments, m.shares, m.reach, m.saves, m.impressions, m.reposts, m.fetched_at
      FROM metric_snapshots m WHERE m.post_id = p.id AND m.error IS NULL ORDER BY m.fetched_at DESC LIMIT 1
    ) good ON true
    WHERE p.workspace_id = ${workspaceId}::uuid
      AND p.mode = ${postModeFor(actor)}::post_mode
      AND p.deleted_at IS NULL
      AND p.status IN ('published', 'partial_published')
      AND p.published_at IS NOT NULL
      ${since}
      ${platform}
    ORDER BY p.published_at DESC, p.id DESC
    LIMIT ${query.limit}`;

  const totals = emptyTotals();
  const byPlatform: Record<string, Totals> = {};
  const posts = rows.map((row): AnalyticsPostEntry => {
    const counters = Object.fromEntries(METRIC_NAMES.map((name) => [name, row[name] === null ? null : Number(row[name])])) as Counters;
    const entry: AnalyticsPostEntry = {
      postId: row.post_id,
      caption: row.caption,
      publishedAt: row.published_at?.toISOString() ?? null,
      platform: row.platform,
      ...counters,
      totalInteractions: totalInteractions(counters),
      fetchedAt: row.fetched_at?.toISOString() ?? null,
      error: row.error,
    };
    addTo(totals, entry);
    addTo((byPlatform[entry.platform] ??= emptyTotals()), entry);
    return entry;
  });
  return { period: query.period, summary: { totals, byPlatform }, posts };
}
