// The workspace's media library, newest first: search by name or tag, filter by kind, paged by a cursor
// (the last row's time and id, so a file uploaded meanwhile never shifts a page), with the storage total.
import { db } from "../../db";
import type { ListMediaQuery, ListMediaResponse } from "../../schemas/media";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { mediaAssetSelect, toMediaAsset } from "./media-asset";
import { mediaUsage } from "./media-usage";
import { uploaderNames } from "./uploader-names";
import { afterCursor, encodeCursor, NEWEST_FIRST } from "../paging/keyset";
import type { Prisma } from "@/generated/prisma/client";

/** `query` is parsed by the caller (listMediaQuery: the API's query string, the MCP tool's arguments). */
export async function listMedia({
  workspaceId,
  actor,
  query,
}: {
  workspaceId: string;
  actor: ContentActor;
  query: ListMediaQuery;
}): Promise<ListMediaResponse> {
  await requireReader(workspaceId, actor);
  const library: Prisma.MediaObjectWhereInput = { workspaceId, status: "uploaded" };
  const where: Prisma.MediaObjectWhereInput[] = [library];
  const words = query.q?.trim().toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  for (const word of words) where.push({ OR: [{ filename: { contains: word, mode: "insensitive" } }, { tags: { has: word } }] });
  if (query.kind) where.push({ contentType: { startsWith: `${query.kind}/` } });
  if (query.cursor) where.push(afterCursor<Prisma.MediaObjectWhereInput>(NEWEST_FIRST, query.cursor));
  const [rows, total] = await Promise.all([
    db.mediaObject.findMany({ where: { AND: where }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: query.limit + 1, select: mediaAssetSelect }),
    db.mediaObject.aggregate({ where: library, _count: { _all: true }, _sum: { sizeBytes: true } }),
  ]);
  const page = rows.slice(0, query.limit);
  const [usage, names] = await Promise.all([
    mediaUsage(
      workspaceId,
      page.map((r) => r.publicUrl),
    ),
    uploaderNames(page),
  ]);
  return {
    media: page.map((row) => toMediaAsset(row, usage, names)),
    nextCursor: rows.length > query.limit ? encodeCursor(NEWEST_FIRST, page[page.length - 1]) : null,
    storage: { files: total._count._all, bytes: Number(total._sum.sizeBytes ?? 0) },
  };
}
