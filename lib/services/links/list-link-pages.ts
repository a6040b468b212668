// The workspace's pages, newest first, with block counts and all-time totals (GET /links, the Links list).
import { db } from "../../db";
import type { LinkPageSummary } from "../../schemas/links";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { linkPageSelect, toLinkPageFields } from "./link-page-view";

export async function listLinkPages({ workspaceId, actor }: { workspaceId: string; actor: ContentActor }): Promise<LinkPageSummary[]> {
  await requireReader(workspaceId, actor);
  const pages = await db.linkPage.findMany({
    where: { workspaceId },
    orderBy: { createdAt: "desc" },
    select: { ...linkPageSelect, _count: { select: { blocks: true } } },
  });
  if (pages.length === 0) return [];
  const totals = await db.linkPageDaily.groupBy({
    by: ["pageId"],
    where: { pageId: { in: pages.map((p) => p.id) } },
    _sum: { views: true, uniqueVisitors: true, clicks: true },
  });
  const byPage = new Map(totals.map((t) => [t.pageId, t._sum]));
  return pages.map((page) => {
    const sum = byPage.get(page.id);
    return {
      ...toLinkPageFields(page),
      blockCount: page._count.blocks,
      totals: { views: sum?.views ?? 0, uniqueVisitors: sum?.uniqueVisitors ?? 0, clicks: sum?.clicks ?? 0 },
    };
  });
}
