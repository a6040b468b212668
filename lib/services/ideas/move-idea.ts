// Moves an idea on the board (drag and drop): into a column (default: its own) after `afterId` and/or
// before `beforeId`, or to the column's end. One row written, unless the column must be renumbered.
import { z } from "zod";
import { db } from "../../db";
import { NotFoundError, parseInput } from "../../errors";
import { isUuid } from "../../schemas/common";
import { ideaStatus } from "../../schemas/ideas";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { positionBetween } from "./idea-positions";
import { ideaResponseSelect } from "../../serializers/idea-select";
import { recordIdeaMoved } from "./record-idea-moved";

export const moveIdeaInput = z.strictObject({
  id: z.string(),
  status: ideaStatus.optional(),
  afterId: z.string().optional(),
  beforeId: z.string().optional(),
});

export async function moveIdea({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: z.input<typeof moveIdeaInput> }) {
  const data = parseInput(moveIdeaInput, input);
  if (!isUuid(data.id)) throw new NotFoundError("Idea");
  await requireWriter(workspaceId, actor, "move ideas");
  const id = data.id.toLowerCase();
  return db.$transaction(async (tx) => {
    const idea = await tx.idea.findFirst({ where: { id, workspaceId }, select: { status: true } });
    if (!idea) throw new NotFoundError("Idea");
    const status = data.status ?? idea.status;
    const position = await positionBetween(tx, { workspaceId, ideaId: id, status, afterId: data.afterId, beforeId: data.beforeId });
    const moved = await tx.idea.update({ where: { id }, data: { status, position }, select: ideaResponseSelect });
    await recordIdeaMoved(tx, workspaceId, idea.status, moved);
    return moved;
  });
}
