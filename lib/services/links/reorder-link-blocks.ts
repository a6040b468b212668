// Puts a page's blocks in a new order (POST /links/{id}/blocks/reorder): the request lists every block id
// exactly once, so a client working from a stale list is told rather than silently losing a block's place.
import { db } from "../../db";
import { BadRequestError, parseInput } from "../../errors";
import { reorderLinkBlocksRequest } from "../../schemas/links";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { bumpDraftRevision, findPageInWorkspace, loadBlocks, toLinkBlockResponse } from "./link-page-view";

export async function reorderLinkBlocks({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { pageId: string; order: unknown };
}) {
  const { blockIds } = parseInput(reorderLinkBlocksRequest, input.order);
  await requireWriter(workspaceId, actor, "edit link pages");
  const ids = blockIds.map((id) => id.toLowerCase());
  return db.$transaction(async (tx) => {
    const page = await findPageInWorkspace(tx, workspaceId, input.pageId);
    await tx.$executeRaw`SELECT 1 FROM link_pages WHERE id = ${page.id}::uuid FOR UPDATE`;
    const current = await loadBlocks(tx, page.id);
    const known = new Set(current.map((b) => b.id));
    if (new Set(ids).size !== ids.length) throw new BadRequestError("blockIds: each block id may appear only once");
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new BadRequestError(`blockIds: not blocks of this page: ${unknown.join(", ")}`);
    if (ids.length !== current.length) throw new BadRequestError(`blockIds: must list all ${current.length} blocks of the page (got ${ids.length})`);
    // Only blocks whose place changed are written (positions carry no unique index, so order is free).
    for (const [position, id] of ids.entries()) {
      if (current.find((b) => b.id === id)!.position !== position) await tx.linkBlock.update({ where: { id }, data: { position } });
    }
    await bumpDraftRevision(tx, page.id);
    return (await loadBlocks(tx, page.id)).map(toLinkBlockResponse);
  });
}
