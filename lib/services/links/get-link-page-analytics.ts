// Views, unique visitors, clicks and click-through rate of a page over a period, per UTC day and per block,
// with referring domains (GET /links/{id}/analytics, the Links analytics view). This instance's counts not
// yet written are flushed first, so a click is visible here as soon as its redirect has been answered.
import { db } from "../../db";
import { parseInput } from "../../errors";
import { linkAnalyticsQuery, type LinkAnalyticsResult } from "../../schemas/links";
import type { LinkSnapshot } from "../../links/snapshot";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { flushLinkCounters, utcDay } from "./link-counters";
import { findPageInWorkspace } from "./link-page-view";

const PERIOD_DAYS = { "7d": 7, "30d": 30, "90d": 90 } as const;
const DAY_MS = 86_400_000;

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
  const range = { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${to}T00:00:00Z`) };

  const [daily, blockDaily, referrers, blocks, published] = await Promise.all([
    db.linkPageDaily.findMany({ where: { pageId: page.id, day: range }, select: { day: true, views: true, uniqueVisitors: true, clicks: true } }),
    db.linkBlockDaily.findMany({ where: { pageId: page.id, day: range }, select: { blockId: true, day: true, clicks: true } }),
    db.linkReferrerDaily.groupBy({
      by: ["domain"],
      where: { pageId: page.id, day: range },
      _sum: { views: true },
      orderBy: { _sum: { views: "desc" } },
      take: 20,
    }),
    db.linkBlock.findMany({ where: { pageId: page.id }, orderBy: { position: "asc" }, select: { id: true, type: true, data: true } }),
    db.linkPageVersion.findFirst({ where: { pageId: page.id }, orderBy: { number: "desc" }, select: { snapshot: true } }),
  ]);

  const byDay = new Map(daily.map((d) => [utcDay(d.day), d]));
  const days = daysBetween(from, to).map((date) => {
    const d = byDay.get(date);
    return { date, views: d?.views ?? 0, uniqueVisitors: d?.uniqueVisitors ?? 0, clicks: d?.clicks ?? 0 };
  });
  const totals = days.reduce((t, d) => ({ views: t.views + d.views, uniqueVisitors: t.uniqueVisitors + d.uniqueVisitors, clicks: t.clicks + d.clicks }), {
    views: 0,
    uniqueVisitors: 0,
    clicks: 0,
  });

  // Every current block, then blocks deleted since that still have clicks in the period.
  const snapshotBlocks = new Map(((published?.snapshot as LinkSnapshot | undefined)?.blocks ?? []).map((b) => [b.id, b]));
  const blockIds = [...blocks.map((b) => b.id), ...new Set(blockDaily.map((b) => b.blockId).filter((id) => !blocks.some((b) => b.id === id)))];
  const perBlock = blockIds.map((blockId) => {
    const current = blocks.find((b) => b.id === blockId);
    const frozen = snapshotBlocks.get(blockId) as (Record<string, unknown> & { type: string }) | undefined;
    const clicksByDay = new Map<string, number>();
    for (const row of blockDaily) if (row.blockId === blockId) clicksByDay.set(utcDay(row.day), (clicksByDay.get(utcDay(row.day)) ?? 0) + row.clicks);
    const clicks = [...clicksByDay.values()].reduce((a, b) => a + b, 0);
    return {
      blockId,
      type: current?.type ?? null,
      label: current ? blockLabel(current.type, current.data as Record<string, unknown>) : frozen ? blockLabel(frozen.type, frozen) : null,
      clicks,
      clickThroughRate: rate(clicks, totals.views),
      days: days.map(({ date }) => ({ date, clicks: clicksByDay.get(date) ?? 0 })),
    };
  });

  return {
    period,
    from,
    to,
    totals: { ...totals, clickThroughRate: rate(totals.clicks, totals.views) },
    days,
    blocks: perBlock,
    referrers: referrers.map((r) => ({ domain: r.domain, views: r._sum.views ?? 0 })),
  };
}
