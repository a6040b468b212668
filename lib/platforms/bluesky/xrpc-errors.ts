// XRPC failures from a PDS as platform errors. The PDS reports an expired access token as 400 ExpiredToken
// (not 401), rate limits as 429 with `ratelimit-reset` (epoch seconds), record validation as 400 InvalidRequest.
import { XRPCError } from "@atproto/api";
import {
  PlatformAuthExpiredError,
  PlatformInvalidContentError,
  PlatformPermanentError,
  PlatformRateLimitedError,
  PlatformRetryableError,
  retryAtFromHeaders,
  toPlatformError,
  type PlatformError,
} from "../errors";

const AUTH_ERRORS = new Set(["ExpiredToken", "InvalidToken", "AuthenticationRequired", "AuthMissing", "BadJwt"]);
const ACCOUNT_ERRORS = new Set(["AccountTakedown", "AccountDeactivated", "AccountSuspended"]);

export function blueskyError(error: unknown, doing: string): PlatformError {
  if (!(error instanceof XRPCError)) return toPlatformError(error);
  const status = error.status as number;
  const detail = error.message || error.error;
  if (status === 429) {
    const retryAt = retryAtFromHeaders(headersOf(error));
    return new PlatformRateLimitedError(`Bluesky is rate limiting ${doing}; try again after ${retryAt.toISOString()}`, { retryAt, status });
  }
  if (ACCOUNT_ERRORS.has(error.error)) {
    return new PlatformPermanentError(`the Bluesky account cannot post (${error.error}: ${detail})`, { status });
  }
  if (status === 401 || AUTH_ERRORS.has(error.error)) {
    return new PlatformAuthExpiredError(`the Bluesky session is no longer valid (${error.error}); reconnect with a new app password if this persists`, {
      status,
    });
  }
  if (status === 413) return new PlatformInvalidContentError(`Bluesky refused ${doing}: the file is too large`, { status });
  if (status >= 400 && status < 500) return new PlatformInvalidContentError(`Bluesky refused ${doing}: ${detail}`, { status });
  if (status === 1) return toPlatformError(error.cause ?? error);
  return new PlatformRetryableError(`Bluesky failed while ${doing} (${status} ${error.error}); will try again`, { status });
}

function headersOf(error: XRPCError): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(error.headers ?? {})) if (typeof value === "string") headers.set(name, value);
  return headers;
}
