// LinkedIn REST failures as platform errors. Bodies look like { status, serviceErrorCode, code, message };
// 401 EXPIRED_ACCESS_TOKEN / REVOKED_ACCESS_TOKEN mean the token is gone; 429 is the daily throttle.
import {
  PlatformAuthExpiredError,
  PlatformInvalidContentError,
  PlatformPermanentError,
  PlatformRateLimitedError,
  PlatformRetryableError,
  retryAtFromHeaders,
} from "../errors";
import { linkedinVersion } from "./version";

function describe(body: unknown): string {
  if (body && typeof body === "object") {
    const b = body as { message?: unknown; code?: unknown };
    return [b.code, b.message].filter((v) => typeof v === "string").join(": ") || "no details";
  }
  return "no details";
}

export function throwLinkedinError(response: Response, body: unknown, what: string): never {
  const status = response.status;
  const detail = describe(body);
  if (status === 429) {
    // LinkedIn's limits are per day and it sends no reset header; Retry-After is honoured when present.
    const retryAt = retryAtFromHeaders(response.headers, new Date(), 60 * 60);
    throw new PlatformRateLimitedError(`LinkedIn throttled ${what}; will try again at ${retryAt.toISOString()}`, { status, retryAt });
  }
  if (status === 401) throw new PlatformAuthExpiredError(`LinkedIn rejected the access token while ${what} (${detail})`, { status });
  if (status >= 500) throw new PlatformRetryableError(`LinkedIn failed while ${what} (HTTP ${status}); will try again`, { status });
  if (status === 426) {
    throw new PlatformPermanentError(
      `LinkedIn no longer accepts API version ${linkedinVersion()} (${detail}); set LINKEDIN_API_VERSION to a current YYYYMM version`,
      { status },
    );
  }
  if (status === 403)
    throw new PlatformPermanentError(`LinkedIn does not allow ${what} for this account (${detail}); check the app's permissions and reconnect`, { status });
  if (status === 422 && /duplicate/i.test(detail))
    throw new PlatformInvalidContentError(`LinkedIn refuses duplicate content: ${detail}`, { status, field: "caption" });
  throw new PlatformInvalidContentError(`LinkedIn refused ${what}: ${detail}`, { status });
}
