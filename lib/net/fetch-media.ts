// The app's defaults for fetching a post's media for a network: its own media base and the operator's allowed
// hosts (POSTLANE_MEDIA_ALLOWED_HOSTS) are trusted, the limits follow the upload rules, and the caller narrows
// the accepted types to what its network takes.
import { env } from "../env";
import { storage } from "../storage";
import { MAX_VIDEO_BYTES } from "../storage/media-rules";
import { safeFetch, type FetchedMedia, type SafeFetchOptions } from "./safe-fetch";

export const MEDIA_FETCH_TIMEOUT_MS = 120_000;

/** The app's own media base: where the storage driver serves objects (CDN_URL, APP_URL/media, or the bucket). */
export function ownMediaPrefixes(): string[] {
  return [storage().publicUrl("x").replace(/\/x$/, "")];
}

export function fetchMedia(url: string, options: Partial<SafeFetchOptions> & Pick<SafeFetchOptions, "accept">): Promise<FetchedMedia> {
  return safeFetch(url, {
    maxBytes: MAX_VIDEO_BYTES,
    timeoutMs: MEDIA_FETCH_TIMEOUT_MS,
    trustedPrefixes: ownMediaPrefixes(),
    allowedHosts: env().POSTLANE_MEDIA_ALLOWED_HOSTS,
    ...options,
  });
}
