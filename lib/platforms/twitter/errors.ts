// X API v2 failures as platform errors. X answers with problem details ({ title, detail, type, status }) or
// { errors: [{ message }] }; 429 carries x-rate-limit-reset (epoch seconds).
import {
  PlatformAuthExpiredError,
  PlatformInvalidContentError,
  PlatformPermanentError,
  PlatformRateLimitedError,
  PlatformRetryableError,
  retryAtFromHeaders,
} from "../errors";

function describe(body: unknown): string {
  if (body && typeof body === "object") {
    const b = body as { detail?: unknown; title?: unknown; errors?: { message?: unknown }[] };
    if (typeof b.detail === "string") return b.detail;
    const first = Array.isArray(b.errors) ? b.errors[0]?.message : undefined;
    if (typeof first === "string") return first;
    if (typeof b.title === "string") return b.title;
  }
  return "no details";
}

/**
 * X's answer to a user token short of a scope the endpoint lists (a person can untick scopes on X's authorize
 * page): a bare problem-details 403, `{ title: "Forbidden", type: "about:blank", detail: "Forbidden" }`, with no
 * reason of its own (docs.x.com does not document the wording; the stand-in sends this body). Every other 403
 * names its reason in `detail` (duplicate content, a deleted reply target, "You are not permitted to perform
 * this action." for a suspended or restricted account) or a problem type (client-forbidden,
 * unsupported-authentication), and stays what it was.
 */
function isMissingScope(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const b = body as { title?: unknown; detail?: unknown; type?: unknown; errors?: unknown };
  return b.title === "Forbidden" && (b.detail === undefined || b.detail === "Forbidden") && (b.type === undefined || b.type === "about:blank") && !b.errors;
}

export function throwTwitterError(response: Response, body: unknown, what: string): never {
  const status = response.status;
  const detail = describe(body);
  if (status === 429) {
    const retryAt = retryAtFromHeaders(response.headers);
    throw new PlatformRateLimitedError(`X rate limit reached while ${what}; posting resumes at ${retryAt.toISOString()}`, { status, retryAt });
  }
  if (status === 401)
    throw new PlatformAuthExpiredError(`X rejected the access token while ${what} (${detail}); reconnect the account if this persists`, { status });
  if (status >= 500) throw new PlatformRetryableError(`X failed while ${what} (HTTP ${status}); will try again`, { status });
  if (status === 403) {
    // Only a reconnect that grants the scope helps: an auth problem (requires_reauth), not the post's content.
    if (isMissingScope(body))
      throw new PlatformAuthExpiredError(`the X connection was not granted the permission needed for ${what}: reconnect the account and allow it`, { status });
    if (/usage.?cap|UsageCapExceeded/i.test(detail + JSON.stringify(body ?? ""))) {
      throw new PlatformPermanentError(`X's monthly usage cap for this app is reached: ${detail}`, { status });
    }
    if (/duplicate/i.test(detail))
      throw new PlatformInvalidContentError(`X refuses duplicate content: ${detail}; change the text`, { status, field: "caption" });
    throw new PlatformPermanentError(`X refused ${what}: ${detail}`, { status });
  }
  throw new PlatformInvalidContentError(`X refused ${what}: ${detail}`, { status });
}
