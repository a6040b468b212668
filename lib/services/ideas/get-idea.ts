// One idea of the workspace, for "Turn into post" (the composer opens with its content), or null when the
// link names no idea of this workspace (an old link, a deleted idea): the composer then opens empty.
import { db } from "../../db";
import { isUuid } from "../../schemas/common";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { ideaResponseSelect } from "../../serializers/idea-select";

export async function getIdea({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }) {
  await requireReader(workspaceId, actor);
  if (!isUuid(input.id)) return null;
  return db.idea.findFirst({ where: { id: input.id.toLowerCase(), workspaceId }, select: ideaResponseSelect });
}
