// Removes a block from the draft (DELETE /links/{id}/blocks/{blockId}); the ones after it move up. Its
// click history stays in the counters (the analytics list it as deleted).
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { bumpDraftRevision, findPageInWorkspace } from "./link-page-view";

export async function deleteLinkBlock({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { pageId: string; blockId: string } }) {
  await requireWriter(workspaceId, actor, "edit link pages");
  if (!isUuid(input.blockId)) throw new NotFoundError("Block");
  const blockId = input.blockId.toLowerCase();
  return db.$transaction(async (tx) => {
    const page = await findPageInWorkspace(tx, workspaceId, input.pageId);
    await tx.$executeRaw`SELECT 1 FROM link_pages WHERE id = ${page.id}::uuid FOR UPDATE`;
    const block = await tx.linkBlock.findFirst({ where: { id: blockId, pageId: page.id }, select: { position: true } });
    if (!block) throw new NotFoundError("Block");
    await tx.linkBlock.delete({ where: { id: blockId } });
    await tx.linkBlock.updateMany({ where: { pageId: page.id, position: { gt: block.position } }, data: { position: { decrement: 1 } } });
    await bumpDraftRevision(tx, page.id);
    return { id: blockId, deleted: true as const };
  });
}
