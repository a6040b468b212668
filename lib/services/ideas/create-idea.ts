// Adds an idea at the end of its column (unassigned unless a status is given). Media from our own store is
// confirmed against it afterwards, as for posts (confirm-uploaded-media.ts).
import { db } from "../../db";
import { parseInput } from "../../errors";
import { ideaInput } from "../../schemas/ideas";
import { actorUserId } from "../actor";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { endOfColumn } from "./idea-positions";
import { ideaResponseSelect } from "../../serializers/idea-select";
import { notesOrNull } from "../notes-or-null";
import { ideaWebhookData } from "../../webhooks/payloads";
import { recordWebhookEvent } from "../../webhooks/record-webhook-event";

export async function createIdea({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: unknown }) {
  const data = parseInput(ideaInput, input);
  await requireWriter(workspaceId, actor, "create ideas");
  const status = data.status ?? "unassigned";
  const idea = await db.$transaction(async (tx) => {
    const position = await endOfColumn(tx, workspaceId, status);
    const created = await tx.idea.create({
      data: {
        workspaceId,
        createdByUserId: actorUserId(actor),
        title: data.title ?? null,
        caption: data.caption ?? null,
        tags: data.tags ?? [],
        mediaUrls: data.mediaUrls ?? [],
        mediaType: data.mediaType ?? null,
        notes: notesOrNull(data.notes),
        status,
        position,
      },
      select: ideaResponseSelect,
    });
    await recordWebhookEvent(tx, { workspaceId, type: "idea.created", data: ideaWebhookData(workspaceId, created) });
    return created;
  });
  await confirmUploadedMedia({ workspaceId, mediaUrls: data.mediaUrls ?? [] });
  return idea;
}
