// The app's defaults for fetching a post's media for a network: its own media base is trusted, the limits
// follow the upload rules, and the caller narrows the accepted types to what its network takes.
import { storage } from "../storage";
import { cdnBaseUrl } from "../storage/cdn-url";
import { MAX_VIDEO_BYTES } from "../storage/media-rules";
import { safeFetch, type FetchedMedia, type SafeFetchOptions } from "./safe-fetch";

export const MEDIA_FETCH_TIMEOUT_MS = 120_000;

/** The app's own media bases: CDN_URL (or APP_URL/media) and the storage driver's public base. */
export function ownMediaPrefixes(): string[] {
  const storageBase = storage().publicUrl("x").replace(/\/x$/, "");
  return [...new Set([cdnBaseUrl(), storageBase])];
}

export function fetchMedia(url: string, options: Partial<SafeFetchOptions> & Pick<SafeFetchOptions, "accept">): Promise<FetchedMedia> {
  return safeFetch(url, {
    maxBytes: MAX_VIDEO_BYTES,
    timeoutMs: MEDIA_FETCH_TIMEOUT_MS,
    trustedPrefixes: ownMediaPrefixes(),
    ...options,
  });
}
