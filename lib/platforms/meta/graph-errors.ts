// Turns a Graph API error body ({ error: { message, type, code, error_subcode, is_transient,
// error_user_msg } }) into the typed platform errors the pipeline understands, with a message a person can
// act on. Codes: https://developers.facebook.com/docs/graph-api/guides/error-handling and the per-product
// publishing error tables (Instagram 2207xxx subcodes, Facebook 13xxxxx, Threads shares Instagram's).
import { z } from "zod";
import {
  type PlatformError,
  PlatformAuthExpiredError,
  PlatformInvalidContentError,
  PlatformPermanentError,
  PlatformRateLimitedError,
  PlatformRetryableError,
} from "../errors";
import type { MetaProduct } from "./base-url";
import { metaRetryAt } from "./usage-headers";

export const graphErrorBody = z.object({
  error: z.object({
    message: z.string().default(""),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    is_transient: z.boolean().optional(),
    error_user_title: z.string().optional(),
    error_user_msg: z.string().optional(),
    fbtrace_id: z.string().optional(),
  }),
});
export type GraphErrorBody = z.infer<typeof graphErrorBody>["error"];

/** Code 10 "not enough viewers": the post has no insights yet. Its own class, so metrics read it as empty, not failed. */
export class InsightsNotReadyError extends PlatformPermanentError {}

const PRODUCT_LABEL: Record<MetaProduct, string> = { instagram: "Instagram", facebook: "Facebook", threads: "Threads" };

/** Throttling: app (4), user (17), page (32), custom (613), business use case (80001–80014). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
function isRateLimitCode(code: number | undefined): boolean {
  return code !== undefined && (RATE_LIMIT_CODES.has(code) || (code >= 80001 && code <= 80014));
}

/** Subcodes whose fix is in the post itself, with what to change. */
const CONTENT_SUBCODES: Record<number, string> = {
  2207003: "the media took too long to download; check the media URL is fast and public, then try again",
  2207004: "the image is too large; use an image under 8 MB",
  2207005: "the media format is not supported; use JPEG images and MP4/MOV videos",
  2207006: "the media could not be found at its URL; check the URL is public",
  2207008: "the media container expired; publish the post again",
  2207009: "the image aspect ratio is not supported; use a ratio between 4:5 and 1.91:1",
  2207010: "the caption is too long; shorten it to 2,200 characters",
  2207020: "the media container expired before it was published; publish the post again",
  2207023: "the media type is not recognised; send an image or a video",
  2207026: "the video format is not supported; use an H.264 MP4 or MOV video",
  2207028: "the carousel is invalid; use 2 to 10 images or videos",
  2207035: "product tags are not allowed on this media",
  2207052: "the media could not be fetched from its URL; check the URL is public and reachable",
  2207057: "the thumbnail offset is outside the video; choose a time within the video",
  2207081: "this account is not eligible for trial reels; publish it as a normal reel",
  1366046: "the photo could not be processed; use a JPEG or PNG under 4 MB",
  1366051: "the same photo was attached twice; remove the duplicate",
  2061006: "the link is not valid; check the URL",
  1609008: "links to facebook.com cannot be shared this way; remove the link",
};

/** Subcodes that no edit of the post will fix. */
const PERMANENT_SUBCODES: Record<number, string> = {
  2207001: "the network flagged this post as spam; change the text or try later",
  2207042: "the account reached its daily publishing limit (50 posts in 24 hours); publish later",
  2207050: "the account is restricted by the network; check the account in the app",
  2207051: "the network blocked this action as suspicious; check the account in the app",
  1346003: "the post was flagged as abusive by the network",
  1404102: "the post goes against community standards",
  1404112: "the account is limited by the network; check the page in the app",
  4854002: "the network asks the page admin to confirm their identity before posting",
  1390008: "posting too fast; wait a few minutes before the next post",
  4279013: "the account is restricted by the network; check the account in the app",
};

/** Auth subcodes: 458 app removed, 459 checkpoint, 460 password changed, 463 expired, 464 unconfirmed, 467 invalid. */
const AUTH_SUBCODE_TEXT: Record<number, string> = {
  458: "the app was removed from the account",
  459: "the account needs to log in to the app to pass a security check",
  460: "the account password was changed",
  463: "the access token has expired",
  464: "the account is not confirmed",
  467: "the access token is no longer valid",
  1404078: "the page needs Page Publishing Authorization",
};

export interface GraphFailure {
  product: MetaProduct;
  status: number;
  headers: Headers;
  /** The parsed `error` object, or undefined when the body was not a Graph error. */
  error?: GraphErrorBody;
  bodyText?: string;
}

export function classifyGraphError({ product, status, headers, error, bodyText }: GraphFailure): PlatformError {
  const label = PRODUCT_LABEL[product];
  if (!error) {
    if (status === 429) return new PlatformRateLimitedError(`${label} rate limit reached; publishing resumes later`, { status, retryAt: metaRetryAt(headers) });
    if (status >= 500) return new PlatformRetryableError(`${label} is temporarily unavailable (HTTP ${status}); will try again`, { status });
    const snippet = (bodyText ?? "").slice(0, 200);
    return new PlatformPermanentError(`${label} answered HTTP ${status} without an error description${snippet ? `: ${snippet}` : ""}`, { status });
  }

  const { code, error_subcode: subcode } = error;
  const detail = error.error_user_msg || error.message;

  if (isRateLimitCode(code) || status === 429) {
    const retryAt = metaRetryAt(headers);
    return new PlatformRateLimitedError(`${label} rate limit reached (${error.message || `code ${code}`}); publishing resumes after ${retryAt.toISOString()}`, {
      status,
      retryAt,
    });
  }

  if (subcode !== undefined && PERMANENT_SUBCODES[subcode]) {
    return new PlatformPermanentError(`${PERMANENT_SUBCODES[subcode]} (${label} ${code}/${subcode})`, { status });
  }
  if (subcode !== undefined && CONTENT_SUBCODES[subcode]) {
    return new PlatformInvalidContentError(`${CONTENT_SUBCODES[subcode]} (${label} ${code}/${subcode})`, { status });
  }

  // Expired, revoked or invalid tokens (190, 102), and missing permissions (10, 200–299) and the page
  // authorization subcode: all need a refresh or a reconnect.
  if (code === 10 && /not enough viewers/i.test(error.message)) {
    return new InsightsNotReadyError(`${label} has no insights for this post yet (not enough viewers)`, { status });
  }
  if (
    code === 190 ||
    code === 102 ||
    code === 104 ||
    code === 2500 ||
    code === 10 ||
    (code !== undefined && code >= 200 && code <= 299) ||
    subcode === 1404078
  ) {
    const why =
      (subcode !== undefined && AUTH_SUBCODE_TEXT[subcode]) ||
      (code === 10 || (code !== undefined && code >= 200 && code <= 299) ? "a permission is missing" : "the access token is not valid");
    return new PlatformAuthExpiredError(`${label}: ${why}; reconnect the account (${error.message})`, { status });
  }

  // Transient: unknown error (1), service unavailable (2), or flagged transient by the network.
  if (code === 1 || code === 2 || error.is_transient === true || status >= 500) {
    return new PlatformRetryableError(`${label} had a temporary problem (${detail}); will try again`, { status });
  }

  // Invalid parameter (100), media and video errors (36000–36008, 352, 6000, 9004, 9007 not ready).
  if (code === 9007) {
    // "Media not ready for publishing": the container is still processing. Retry; nothing was published.
    return new PlatformRetryableError(`${label} is still processing the media; will try again`, { status, notApplied: true });
  }
  if (code === 100 || code === 324 || code === 352 || code === 6000 || code === 9004 || (code !== undefined && code >= 36000 && code <= 36008)) {
    return new PlatformInvalidContentError(`${label} refused the post: ${detail}`, { status });
  }
  if (code === 368) return new PlatformPermanentError(`${label} temporarily blocked this account from posting: ${detail}`, { status });
  if (code === 506) return new PlatformPermanentError(`${label} refused a duplicate post: ${detail}`, { status });

  return new PlatformPermanentError(`${label} refused the request: ${detail}${code !== undefined ? ` (code ${code}${subcode ? `/${subcode}` : ""})` : ""}`, {
    status,
  });
}

/**
 * An Instagram/Threads container that ended in ERROR carries the reason in `status` ("Error: 2207026 …" or
 * just a subcode). Map it like a request error so the message says what to change.
 */
export function containerErrorFrom(product: MetaProduct, statusText: string | undefined, errorMessage?: string): PlatformError {
  const subcode = Number(/\b(2207\d{3}|\d{7})\b/.exec(statusText ?? "")?.[1]);
  if (Number.isFinite(subcode) && (CONTENT_SUBCODES[subcode] || PERMANENT_SUBCODES[subcode])) {
    return classifyGraphError({ product, status: 400, headers: new Headers(), error: { message: statusText ?? "", code: 9004, error_subcode: subcode } });
  }
  const reason = errorMessage || statusText || "no reason given";
  return new PlatformInvalidContentError(`${PRODUCT_LABEL[product]} could not process the media (${reason}); check the media URL and format`);
}
