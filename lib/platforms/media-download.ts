// Downloads a post's media for networks that take bytes (X, LinkedIn, YouTube, TikTok file uploads), with a
// size cap and a time limit. A missing file is the post's problem (invalid content); a slow or failing host
// is a blip (retryable).
// TODO(issue-6 merge): switch to lib/net/safe-fetch.ts (private-address blocking) once that branch lands.
import { PlatformInvalidContentError, PlatformRetryableError, toPlatformError } from "./errors";

export interface DownloadedMedia {
  bytes: Buffer;
  contentType: string;
}

export async function downloadMedia(
  url: string,
  { maxBytes, field, signal, timeoutMs = 120_000 }: { maxBytes: number; field: string; signal: AbortSignal; timeoutMs?: number },
): Promise<DownloadedMedia> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]), redirect: "follow" });
  } catch (error) {
    const platformError = toPlatformError(error);
    throw new PlatformRetryableError(`could not download ${field} (${url}): ${platformError.message}`, { notApplied: true, cause: error });
  }
  if (response.status >= 400 && response.status < 500) {
    throw new PlatformInvalidContentError(`${field} could not be downloaded (HTTP ${response.status} from ${url}); check the URL`, { field });
  }
  if (!response.ok || !response.body) {
    throw new PlatformRetryableError(`${field} could not be downloaded (HTTP ${response.status}); will try again`, { notApplied: true });
  }
  const declared = Number(response.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body.cancel().catch(() => undefined);
    throw new PlatformInvalidContentError(`${field} is too large: ${formatBytes(declared)}, at most ${formatBytes(maxBytes)}`, { field });
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      total += chunk.byteLength;
      if (total > maxBytes) await reader.cancel().catch(() => undefined);
      if (total > maxBytes) {
        throw new PlatformInvalidContentError(`${field} is too large: more than ${formatBytes(maxBytes)}`, { field });
      }
      chunks.push(Buffer.from(chunk));
    }
  } catch (error) {
    if (error instanceof PlatformInvalidContentError) throw error;
    throw new PlatformRetryableError(`downloading ${field} failed midway; will try again`, { notApplied: true, cause: error });
  }
  if (total === 0) throw new PlatformInvalidContentError(`${field} is an empty file`, { field });
  return { bytes: Buffer.concat(chunks), contentType: (response.headers.get("content-type") ?? "application/octet-stream").split(";")[0].trim() };
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
