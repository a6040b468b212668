// YouTube Data API failures as platform errors. Google bodies: { error: { code, message, errors: [{ reason }] } }.
// quotaExceeded resets at midnight Pacific time; uploadLimitExceeded after a day.
import { PlatformAuthExpiredError, PlatformInvalidContentError, PlatformRateLimitedError, PlatformRetryableError, retryAtFromHeaders } from "../errors";

function reasonAndMessage(body: unknown): { reason: string; message: string } {
  const error = (body as { error?: { message?: unknown; errors?: { reason?: unknown }[] } } | undefined)?.error;
  const reason = typeof error?.errors?.[0]?.reason === "string" ? (error.errors[0].reason as string) : "";
  const message = typeof error?.message === "string" ? error.message : "no details";
  return { reason, message };
}

/** The next midnight in America/Los_Angeles, when the daily quota resets. */
export function nextPacificMidnight(now = new Date()): Date {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", hour: "numeric", minute: "numeric", second: "numeric", hourCycle: "h23" })
    .formatToParts(now)
    .reduce<Record<string, number>>((acc, p) => (p.type === "literal" ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  const elapsed = ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000;
  return new Date(now.getTime() - elapsed + 24 * 3600 * 1000);
}

export function throwYoutubeError(response: Response, body: unknown, what: string): never {
  const status = response.status;
  const { reason, message } = reasonAndMessage(body);
  if (reason === "quotaExceeded" || reason === "dailyLimitExceeded") {
    const retryAt = nextPacificMidnight();
    throw new PlatformRateLimitedError(`YouTube API quota is used up for today (${message}); uploads resume at ${retryAt.toISOString()}`, { status, retryAt });
  }
  if (reason === "uploadLimitExceeded") {
    const retryAt = new Date(Date.now() + 24 * 3600 * 1000);
    throw new PlatformRateLimitedError(`this channel reached YouTube's daily upload limit; will try again at ${retryAt.toISOString()}`, { status, retryAt });
  }
  if (status === 429 || reason === "rateLimitExceeded" || reason === "userRateLimitExceeded") {
    const retryAt = retryAtFromHeaders(response.headers);
    throw new PlatformRateLimitedError(`YouTube rate limit while ${what}; will try again at ${retryAt.toISOString()}`, { status, retryAt });
  }
  if (status === 401) throw new PlatformAuthExpiredError(`YouTube rejected the access token while ${what} (${message})`, { status });
  // A grant without the scope this call needs (Google's consent lets a person untick one): only a reconnect that
  // grants it helps, so it is an auth problem, not the post's content.
  if (status === 403 && reason === "insufficientPermissions")
    throw new PlatformAuthExpiredError(`the YouTube connection was not granted the permission needed for ${what}: reconnect the account and allow it`, {
      status,
    });
  if (status >= 500) throw new PlatformRetryableError(`YouTube failed while ${what} (HTTP ${status}); will try again`, { status });
  const field = /title/i.test(reason)
    ? "platformOptions.youtube.title"
    : /category/i.test(reason)
      ? "platformOptions.youtube.categoryId"
      : /tags/i.test(reason)
        ? "platformOptions.youtube.tags"
        : undefined;
  throw new PlatformInvalidContentError(`YouTube refused ${what}: ${reason ? `${reason}: ` : ""}${message}`, { status, field });
}
