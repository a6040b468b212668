// When a post is created, edited or published with media from our own store, the pending media objects behind
// those URLs are checked against the store (lib/services/media/check-stored-media.ts) and marked uploaded.
// Best effort: the post does not wait on a store that is down (the hourly sweep checks again), and URLs
// elsewhere cost nothing (no query at all).
import { db } from "../../db";
import { storage, storageKeyForUrl } from "../../storage";
import { checkStoredMedia, pendingMediaSelect, type MediaCheck } from "./check-stored-media";
import { logger } from "@/lib/observability/logger";

/**
 * Saved with a post (or idea, link page), a composer upload belongs to the library from now on, and the alt
 * texts written for it are remembered on the library file, offered again when it is reused (issue 38).
 */
async function keepInLibrary(workspaceId: string, keys: readonly (string | undefined)[], altTexts: readonly string[] | undefined) {
  const stored = keys.filter((key): key is string => key !== undefined);
  await db.mediaObject.updateMany({ where: { workspaceId, storageKey: { in: stored }, inLibrary: false }, data: { inLibrary: true } });
  const described = keys.flatMap((key, i) => (key !== undefined && altTexts?.[i]?.trim() ? [{ key, alt: altTexts[i].trim() }] : []));
  for (const { key, alt } of described) {
    await db.mediaObject.updateMany({ where: { workspaceId, storageKey: key }, data: { altText: alt } });
  }
}

export async function confirmUploadedMedia({
  workspaceId,
  mediaUrls,
  altTexts,
}: {
  workspaceId: string;
  mediaUrls: readonly string[];
  /** Alt text per entry of mediaUrls ("" none), remembered on the library files. */
  altTexts?: readonly string[];
}): Promise<Record<MediaCheck, number>> {
  const counts: Record<MediaCheck, number> = { uploaded: 0, missing: 0, rejected: 0 };
  try {
    const driver = storage();
    const keyPerUrl = mediaUrls.map((url) => storageKeyForUrl(url, driver));
    const keys = [...new Set(keyPerUrl.filter((key): key is string => key !== undefined))];
    if (keys.length === 0) return counts;
    await keepInLibrary(workspaceId, keyPerUrl, altTexts);
    const pending = await db.mediaObject.findMany({ where: { workspaceId, storageKey: { in: keys }, status: "pending" }, select: pendingMediaSelect });
    const outcomes = await Promise.allSettled(pending.map((media) => checkStoredMedia(media, driver)));
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === "fulfilled") counts[outcome.value]++;
      else logger().warn({ storageKey: pending[index].storageKey, err: outcome.reason }, "could not check media in the store; the hourly sweep will");
    }
  } catch (error) {
    // The post is saved already; its media is checked again by the hourly sweep.
    logger().warn({ err: error }, "media confirmation skipped");
  }
  return counts;
}
