// Adds a block to a page's draft (POST /links/{id}/blocks): at `position` (0 = first), else last; the
// blocks after it move down one.
import { db } from "../../db";
import { BadRequestError, parseInput } from "../../errors";
import { createLinkBlockRequest, MAX_BLOCKS_PER_PAGE, type LinkBlockType } from "../../schemas/links";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { validBlockData } from "./block-data";
import { bumpDraftRevision, findPageInWorkspace, linkBlockSelect, toLinkBlockResponse } from "./link-page-view";

export async function addLinkBlock({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { pageId: string; block: unknown } }) {
  const { type, position, ...fields } = parseInput(createLinkBlockRequest, input.block) as { type: LinkBlockType; position?: number } & Record<string, unknown>;
  const data = validBlockData(type, fields);
  await requireWriter(workspaceId, actor, "edit link pages");
  return db.$transaction(async (tx) => {
    const page = await findPageInWorkspace(tx, workspaceId, input.pageId);
    // Lock the page row: concurrent adds then number their blocks one after the other.
    await tx.$executeRaw`SELECT 1 FROM link_pages WHERE id = ${page.id}::uuid FOR UPDATE`;
    const count = await tx.linkBlock.count({ where: { pageId: page.id } });
    if (count >= MAX_BLOCKS_PER_PAGE) throw new BadRequestError(`A page has at most ${MAX_BLOCKS_PER_PAGE} blocks`);
    const at = Math.min(position ?? count, count);
    await tx.linkBlock.updateMany({ where: { pageId: page.id, position: { gte: at } }, data: { position: { increment: 1 } } });
    const block = await tx.linkBlock.create({ data: { pageId: page.id, type, position: at, data: data as object }, select: linkBlockSelect });
    await bumpDraftRevision(tx, page.id);
    return toLinkBlockResponse(block);
  });
}
