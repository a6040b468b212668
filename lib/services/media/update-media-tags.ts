// Files a library item under some words (lower-cased, without repeats), so it can be found by them.
import { db } from "../../db";
import { parseInput } from "../../errors";
import { mediaTagsInput } from "../../schemas/media";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { findLibraryMedia } from "./get-media";

export async function updateMediaTags({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string; tags: unknown } }) {
  const { tags } = parseInput(mediaTagsInput, { tags: input.tags });
  await requireWriter(workspaceId, actor, "tag media");
  const row = await findLibraryMedia(workspaceId, input.id);
  const unique = [...new Set(tags.map((t) => t.toLowerCase()))];
  await db.mediaObject.update({ where: { id: row.id }, data: { tags: unique } });
  return { id: row.id, tags: unique };
}
