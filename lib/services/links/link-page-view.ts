// The API shape of a page and its blocks (GET /links/{id} and the web editor read the same thing), and the
// loaders the services share. Pages are always found through their workspace: another workspace's id is a 404.
import { db } from "../../db";
import { appUrl } from "../../env";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import type { LinkBlockResponse, LinkBlockType, LinkPageResponse } from "../../schemas/links";
import type { LinkThemeId } from "../../links/themes";
import type { Prisma } from "../../../generated/prisma/client";

export const linkPageSelect = {
  id: true,
  slug: true,
  title: true,
  bio: true,
  avatarUrl: true,
  theme: true,
  accentColor: true,
  status: true,
  draftRevision: true,
  createdAt: true,
  updatedAt: true,
  publishedVersion: { select: { number: true, draftRevision: true, publishedAt: true } },
} satisfies Prisma.LinkPageSelect;

export const linkBlockSelect = { id: true, type: true, position: true, data: true } satisfies Prisma.LinkBlockSelect;

export type LinkPageRow = Prisma.LinkPageGetPayload<{ select: typeof linkPageSelect }>;
export type LinkBlockRow = Prisma.LinkBlockGetPayload<{ select: typeof linkBlockSelect }>;

export function publicPageUrl(slug: string): string {
  return `${appUrl()}/l/${slug}`;
}

export function toLinkBlockResponse(block: LinkBlockRow): LinkBlockResponse {
  return { ...(block.data as Record<string, unknown>), id: block.id, type: block.type as LinkBlockType, position: block.position };
}

export function toLinkPageFields(page: LinkPageRow) {
  const version = page.publishedVersion;
  return {
    id: page.id,
    slug: page.slug,
    publicUrl: publicPageUrl(page.slug),
    title: page.title,
    bio: page.bio,
    avatarUrl: page.avatarUrl,
    theme: page.theme as LinkThemeId,
    accentColor: page.accentColor,
    status: page.status,
    // Never published, or edited since the live version was frozen.
    hasUnpublishedChanges: !version || version.draftRevision !== page.draftRevision,
    publishedVersion: version?.number ?? null,
    publishedAt: version?.publishedAt.toISOString() ?? null,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
  };
}

export function toLinkPageResponse(page: LinkPageRow, blocks: LinkBlockRow[]): LinkPageResponse {
  return { ...toLinkPageFields(page), blocks: blocks.map(toLinkBlockResponse) };
}

type Tx = Prisma.TransactionClient | typeof db;

/** The page if it is in this workspace, else 404 (a malformed id too, before any query). */
export async function findPageInWorkspace(tx: Tx, workspaceId: string, id: string): Promise<LinkPageRow> {
  if (!isUuid(id)) throw new NotFoundError("Link page");
  const page = await tx.linkPage.findFirst({ where: { id: id.toLowerCase(), workspaceId }, select: linkPageSelect });
  if (!page) throw new NotFoundError("Link page");
  return page;
}

export async function loadBlocks(tx: Tx, pageId: string): Promise<LinkBlockRow[]> {
  return tx.linkBlock.findMany({ where: { pageId }, orderBy: { position: "asc" }, select: linkBlockSelect });
}

/** Marks the draft as changed (the "unpublished changes" flag compares this with the live version's). */
export async function bumpDraftRevision(tx: Tx, pageId: string): Promise<LinkPageRow> {
  return tx.linkPage.update({ where: { id: pageId }, data: { draftRevision: { increment: 1 } }, select: linkPageSelect });
}

/** A unique-constraint violation on the slug (another page took it first). */
export function isSlugTaken(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}
