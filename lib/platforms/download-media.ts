// Downloads a post's media so an adapter can upload the bytes (Bluesky blobs, Mastodon media, Telegram and
// Discord multipart). Bounded in size and time so a huge or slow URL cannot exhaust memory or stall a row.
// (A general SSRF-safe fetcher is being written for media import in lib/net/safe-fetch.ts; this one only
// reads URLs already accepted into a post and limits what it will hold.)
import { PlatformInvalidContentError, PlatformRetryableError } from "./errors";

export interface DownloadedMedia {
  bytes: Uint8Array;
  contentType: string;
  filename: string;
}

export interface DownloadOptions {
  maxBytes: number;
  /** The request's field for messages, e.g. `mediaUrls[1]`. */
  field: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const EXTENSION_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
};

export async function downloadMedia(url: string, options: DownloadOptions): Promise<DownloadedMedia> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 60_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: "follow" });
  } catch (error) {
    throw new PlatformRetryableError(`${options.field}: the media could not be downloaded (${(error as Error).message})`, {
      notApplied: true,
      cause: error,
    });
  }
  if (!response.ok) {
    const message = `${options.field}: the media could not be downloaded (HTTP ${response.status})`;
    if (response.status >= 500 || response.status === 429) throw new PlatformRetryableError(message, { notApplied: true, status: response.status });
    throw new PlatformInvalidContentError(message, { field: options.field, status: response.status });
  }
  const declared = Number(response.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await response.body?.cancel();
    throw tooLarge(options, declared);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > options.maxBytes) {
        await reader.cancel();
        throw tooLarge(options, total);
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const filename = filenameOf(url);
  const headerType = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  const contentType =
    headerType && headerType !== "application/octet-stream" ? headerType : (EXTENSION_TYPES[extensionOf(filename)] ?? "application/octet-stream");
  return { bytes, contentType, filename };
}

function tooLarge(options: DownloadOptions, size: number): PlatformInvalidContentError {
  return new PlatformInvalidContentError(
    `${options.field}: the file is too large for this network (${size} bytes or more, at most ${options.maxBytes})`,
    { field: options.field },
  );
}

function filenameOf(url: string): string {
  try {
    const last = new URL(url).pathname.split("/").filter(Boolean).pop();
    return last ? decodeURIComponent(last) : "media";
  } catch {
    return "media";
  }
}

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot === -1 ? "" : filename.slice(dot + 1).toLowerCase();
}
