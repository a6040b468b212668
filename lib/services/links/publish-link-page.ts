// Publishes a page (POST /links/{id}/publish): freezes the draft into a new numbered version and points
// the page at it, in one transaction; the public page serves it from then on (every instance drops its
// cached copy: the link_pages trigger notifies them, and this process is told directly). The
// `link_page.published` webhook event is written to the outbox in the same transaction.
import { db } from "../../db";
import { BadRequestError } from "../../errors";
import { forgetPublicLinkPages } from "../../links/public-page-cache";
import { actorUserId } from "../actor";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { buildLinkSnapshot } from "./build-link-snapshot";
import { recordWebhookEvent } from "../../webhooks/record-webhook-event";
import { linkPagePublishedEvent } from "./link-page-published-event";
import { findPageInWorkspace, linkPageSelect, loadBlocks, publicPageUrl, toLinkPageResponse } from "./link-page-view";

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
    await recordWebhookEvent(
      tx,
      linkPagePublishedEvent({ workspaceId, id: page.id, slug: updated.slug, publicUrl: publicPageUrl(updated.slug), version: number, publishedAt }),
    );
    return { page: toLinkPageResponse(updated, blocks), number, publishedAt };
  });
  forgetPublicLinkPages();
  return result.page;
}
