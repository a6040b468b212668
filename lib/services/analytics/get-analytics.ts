// GET /analytics: the workspace's published rows in a period (test keys read test posts), each with its
// latest metrics, and totals over the same rows.
//
// Counters come from the row's latest successful snapshot, so a post keeps its last known figures when a
// later refresh fails; `error` is the latest attempt's error (null once a refresh succeeds again) and `notes`
// what the network would not give with the figures shown (from the same snapshot as the figures). One query:
// a LATERAL lookup per row walks the (post_id, fetched_at DESC) index from the newest snapshot.
import { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { parseInput } from "../../errors";
import { METRIC_NAMES, analyticsQuery, type AnalyticsPostEntry, type AnalyticsResult } from "../../schemas/analytics";
import { decodeCursor, pageOf, type Keyset } from "../paging/keyset";
import { requireReader } from "../workspaces/authorize-actor";
import { analyticsModeFor, analyticsScope, type AnalyticsRequest } from "./analytics-scope";
import { addTo, emptyTotals, totalInteractions, type Counters, type Totals } from "./metric-totals";

/** Newest publication first; the raw rows' own names (a page is the rows after the cursor's). */
const PUBLISHED_ORDER: Keyset = [
  { field: "published_at", dir: "desc", kind: "date" },
  { field: "post_id", dir: "desc", kind: "uuid" },
];

interface Row extends Counters {
  post_id: string;
  caption: string | null;
  published_at: Date | null;
  platform: string;
  fetched_at: Date | null;
  error: string | null;
  notes: string | null;
}

export async function getAnalytics({ workspaceId, actor, input, mode, now = new Date(), range }: AnalyticsRequest): Promise<AnalyticsResult> {
  const query = parseInput(analyticsQuery, input ?? {});
  await requireReader(workspaceId, actor);

  const scope = analyticsScope({ workspaceId, mode: analyticsModeFor(actor, mode), period: query.period, platform: query.platform, now, range });
  const [publishedAt, postId] = query.cursor ? (decodeCursor(PUBLISHED_ORDER, query.cursor) as [Date, string]) : [];
  const after = publishedAt && postId ? Prisma.sql`AND (p.published_at, p.id) < (${publishedAt}::timestamptz, ${postId}::uuid)` : Prisma.empty;
  const read = await db.$queryRaw<Row[]>`
    SELECT p.id::text AS post_id, p.caption, p.published_at, p.platforms[1] AS platform,
           good.views, good.likes, good.comments, good.shares, good.reach, good.saves, good.impressions, good.reposts,
           good.fetched_at, good.notes, latest.error
    FROM posts p
    LEFT JOIN LATERAL (
      SELECT m.error FROM metric_snapshots m WHERE m.post_id = p.id ORDER BY m.fetched_at DESC LIMIT 1
    ) latest ON true
    LEFT JOIN LATERAL (
      SELECT m.views, m.likes, m.comments, m.shares, m.reach, m.saves, m.impressions, m.reposts, m.fetched_at, m.notes
      FROM metric_snapshots m WHERE m.post_id = p.id AND m.error IS NULL ORDER BY m.fetched_at DESC LIMIT 1
    ) good ON true
    WHERE ${scope} ${after}
    ORDER BY p.published_at DESC, p.id DESC
    LIMIT ${query.limit + 1}`;
  const { rows, nextCursor } = pageOf(PUBLISHED_ORDER, read, query.limit);

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
      notes: row.notes,
    };
    addTo(totals, entry);
    addTo((byPlatform[entry.platform] ??= emptyTotals()), entry);
    return entry;
  });
  return { period: query.period, summary: { totals, byPlatform }, posts, nextCursor };
}
