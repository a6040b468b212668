// Fractional positions inside a kanban column: a new or moved idea goes to the end (last + 1) or to the
// midpoint of its new neighbours, so a move writes one row. When doubles run out of room between two
// neighbours (after ~50 moves into the same gap) the column is renumbered 1, 2, 3 … once.
import type { DbTransaction } from "../../db";
import { BadRequestError } from "../../errors";
import { isUuid } from "../../schemas/common";
import type { IDEA_STATUSES } from "../../schemas/ideas";

type IdeaStatus = (typeof IDEA_STATUSES)[number];

export async function endOfColumn(tx: DbTransaction, workspaceId: string, status: IdeaStatus): Promise<number> {
  const last = await tx.idea.aggregate({ where: { workspaceId, status }, _max: { position: true } });
  return (last._max.position ?? 0) + 1;
}

async function column(tx: DbTransaction, workspaceId: string, status: IdeaStatus, excludeId: string) {
  const ideas = await tx.idea.findMany({
    where: { workspaceId, status, id: { not: excludeId } },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: { id: true, position: true },
  });
  return ideas;
}

/**
 * Position for `ideaId` in `status`, placed after `afterId` and/or before `beforeId` (ids of ideas in that
 * column); with neither, the end of the column.
 */
export async function positionBetween(
  tx: DbTransaction,
  { workspaceId, ideaId, status, afterId, beforeId }: { workspaceId: string; ideaId: string; status: IdeaStatus; afterId?: string; beforeId?: string },
): Promise<number> {
  if (afterId === undefined && beforeId === undefined) return endOfColumn(tx, workspaceId, status);
  let ideas = await column(tx, workspaceId, status, ideaId);
  const indexOf = (id: string | undefined, field: string) => {
    if (id === undefined) return undefined;
    const index = isUuid(id) ? ideas.findIndex((i) => i.id === id.toLowerCase()) : -1;
    if (index < 0) throw new BadRequestError(`${field}: no idea with this id in the ${status} column`);
    return index;
  };
  let after = indexOf(afterId, "afterId");
  let before = indexOf(beforeId, "beforeId");
  if (after !== undefined && before !== undefined && before !== after + 1) {
    throw new BadRequestError("afterId, beforeId: must be neighbours in the column");
  }
  if (before === undefined && after !== undefined) before = after + 1 < ideas.length ? after + 1 : undefined;
  if (after === undefined && before !== undefined) after = before > 0 ? before - 1 : undefined;

  const lower = after !== undefined ? ideas[after].position : undefined;
  const upper = before !== undefined ? ideas[before].position : undefined;
  if (lower === undefined) return upper! - 1;
  if (upper === undefined) return lower + 1;
  const middle = (lower + upper) / 2;
  if (middle > lower && middle < upper) return middle;

  // Out of room: renumber the column once, then take the midpoint of the new neighbours.
  await Promise.all(ideas.map((idea, i) => tx.idea.update({ where: { id: idea.id }, data: { position: i + 1 } })));
  ideas = ideas.map((idea, i) => ({ ...idea, position: i + 1 }));
  return (ideas[after!].position + ideas[before!].position) / 2;
}
