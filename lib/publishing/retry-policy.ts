// How often and how late a row is tried again. Both engines use the same numbers: the in-process worker
// schedules Post.nextAttemptAt itself, the Inngest function throws RetryAfterError with the same time.
import { PlatformRateLimitedError, type PlatformError } from "../platforms/errors";

export interface RetryPolicy {
  /** Attempts before a retryable failure becomes final. */
  maxAttempts: number;
  /** First backoff; doubles each attempt, ±20 % jitter so rows failing together spread out. */
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, backoffBaseMs: 5_000, backoffMaxMs: 10 * 60_000 };

export function backoffMs(policy: RetryPolicy, attempt: number, random = Math.random): number {
  const exponential = Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/** The pipeline's classification of a failure: a blip (timeout, 5xx, reset) or a rate limit is worth another try. */
export function isTransient(failure: PlatformError): boolean {
  return failure.kind === "retryable" || failure.kind === "rate_limited";
}

/**
 * When a transient failure of attempt `attempt` is tried again: not before the network's reset time after a
 * rate limit, else the policy's backoff. Shared by the row's retries (handle-step-error.ts) and the first
 * comment's (post-first-comment.ts).
 */
export function retryTimeAfter(failure: PlatformError, policy: RetryPolicy, attempt: number, now = Date.now()): Date {
  return failure instanceof PlatformRateLimitedError ? new Date(Math.max(failure.retryAt.getTime(), now)) : new Date(now + backoffMs(policy, attempt));
}
