// Views, unique visitors, clicks and click-through rate of a page over a period, per UTC day and per block,
// with referring domains (GET /links/{id}/analytics, the Links analytics view). This instance's counts not
// yet written are flushed first, so a click is visible here as soon as its redirect has been answered.
//
// The counts are stored per day already (link-counters.ts: a page's views and clicks, each block's clicks,
// each referrer's views), so a year is ~365 rows per series, not the events. One statement reads them, with
// every day of the period filled in and each block's clicks as one list in day order: a year of a page with
// ten blocks is a few thousand cells, and building them row by row through the ORM (five queries, then a
// pass over every block-day row per block) cost more than PostgreSQL's work (measured by bench:scale).
import { Prisma } from "@/generated/prisma/client";
import { db, readRows } from "../../db";
import { parseInput } from "../../errors";
import { linkAnalyticsQuery, type LinkAnalyticsResult } from "../../schemas/links";
import type { LinkSnapshot } from "../../links/snapshot";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { flushLinkCounters, utcDay } from "./link-counters";
import { findPageInWorkspace } from "./link-page-view";

const PERIOD_DAYS = { "7d": 7, "30d": 30, "90d": 90 } as const;
const DAY_MS = 86_400_000;
/** Referring domains shown, the most views first. */
const TOP_REFERRERS = 20;

function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) out.push(utcDay(new Date(t)));
  return out;
}

const rate = (clicks: number, views: number) => (views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : null);

function blockLabel(type: string, data: Record<string, unknown>): string | null {
  if (type === "link") return typeof data.label === "string" ? data.label : null;
  if (type === "header" || type === "text") return typeof data.text === "string" ? data.text.slice(0, 80) : null;
  if (type === "social") return "Social icons";
  if (type === "posts") return "Latest posts";
  if (type === "embed") return typeof data.url === "string" ? data.url : null;
  return null;
}

/** The period's counts of one page: every list has one entry per day from `from` to `to`, in order. */
interface PeriodCounts {
  /** [views, unique visitors, clicks] per day. */
  daily: [number, number, number][] | null;
  /** Every current block in page order, then blocks deleted since that have clicks in the period (type null). */
  blocks: { id: string; type: string | null; data: Record<string, unknown> | null; clicks: number[] }[];
  referrers: { domain: string; views: number }[];
  /** The blocks of the latest published version: the labels of blocks deleted since. */
  frozen: LinkSnapshot["blocks"] | null;
}

function periodCountsQuery(pageId: string, from: string, to: string): Prisma.Sql {
  const inPeriod = Prisma.sql`page_id = ${pageId}::uuid AND day BETWEEN ${from}::date AND ${to}::date`;
  return Prisma.sql`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') d
    ),
    block_days AS (
      SELECT block_id, day, clicks FROM link_block_daily WHERE ${inPeriod}
    ),
    shown AS (
      SELECT b.id, b.type, b.data, 0 AS deleted, b.position FROM link_blocks b WHERE b.page_id = ${pageId}::uuid
      UNION ALL
      SELECT g.block_id, NULL, NULL, 1, NULL FROM (SELECT DISTINCT block_id FROM block_days) g
      WHERE NOT EXISTS (SELECT 1 FROM link_blocks b WHERE b.page_id = ${pageId}::uuid AND b.id = g.block_id)
    ),
    series AS (
      SELECT s.id, json_agg(coalesce(bd.clicks, 0) ORDER BY d.day) AS clicks
      FROM shown s CROSS JOIN days d LEFT JOIN block_days bd ON bd.block_id = s.id AND bd.day = d.day
      GROUP BY s.id
    )
    SELECT
      (SELECT json_agg(json_build_array(coalesce(l.views, 0), coalesce(l.unique_visitors, 0), coalesce(l.clicks, 0)) ORDER BY d.day)
       FROM days d LEFT JOIN link_page_daily l ON l.page_id = ${pageId}::uuid AND l.day = d.day) AS "daily",
      (SELECT coalesce(json_agg(json_build_object('id', s.id::text, 'type', s.type, 'data', s.data, 'clicks', series.clicks)
                                ORDER BY s.deleted, s.position, s.id), '[]'::json)
       FROM shown s JOIN series ON series.id = s.id) AS "blocks",
      (SELECT coalesce(json_agg(json_build_object('domain', r.domain, 'views', r.views) ORDER BY r.views DESC, r.domain), '[]'::json)
       FROM (SELECT domain, sum(views)::float8 AS views FROM link_referrer_daily WHERE ${inPeriod}
             GROUP BY domain ORDER BY sum(views) DESC, domain LIMIT ${TOP_REFERRERS}) r) AS "referrers",
      (SELECT v.snapshot -> 'blocks' FROM link_page_versions v WHERE v.page_id = ${pageId}::uuid ORDER BY v.number DESC LIMIT 1) AS "frozen"`;
}

export async function getLinkPageAnalytics({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string; query: unknown };
}): Promise<LinkAnalyticsResult> {
  const { period } = parseInput(linkAnalyticsQuery, input.query);
  await requireReader(workspaceId, actor);
  const page = await findPageInWorkspace(db, workspaceId, input.id);
  await flushLinkCounters();
  const today = new Date();
  const to = utcDay(today);
  const from = period === "all" ? utcDay(page.createdAt) : utcDay(new Date(today.getTime() - (PERIOD_DAYS[period] - 1) * DAY_MS));
  const [counts] = await readRows<PeriodCounts>(periodCountsQuery(page.id, from, to));

  const dates = daysBetween(from, to);
  const days = dates.map((date, i) => {
    const [views, uniqueVisitors, clicks] = counts.daily?.[i] ?? [0, 0, 0];
    return { date, views, uniqueVisitors, clicks };
  });
  const totals = { views: 0, uniqueVisitors: 0, clicks: 0 };
  for (const d of days) {
    totals.views += d.views;
    totals.uniqueVisitors += d.uniqueVisitors;
    totals.clicks += d.clicks;
  }

  const frozen = new Map((counts.frozen ?? []).map((b) => [b.id, b as Record<string, unknown> & { type: string }]));
  const blocks = counts.blocks.map((block) => {
    const clicks = block.clicks.reduce((a, b) => a + b, 0);
    const deletedBlock = block.type === null ? frozen.get(block.id) : undefined;
    return {
      blockId: block.id,
      type: block.type,
      label: block.type !== null ? blockLabel(block.type, block.data ?? {}) : deletedBlock ? blockLabel(deletedBlock.type, deletedBlock) : null,
      clicks,
      clickThroughRate: rate(clicks, totals.views),
      days: dates.map((date, i) => ({ date, clicks: block.clicks[i] ?? 0 })),
    };
  });

  return {
    period,
    from,
    to,
    totals: { ...totals, clickThroughRate: rate(totals.clicks, totals.views) },
    days,
    blocks,
    referrers: counts.referrers,
  };
}
