// TikTok Content Posting failures as platform errors. Every response has { error: { code, message, log_id } };
// code "ok" means success even on the same envelope.
import {
  PlatformAuthExpiredError,
  PlatformInvalidContentError,
  PlatformPermanentError,
  PlatformRateLimitedError,
  PlatformRetryableError,
  retryAtFromHeaders,
} from "../errors";

const AUTH_CODES = new Set(["access_token_invalid", "scope_not_authorized", "scope_permission_missed"]);
const PERMANENT_CODES = new Set([
  "spam_risk_too_many_posts",
  "spam_risk_user_banned_from_posting",
  "spam_risk_too_many_pending_share",
  "reached_active_user_cap",
  "unaudited_client_can_only_post_to_private_accounts",
  "url_ownership_unverified",
]);

export function tiktokErrorCode(body: unknown): { code: string; message: string } {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return {
    code: typeof error?.code === "string" ? error.code : "",
    message: typeof error?.message === "string" && error.message !== "" ? error.message : "no details",
  };
}

export function throwTiktokError(response: Response, body: unknown, what: string): never {
  const status = response.status;
  const { code, message } = tiktokErrorCode(body);
  if (status === 429 || code === "rate_limit_exceeded") {
    const retryAt = retryAtFromHeaders(response.headers);
    throw new PlatformRateLimitedError(`TikTok rate limit while ${what} (${message}); will try again at ${retryAt.toISOString()}`, { status, retryAt });
  }
  if (status === 401 || AUTH_CODES.has(code)) {
    throw new PlatformAuthExpiredError(`TikTok rejected the access token while ${what} (${code || status}: ${message})`, { status });
  }
  if (status >= 500 || code === "internal_error")
    throw new PlatformRetryableError(`TikTok failed while ${what} (${code || status}); will try again`, { status });
  if (PERMANENT_CODES.has(code)) throw new PlatformPermanentError(`TikTok refused ${what}: ${code}: ${message}`, { status });
  const field = code === "privacy_level_option_mismatch" ? "platformOptions.tiktok.privacyLevel" : undefined;
  throw new PlatformInvalidContentError(`TikTok refused ${what}: ${code || `HTTP ${status}`}: ${message}`, { status, field });
}
