// The workspace's pages, newest first, a page at a time, with block counts and all-time totals (GET /links,
// the Links list).
import type { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import type { LinkPageSummary } from "../../schemas/links";
import { findPage, NEWEST_FIRST, type Page, type PageQuery } from "../paging/keyset";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { linkPageSelect, toLinkPageFields } from "./link-page-view";

const summarySelect = { ...linkPageSelect, _count: { select: { blocks: true } } } as const;

export async function listLinkPages({
  workspaceId,
  actor,
  page,
}: {
  workspaceId: string;
  actor: ContentActor;
  page?: PageQuery;
}): Promise<Page<LinkPageSummary>> {
  await requireReader(workspaceId, actor);
  const { rows: pages, nextCursor } = await findPage<
    Prisma.LinkPageGetPayload<{ select: typeof summarySelect }>,
    Prisma.LinkPageWhereInput,
    Prisma.LinkPageOrderByWithRelationInput
  >(NEWEST_FIRST, page, ({ after, orderBy, take }) => db.linkPage.findMany({ where: { AND: [{ workspaceId }, after] }, orderBy, take, select: summarySelect }));
  if (pages.length === 0) return { rows: [], nextCursor };
  const totals = await db.linkPageDaily.groupBy({
    by: ["pageId"],
    where: { pageId: { in: pages.map((p) => p.id) } },
    _sum: { views: true, uniqueVisitors: true, clicks: true },
  });
  const byPage = new Map(totals.map((t) => [t.pageId, t._sum]));
  const rows = pages.map((row) => {
    const sum = byPage.get(row.id);
    return {
      ...toLinkPageFields(row),
      blockCount: row._count.blocks,
      totals: { views: sum?.views ?? 0, uniqueVisitors: sum?.uniqueVisitors ?? 0, clicks: sum?.clicks ?? 0 },
    };
  });
  return { rows, nextCursor };
}
