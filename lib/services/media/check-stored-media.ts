// Settles one pending media object against what the store really holds. The local driver marks uploads
// itself as the PUT arrives; an S3 PUT goes straight to the bucket, so the app learns of it only by asking
// (a HEAD) — when a post uses the media, and in the hourly stale-media sweep.
//   stored and within the grant → uploaded, with the stored size and type (a generic upload: the type its
//     first bytes show, which the store then serves it with; none of the accepted types → deleted)
//   stored but outside the grant (another type, bigger than allowed or than declared) → object and row deleted
//   nothing stored → left pending (the stale sweep deletes the row once the upload URL is long dead)
import { db } from "../../db";
import { GENERIC_CONTENT_TYPE, MAX_UPLOAD_BYTES, isMediaContentType, maxBytesFor, sniffMediaType } from "../../storage/media-rules";
import type { StorageDriver, StoredObject } from "../../storage/types";
import { claimContentHash } from "./content-hash";
import { makeImageThumbnail } from "./make-image-thumbnail";
import { thumbnailKeyFor } from "./thumbnail-key";
import { logger } from "@/lib/observability/logger";

export interface PendingMedia {
  id: string;
  workspaceId: string;
  storageKey: string;
  contentType: string;
  sizeBytes: bigint | null;
}

export type MediaCheck = "uploaded" | "missing" | "rejected";

export const pendingMediaSelect = { id: true, workspaceId: true, storageKey: true, contentType: true, sizeBytes: true } as const;

function outsideGrant(media: PendingMedia, stored: StoredObject): string | undefined {
  if (stored.contentType !== null && stored.contentType !== media.contentType) return `stored as ${stored.contentType}, signed for ${media.contentType}`;
  if (media.sizeBytes !== null && BigInt(stored.sizeBytes) !== media.sizeBytes) return `${stored.sizeBytes} bytes, signed for exactly ${media.sizeBytes}`;
  const limit = isMediaContentType(media.contentType) ? maxBytesFor(media.contentType) : media.contentType === GENERIC_CONTENT_TYPE ? MAX_UPLOAD_BYTES : 0;
  if (stored.sizeBytes > limit) return `${stored.sizeBytes} bytes, over the ${limit}-byte limit for ${media.contentType}`;
  if (stored.sizeBytes === 0) return "an empty file";
  return undefined;
}

/** A generic upload's real type from its first bytes, and why it cannot stay when they show none or it is too big. */
async function learnGenericType(media: PendingMedia, stored: StoredObject, driver: StorageDriver): Promise<{ contentType: string } | { problem: string }> {
  const sniffed = sniffMediaType((await driver.readStart(media.storageKey, 16)) ?? new Uint8Array());
  if (!sniffed) return { problem: "not one of the accepted media types" };
  if (stored.sizeBytes > maxBytesFor(sniffed)) return { problem: `${stored.sizeBytes} bytes, over the ${maxBytesFor(sniffed)}-byte limit for ${sniffed}` };
  await driver.setContentType(media.storageKey, sniffed);
  return { contentType: sniffed };
}

export async function checkStoredMedia(media: PendingMedia, driver: StorageDriver, now = new Date()): Promise<MediaCheck> {
  const stored = await driver.stat(media.storageKey);
  if (!stored) return "missing";
  let problem = outsideGrant(media, stored);
  let contentType = stored.contentType ?? media.contentType;
  if (!problem && media.contentType === GENERIC_CONTENT_TYPE) {
    const learned = await learnGenericType(media, stored, driver);
    if ("problem" in learned) problem = learned.problem;
    else contentType = learned.contentType;
  }
  if (problem) {
    logger().warn({ storageKey: media.storageKey, problem }, "media removed");
    await driver.remove(media.storageKey);
    await db.mediaObject.deleteMany({ where: { id: media.id, status: "pending" } });
    await driver.remove(thumbnailKeyFor(media.workspaceId, media.id));
    return "rejected";
  }
  // Guarded by status: a local PUT that completed meanwhile has already written the same facts.
  const { count } = await db.mediaObject.updateMany({
    where: { id: media.id, status: "pending" },
    data: { status: "uploaded", uploadedAt: now, sizeBytes: BigInt(stored.sizeBytes), contentType },
  });
  if (count > 0) await Promise.all([makeImageThumbnail(media.storageKey), claimContentHash(media, stored.sizeBytes, driver)]);
  return "uploaded";
}
