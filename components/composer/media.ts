// The composer's media list, without React: what a picked file may be (the same rules POST /media/upload-url
// applies, checked before anything is uploaded), its kind, the post's mediaType, and where alt text lives.
import type { PlatformId } from "@/lib/platforms/ids";
import type { MediaKind } from "@/lib/platforms/types";
import { MEDIA_TYPES, contentTypeForExtension, isMediaContentType, maxBytesFor } from "@/lib/storage/media-rules";

export interface MediaItem {
  /** Stable id for React and drag and drop. */
  key: string;
  /** File name, or the last part of a linked URL. */
  name: string;
  kind: MediaKind;
  /** The public URL the post will use (known as soon as the upload URL is issued). */
  url: string | null;
  /** What the thumbnail shows: the local file while it uploads, else the public URL. */
  preview: string | null;
  status: "uploading" | "ready" | "failed";
  /** 0 to 1 while uploading. */
  progress: number;
  error?: string;
  alt: string;
}

/** The types people may pick, for the file input's accept list and messages. */
export const ACCEPTED_TYPES = Object.keys(MEDIA_TYPES).join(",");
const TYPE_NAMES = Object.values(MEDIA_TYPES)
  .map((ext) => ext.toUpperCase())
  .join(", ");

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024 * 1024)).toFixed(1).replace(/\.0$/, "")} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
  // Under a kilobyte in bytes: an empty library read "1 KB in storage" when this rounded up (issue 38).
  if (bytes < 1024) return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** The file's content type as the browser reports it, else from its extension (some systems report none). */
export function contentTypeOf(file: { name: string; type: string }): string {
  return file.type.toLowerCase() || (contentTypeForExtension(file.name) ?? "");
}

/** Why a picked file cannot be uploaded, or null. */
export function fileProblem(file: { name: string; type: string; size: number }): string | null {
  const type = contentTypeOf(file);
  if (!isMediaContentType(type)) return `${file.name}: ${type ? `${type} files` : "this kind of file"} cannot be posted; pick ${TYPE_NAMES}`;
  if (file.size === 0) return `${file.name} is empty`;
  const limit = maxBytesFor(type);
  if (file.size > limit)
    return `${file.name} is ${formatBytes(file.size)}; ${type.startsWith("video/") ? "videos" : "images"} can be at most ${formatBytes(limit)}`;
  return null;
}

export function kindOfType(contentType: string): MediaKind {
  return contentType.startsWith("video/") ? "video" : "image";
}

/** A linked or stored URL's kind: the post's declared mediaType, else its extension (as publishing decides). */
export function kindOfUrl(url: string, declared?: MediaKind | null): MediaKind {
  if (declared) return declared;
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  return kindOfType(contentTypeForExtension(path) ?? "image/");
}

/** The post's mediaType: one kind for all, or null for none or a mix (each URL then goes by its extension). */
export function mediaTypeOf(items: Pick<MediaItem, "kind">[]): MediaKind | null {
  const kinds = new Set(items.map((m) => m.kind));
  return kinds.size === 1 ? [...kinds][0] : null;
}

/** A URL's file name; for Postlane's own media without the unique id its key starts with (`<uuid>-name.png`). */
export function nameOfUrl(url: string): string {
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  const name = decodeURIComponent(path.split("/").filter(Boolean).pop() ?? url);
  return name.replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(?=.)/i, "");
}

// Alt text is the post's own mediaAltTexts, one per media item. Posts saved before it kept alt text in their
// options (Bluesky's and Mastodon's altTexts by position, Instagram's, Threads' and Pinterest's altText for the
// first): those are read back when such a post is reopened, and the per-item ones taken out of its options.
const PER_ITEM: readonly PlatformId[] = ["bluesky", "mastodon"];

type Options = Record<string, Record<string, unknown>>;

/** The alt texts of a post, one per media item (for reopening it in the editor). */
export function altTextsFrom(options: Options, count: number, own?: string[]): string[] {
  if (own?.some((a) => a !== "")) return Array.from({ length: count }, (_, i) => own[i] ?? "");
  const strings = (value: unknown) => (Array.isArray(value) ? value.map((v) => (typeof v === "string" ? v : "")) : null);
  const perItem = strings(options.bluesky?.altTexts) ?? strings(options.mastodon?.altTexts);
  const first = [options.instagram?.altText, options.threads?.altText, options.pinterest?.altText].find((v): v is string => typeof v === "string");
  return Array.from({ length: count }, (_, i) => perItem?.[i] ?? (i === 0 && first ? first : ""));
}

/** Options without the per-item alt texts, which the media list owns while the post is edited. */
export function withoutPerItemAltTexts(options: Options): Options {
  const next: Options = { ...options };
  for (const platform of PER_ITEM) {
    if (!next[platform]) continue;
    const { altTexts: _old, ...rest } = next[platform];
    next[platform] = rest;
  }
  return next;
}
