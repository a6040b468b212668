// Downloads a post's media for networks that take bytes (X, LinkedIn, YouTube, Bluesky, Mastodon, Telegram,
// Discord, TikTok file uploads) through the SSRF-safe fetcher (lib/net/fetch-media.ts): public hosts only
// (or the app's own media base, or a host the operator allowed), no redirects into private networks, a size
// cap, a time limit and a content type the network takes.
// A URL the server must not or cannot use is the post's problem (invalid content: the person changes the
// URL); a slow or failing host is a blip (retryable; nothing reached the network yet).
import { fetchMedia, MEDIA_FETCH_TIMEOUT_MS } from "../net/fetch-media";
import { SafeFetchError } from "../net/safe-fetch";
import { PlatformInvalidContentError, PlatformRetryableError, type PlatformError } from "./errors";
import type { MediaKind } from "./types";

export interface DownloadedMedia {
  bytes: Buffer;
  contentType: string;
}

/** The content types a media item of this kind may have. */
export function mediaTypesFor(kind: MediaKind): string[] {
  return kind === "video" ? ["video/*"] : ["image/*"];
}

export async function downloadMedia(
  url: string,
  {
    maxBytes,
    field,
    signal,
    accept,
    timeoutMs = MEDIA_FETCH_TIMEOUT_MS,
  }: { maxBytes: number; field: string; signal: AbortSignal; accept: string[]; timeoutMs?: number },
): Promise<DownloadedMedia> {
  let fetched;
  try {
    fetched = await fetchMedia(url, { accept, maxBytes, timeoutMs, signal });
  } catch (error) {
    throw error instanceof SafeFetchError ? downloadError(error, field, url, maxBytes) : error;
  }
  if (fetched.bytes.length === 0) throw new PlatformInvalidContentError(`${field} is an empty file`, { field });
  return { bytes: fetched.bytes, contentType: fetched.contentType };
}

function downloadError(error: SafeFetchError, field: string, url: string, maxBytes: number): PlatformError {
  switch (error.code) {
    case "blocked_address":
      return new PlatformInvalidContentError(
        `${field} cannot be fetched: ${error.message} (an operator can allow an internal media host with POSTLANE_MEDIA_ALLOWED_HOSTS)`,
        { field, cause: error },
      );
    case "bad_url":
    case "too_many_redirects":
    case "bad_content_type":
      return new PlatformInvalidContentError(`${field} cannot be used: ${error.message}`, { field, cause: error });
    case "too_large":
      return new PlatformInvalidContentError(`${field} is too large: at most ${formatBytes(maxBytes)} (${error.message})`, { field, cause: error });
    case "bad_status":
      if (error.status !== undefined && error.status >= 400 && error.status < 500) {
        return new PlatformInvalidContentError(`${field} could not be downloaded (HTTP ${error.status} from ${url}); check the URL`, { field, cause: error });
      }
      return new PlatformRetryableError(`${field} could not be downloaded (HTTP ${error.status ?? "?"}); will try again`, { notApplied: true, cause: error });
    case "unresolvable":
    case "timeout":
    case "network":
      return new PlatformRetryableError(`could not download ${field}: ${error.message}; will try again`, { notApplied: true, cause: error });
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/webm": "webm",
};

/** A file name for a multipart upload (Telegram, Discord, Mastodon show it): the URL's last segment, else one from the type. */
export function mediaFilename(url: string, contentType: string, index: number): string {
  let last: string | undefined;
  try {
    last = decodeURIComponent(new URL(url).pathname.split("/").filter(Boolean).pop() ?? "");
  } catch {
    last = undefined;
  }
  const safe = last?.replace(/[^\w.-]/g, "_");
  if (safe && /\.\w+$/.test(safe)) return safe;
  return `media-${index + 1}.${EXTENSIONS[contentType] ?? "bin"}`;
}
