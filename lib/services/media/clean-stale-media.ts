// The hourly stale-media sweep (Inngest cron `clean-stale-media`, or the in-process sweep without Inngest):
// media objects still pending long after their upload URL expired are settled against the store. Uploaded
// after all (an S3 PUT nobody confirmed, e.g. media kept only on an idea) → marked uploaded; never uploaded,
// or outside what was signed → the stored object (if any) and the row are deleted. Then the files of abandoned
// composer drafts go the same way (clean-abandoned-media.ts).
import { db } from "../../db";
import { storage } from "../../storage";
import { checkStoredMedia, pendingMediaSelect } from "./check-stored-media";
import { cleanAbandonedMedia } from "./clean-abandoned-media";
import { thumbnailKeyFor } from "./thumbnail-key";
import { logger } from "@/lib/observability/logger";

/** Far beyond the 15-minute upload URL: nothing can still be on its way. */
export const STALE_PENDING_MEDIA_MS = 24 * 60 * 60_000;
const BATCH = 500;

export interface StaleMediaReport {
  checked: number;
  /** Found in the store and marked uploaded. */
  confirmed: number;
  /** Rows deleted (never uploaded), with their object when one was stored outside its grant. */
  removed: number;
  /** Left for the next run: the store could not be asked. */
  failed: number;
  /** Composer uploads of drafts never saved (clean-abandoned-media.ts), removed with their object. */
  abandoned: number;
}

export async function cleanStaleMedia({
  now = new Date(),
  olderThanMs = STALE_PENDING_MEDIA_MS,
  workspaceIds,
}: { now?: Date; olderThanMs?: number; workspaceIds?: string[] } = {}): Promise<StaleMediaReport> {
  const report: StaleMediaReport = { checked: 0, confirmed: 0, removed: 0, failed: 0, abandoned: 0 };
  const driver = storage();
  const stale = await db.mediaObject.findMany({
    where: { status: "pending", createdAt: { lt: new Date(now.getTime() - olderThanMs) }, ...(workspaceIds ? { workspaceId: { in: workspaceIds } } : {}) },
    orderBy: { createdAt: "asc" },
    take: BATCH,
    select: pendingMediaSelect,
  });
  for (const media of stale) {
    report.checked++;
    try {
      const outcome = await checkStoredMedia(media, driver, now);
      if (outcome === "uploaded") report.confirmed++;
      else if (outcome === "rejected") report.removed++;
      else {
        // Guarded by status: an upload that was confirmed meanwhile keeps its row. A video's browser-made
        // thumbnail can exist before the upload is confirmed: it goes with the row (library, issue 26).
        const { count } = await db.mediaObject.deleteMany({ where: { id: media.id, status: "pending" } });
        if (count > 0) await driver.remove(thumbnailKeyFor(media.workspaceId, media.id));
        report.removed += count;
      }
    } catch (error) {
      report.failed++;
      logger().warn({ storageKey: media.storageKey, err: error }, "stale media not settled");
    }
  }
  report.abandoned = await cleanAbandonedMedia({ driver, before: new Date(now.getTime() - olderThanMs) }, workspaceIds);
  return report;
}
