// Changes an idea's fields (PATCH /ideas/{id}): only sent fields change; a new status moves it to the end
// of that column. New media from our own store is confirmed against it afterwards, as for posts.
import { db } from "../../db";
import { NotFoundError, parseInput } from "../../errors";
import { isUuid } from "../../schemas/common";
import { ideaInput } from "../../schemas/ideas";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { endOfColumn } from "./idea-positions";
import { ideaResponseSelect } from "../../serializers/idea-select";
import { notesOrNull } from "../notes-or-null";
import { recordIdeaMoved } from "./record-idea-moved";

export async function updateIdea({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string; changes: unknown } }) {
  if (!isUuid(input.id)) throw new NotFoundError("Idea");
  const data = parseInput(ideaInput, input.changes);
  await requireWriter(workspaceId, actor, "edit ideas");
  const id = input.id.toLowerCase();
  const updated = await db.$transaction(async (tx) => {
    const idea = await tx.idea.findFirst({ where: { id, workspaceId }, select: { status: true } });
    if (!idea) throw new NotFoundError("Idea");
    const moves = data.status !== undefined && data.status !== idea.status;
    const changed = await tx.idea.update({
      where: { id },
      data: {
        ...(data.title !== undefined ? { title: data.title } : {}),
        ...(data.caption !== undefined ? { caption: data.caption } : {}),
        ...(data.tags !== undefined ? { tags: data.tags } : {}),
        ...(data.mediaUrls !== undefined ? { mediaUrls: data.mediaUrls } : {}),
        ...(data.mediaType !== undefined ? { mediaType: data.mediaType } : {}),
        ...(data.notes !== undefined ? { notes: notesOrNull(data.notes) } : {}),
        ...(moves ? { status: data.status, position: await endOfColumn(tx, workspaceId, data.status!) } : {}),
      },
      select: ideaResponseSelect,
    });
    await recordIdeaMoved(tx, workspaceId, idea.status, changed);
    return changed;
  });
  if (data.mediaUrls !== undefined) await confirmUploadedMedia({ workspaceId, mediaUrls: data.mediaUrls });
  return updated;
}
