// A library file's facts in words, the same on the Media library page and in the composer's picker.
import { formatBytes } from "@/components/composer/media";
import type { MediaAssetResponse } from "@/lib/schemas/media";
import { formatDuration } from "./use-media-library";

/** "PNG · 12 KB · 1200×630" (and a video's length). */
export function assetFacts(asset: MediaAssetResponse): string {
  const parts = [asset.contentType.split("/")[1].toUpperCase(), formatBytes(asset.sizeBytes)];
  if (asset.width && asset.height) parts.push(`${asset.width}×${asset.height}`);
  if (asset.durationMs !== null) parts.push(formatDuration(asset.durationMs));
  return parts.join(" · ");
}

/** Where the file is used: "Not used in any post", "Used in 2 posts (1 scheduled)". */
export function assetUsage({ posts, scheduledPosts }: MediaAssetResponse["usedBy"]): string {
  if (posts === 0) return "Not used in any post";
  const base = `Used in ${posts === 1 ? "1 post" : `${posts} posts`}`;
  return scheduledPosts > 0 ? `${base} (${scheduledPosts} scheduled)` : base;
}

/** "No files yet", "1 file, 12 KB in storage". */
export function storageTotal({ files, bytes }: { files: number; bytes: number }): string {
  if (files === 0) return "No files yet";
  return `${files === 1 ? "1 file" : `${files} files`}, ${formatBytes(bytes)} in storage`;
}
