// A library file as every reader sees it (API, MCP, web app): one shape from one row, so they cannot drift.
import type { MediaAssetResponse } from "../../schemas/media";
import { storage } from "../../storage";
import { usageOf, type MediaUsage } from "./media-usage";

export const mediaAssetSelect = {
  id: true,
  storageKey: true,
  publicUrl: true,
  filename: true,
  contentType: true,
  sizeBytes: true,
  width: true,
  height: true,
  durationMs: true,
  thumbnailKey: true,
  tags: true,
  altText: true,
  createdAt: true,
  createdByUserId: true,
  createdByApiKeyId: true,
} as const;

export interface MediaAssetRow {
  id: string;
  storageKey: string;
  publicUrl: string;
  filename: string | null;
  contentType: string;
  sizeBytes: bigint | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  thumbnailKey: string | null;
  tags: string[];
  altText: string | null;
  createdAt: Date;
  createdByUserId: string | null;
  createdByApiKeyId: string | null;
}

/** The file's name: the one it was uploaded with, else the last part of its key. */
export function mediaName(row: Pick<MediaAssetRow, "filename" | "storageKey">): string {
  return row.filename ?? row.storageKey.split("/").pop()!;
}

export function toMediaAsset(row: MediaAssetRow, usage: Map<string, MediaUsage>, names: Map<string, string | null>): MediaAssetResponse {
  return {
    id: row.id,
    name: mediaName(row),
    kind: row.contentType.startsWith("video/") ? "video" : "image",
    contentType: row.contentType,
    sizeBytes: Number(row.sizeBytes ?? 0),
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    url: row.publicUrl,
    thumbnailUrl: row.thumbnailKey ? storage().publicUrl(row.thumbnailKey) : null,
    tags: row.tags,
    altText: row.altText,
    uploadedBy: {
      userId: row.createdByUserId,
      apiKeyId: row.createdByApiKeyId,
      name: row.createdByUserId ? (names.get(row.createdByUserId) ?? null) : null,
    },
    createdAt: row.createdAt.toISOString(),
    usedBy: usageOf(usage, row.publicUrl),
  };
}
