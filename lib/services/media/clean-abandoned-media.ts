// Files uploaded in the composer for a post that was never saved (issue 38): the composer uploads as soon as a
// file is picked, so an abandoned draft leaves files nobody will find again. Such a file is kept out of the
// library (inLibrary false) until a post, idea or link page is saved with it, or it is uploaded again through
// the API; the hourly sweep (clean-stale-media.ts) removes it with its thumbnail once it is old enough and no
// post uses it — the same wait as for an upload that never arrived.
import { db } from "../../db";
import type { StorageDriver } from "../../storage/types";
import { mediaUsage } from "./media-usage";
import { logger } from "@/lib/observability/logger";

const BATCH = 200;

export async function cleanAbandonedMedia({ driver, before }: { driver: StorageDriver; before: Date }, workspaceIds?: string[]): Promise<number> {
  const abandoned = await db.mediaObject.findMany({
    where: { status: "uploaded", inLibrary: false, createdAt: { lt: before }, ...(workspaceIds ? { workspaceId: { in: workspaceIds } } : {}) },
    orderBy: { createdAt: "asc" },
    take: BATCH,
    select: { id: true, workspaceId: true, storageKey: true, publicUrl: true, thumbnailKey: true },
  });
  let removed = 0;
  for (const media of abandoned) {
    // Usage is read from the posts themselves: a post saved by a path that did not mark the file keeps it.
    const usage = await mediaUsage(media.workspaceId, [media.publicUrl]);
    if (usage.has(media.publicUrl)) {
      await db.mediaObject.update({ where: { id: media.id }, data: { inLibrary: true } });
      continue;
    }
    // Guarded: a post saved meanwhile has marked the file kept.
    const { count } = await db.mediaObject.deleteMany({ where: { id: media.id, inLibrary: false } });
    if (count === 0) continue;
    removed++;
    try {
      await Promise.all([driver.remove(media.storageKey), media.thumbnailKey ? driver.remove(media.thumbnailKey) : undefined]);
    } catch (error) {
      logger().warn({ storageKey: media.storageKey, err: error }, "abandoned media object not removed from the store");
    }
  }
  return removed;
}
