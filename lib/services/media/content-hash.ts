// The content hash that makes the media library one entry per file (issue 38). The server computes it from
// the stored bytes once they arrive (never trusting a hash the client sends: that one only finds a match
// before uploading), and the first upload of those bytes in the workspace claims it. Another row with the
// same bytes (uploaded by a client that sent no hash, or twice at once) keeps a null hash: it stays a
// separate entry, since its public URL may already be in a post, and the sweep removes it once unused.
import crypto from "node:crypto";
import { db } from "../../db";
import type { StorageDriver } from "../../storage/types";
import { logger } from "@/lib/observability/logger";

/** Larger files (long videos) are not read back to hash them: they stay unhashed, never deduplicated. */
export const MAX_HASHED_BYTES = 100 * 1024 * 1024;

export function sha256Hex(bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

/** The uploaded row's hash, from the store's bytes; a no-op when too large, unreadable or already claimed. */
export async function claimContentHash(
  media: { id: string; workspaceId: string; storageKey: string },
  sizeBytes: number,
  driver: StorageDriver,
): Promise<string | null> {
  if (sizeBytes <= 0 || sizeBytes > MAX_HASHED_BYTES) return null;
  try {
    const bytes = await driver.readStart(media.storageKey, sizeBytes);
    if (!bytes || bytes.length !== sizeBytes) return null;
    const hash = sha256Hex(bytes);
    const taken = await db.mediaObject.findFirst({ where: { workspaceId: media.workspaceId, contentSha256: hash }, select: { id: true } });
    if (taken) return taken.id === media.id ? hash : null;
    await db.mediaObject.update({ where: { id: media.id }, data: { contentSha256: hash } });
    return hash;
  } catch (error) {
    // A unique violation (the same bytes claimed meanwhile) or a store error: the row stays unhashed.
    logger().warn({ storageKey: media.storageKey, err: error }, "media content hash not recorded");
    return null;
  }
}
