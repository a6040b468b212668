// Deletes an idea (ideas have no soft delete: nothing refers to them).
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";

export async function deleteIdea({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }) {
  if (!isUuid(input.id)) throw new NotFoundError("Idea");
  await requireWriter(workspaceId, actor, "delete ideas");
  const { count } = await db.idea.deleteMany({ where: { id: input.id.toLowerCase(), workspaceId } });
  if (count === 0) throw new NotFoundError("Idea");
  return { id: input.id.toLowerCase(), deleted: true as const };
}
