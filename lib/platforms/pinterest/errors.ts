// Pinterest API v5 failures as platform errors. Every error body is `{ code: integer, message: string }`
// (Pinterest.Lib.Error in https://github.com/pinterest/api-description v5/openapi.json).
import {
  PlatformAuthExpiredError,
  PlatformInvalidContentError,
  PlatformPermanentError,
  PlatformRateLimitedError,
  PlatformRetryableError,
  retryAtFromHeaders,
} from "../errors";

export function pinterestErrorText(body: unknown): string {
  const error = body as { code?: unknown; message?: unknown } | undefined;
  const message = typeof error?.message === "string" && error.message !== "" ? error.message : "no details";
  return typeof error?.code === "number" ? `${error.code}: ${message}` : message;
}

/** `field` names the request field a 400/404 is about when the caller knows it (the board of a Pin). */
export function throwPinterestError(response: Response, body: unknown, what: string, field?: string): never {
  const status = response.status;
  const detail = pinterestErrorText(body);
  if (status === 429) {
    const retryAt = retryAtFromHeaders(response.headers);
    throw new PlatformRateLimitedError(`Pinterest rate limit while ${what} (${detail}); will try again at ${retryAt.toISOString()}`, { status, retryAt });
  }
  // 401: the token is expired or revoked. A 403 naming a scope means the grant lacks it: only a reconnect
  // (which asks for the scope again) helps, the same road as an expired grant.
  if (status === 401 || (status === 403 && /scope/i.test(detail))) {
    throw new PlatformAuthExpiredError(`Pinterest rejected the access token while ${what} (${detail})`, { status });
  }
  if (status >= 500) throw new PlatformRetryableError(`Pinterest failed while ${what} (HTTP ${status}); will try again`, { status });
  if (status === 403) throw new PlatformPermanentError(`Pinterest refused ${what}: ${detail}`, { status });
  throw new PlatformInvalidContentError(`Pinterest refused ${what}: ${detail}`, { status, field });
}
