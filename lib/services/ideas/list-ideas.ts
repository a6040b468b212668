// The idea board: by column (unassigned, todo, in_progress, done — the enum's order) then position.
import { db } from "../../db";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { ideaResponseSelect } from "./idea-select";

export async function listIdeas({ workspaceId, actor }: { workspaceId: string; actor: ContentActor }) {
  await requireReader(workspaceId, actor);
  return db.idea.findMany({
    where: { workspaceId },
    orderBy: [{ status: "asc" }, { position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: ideaResponseSelect,
  });
}
