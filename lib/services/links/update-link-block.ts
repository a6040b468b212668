// Changes a block's fields (PATCH /links/{id}/blocks/{blockId}): sent fields over stored ones, null clears
// an optional field; the whole result must still be a valid block of its type. The type never changes.
import { db } from "../../db";
import { BadRequestError, NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import type { LinkBlockType } from "../../schemas/links";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { validBlockData } from "./block-data";
import { bumpDraftRevision, findPageInWorkspace, linkBlockSelect, toLinkBlockResponse } from "./link-page-view";

export async function updateLinkBlock({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { pageId: string; blockId: string; changes: Record<string, unknown> };
}) {
  await requireWriter(workspaceId, actor, "edit link pages");
  if (!isUuid(input.blockId)) throw new NotFoundError("Block");
  return db.$transaction(async (tx) => {
    const page = await findPageInWorkspace(tx, workspaceId, input.pageId);
    const block = await tx.linkBlock.findFirst({ where: { id: input.blockId.toLowerCase(), pageId: page.id }, select: linkBlockSelect });
    if (!block) throw new NotFoundError("Block");
    const { type, id: _id, position: _position, ...changes } = input.changes;
    if (type !== undefined && type !== block.type)
      throw new BadRequestError(`type: a block's type cannot change (it is ${block.type}); delete it and add a new one`);
    if (_id !== undefined || _position !== undefined)
      throw new BadRequestError("id and position cannot be patched; reorder with POST /links/{id}/blocks/reorder");
    const merged = { ...(block.data as Record<string, unknown>), ...changes };
    const data = validBlockData(block.type as LinkBlockType, merged);
    const updated = await tx.linkBlock.update({ where: { id: block.id }, data: { data: data as object }, select: linkBlockSelect });
    await bumpDraftRevision(tx, page.id);
    return toLinkBlockResponse(updated);
  });
}
