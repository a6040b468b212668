// Publishes a page (POST /links/{id}/publish): freezes the draft into a new numbered version and points
// the page at it, in one transaction; the public page serves it from then on (every instance drops its
// cached copy: the link_pages trigger notifies them, and this process is told directly).
import { db } from "../../db";
import { BadRequestError } from "../../errors";
import { forgetPublicLinkPages } from "../../links/public-page-cache";
import { actorUserId } from "../actor";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { buildLinkSnapshot } from "./build-link-snapshot";
import { linkPagePublishedEvent, type LinkPagePublishedEvent } from "./link-page-published-event";
import { findPageInWorkspace, linkPageSelect, loadBlocks, publicPageUrl, toLinkPageResponse } from "./link-page-view";

/**
 * Where `link_page.published` leaves this service (PUBLISHED_EVENT_HOOK): called once per publish, after
 * the commit, with the event payload. The webhooks branch sets it to its dispatcher; until then nothing
 * listens. Errors in a listener never undo or fail the publish.
 */
let publishedEventListener: ((event: LinkPagePublishedEvent) => Promise<void> | void) | null = null;
export function onLinkPagePublished(listener: typeof publishedEventListener): void {
  publishedEventListener = listener;
}

export async function publishLinkPage({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }) {
  await requireWriter(workspaceId, actor, "publish link pages");
  const result = await db.$transaction(async (tx) => {
    const found = await findPageInWorkspace(tx, workspaceId, input.id);
    // Lock the page: two publishes at once get consecutive version numbers instead of a conflict.
    await tx.$executeRaw`SELECT 1 FROM link_pages WHERE id = ${found.id}::uuid FOR UPDATE`;
    const page = await tx.linkPage.findUniqueOrThrow({ where: { id: found.id }, select: linkPageSelect });
    const blocks = await loadBlocks(tx, page.id);
    if (blocks.length === 0) throw new BadRequestError("A page needs at least one block to be published");
    const last = await tx.linkPageVersion.aggregate({ where: { pageId: page.id }, _max: { number: true } });
    const number = (last._max.number ?? 0) + 1;
    const publishedAt = new Date();
    const snapshot = await buildLinkSnapshot(tx, { workspaceId, page, blocks, version: number, publishedAt });
    const version = await tx.linkPageVersion.create({
      data: { pageId: page.id, number, draftRevision: page.draftRevision, snapshot: snapshot as object, publishedAt, publishedByUserId: actorUserId(actor) },
      select: { id: true },
    });
    const updated = await tx.linkPage.update({ where: { id: page.id }, data: { status: "published", publishedVersionId: version.id }, select: linkPageSelect });
    return { page: toLinkPageResponse(updated, blocks), number, publishedAt };
  });
  forgetPublicLinkPages();
  // PUBLISHED_EVENT_HOOK: the one place `link_page.published` is emitted.
  if (publishedEventListener) {
    const event = linkPagePublishedEvent({ workspaceId, id: result.page.id, slug: result.page.slug, publicUrl: publicPageUrl(result.page.slug), version: result.number, publishedAt: result.publishedAt });
    try {
      await publishedEventListener(event);
    } catch (error) {
      console.error("[postlane] link_page.published listener failed:", error);
    }
  }
  return result.page;
}
