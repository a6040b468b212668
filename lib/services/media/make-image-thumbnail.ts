// Once an image upload is in the store (local PUT received, or an S3 PUT confirmed), its pixel size and a
// thumbnail are recorded for the media library. Best effort: a file sharp cannot read stays in the library
// with the generic icon, and the upload itself never fails because of it.
import { db } from "../../db";
import { storage } from "../../storage";
import { maxBytesFor } from "../../storage/media-rules";
import { renderThumbnail, thumbnailKeyFor } from "./thumbnail-key";
import { logger } from "@/lib/observability/logger";

export async function makeImageThumbnail(storageKey: string): Promise<void> {
  try {
    const media = await db.mediaObject.findUnique({ where: { storageKey }, select: { id: true, workspaceId: true, contentType: true, status: true } });
    if (!media || media.status !== "uploaded" || !media.contentType.startsWith("image/")) return;
    const driver = storage();
    const bytes = await driver.readStart(storageKey, maxBytesFor("image/jpeg") + 1);
    if (!bytes) return;
    const { thumbnail, width, height } = await renderThumbnail(bytes);
    const key = thumbnailKeyFor(media.workspaceId, media.id);
    await driver.put(key, thumbnail, "image/webp");
    await db.mediaObject.updateMany({ where: { id: media.id }, data: { thumbnailKey: key, width, height } });
  } catch (error) {
    logger().warn({ storageKey, err: error }, "no thumbnail for this image");
  }
}
