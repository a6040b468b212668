// Deletes a library file: the stored object, its thumbnail and the row. Refused (409) while a scheduled or
// queued post uses it, since that post would fetch a missing file when it publishes; drafts and published
// posts do not hold it (a published post's networks keep their own copy).
import { db } from "../../db";
import { ConflictError } from "../../errors";
import { storage } from "../../storage";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { findLibraryMedia } from "./get-media";
import { mediaName } from "./media-asset";
import { mediaUsage, usageOf } from "./media-usage";

export async function deleteMedia({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }) {
  await requireWriter(workspaceId, actor, "delete media");
  const row = await findLibraryMedia(workspaceId, input.id);
  const { scheduledPosts } = usageOf(await mediaUsage(workspaceId, [row.publicUrl]), row.publicUrl);
  if (scheduledPosts > 0) {
    throw new ConflictError(
      `${mediaName(row)} is used by ${scheduledPosts === 1 ? "a scheduled post" : `${scheduledPosts} scheduled posts`}; ` +
        "remove it from those posts or wait until they are published, then delete it",
    );
  }
  // Row first: a failed store call leaves an orphaned object (harmless), never a row pointing at nothing.
  await db.mediaObject.delete({ where: { id: row.id } });
  const driver = storage();
  await Promise.all([driver.remove(row.storageKey), row.thumbnailKey ? driver.remove(row.thumbnailKey) : undefined]);
  return { id: row.id, deleted: true as const };
}
