// How often and how late a row is tried again. Both engines use the same numbers: the in-process worker
// schedules Post.nextAttemptAt itself, the Inngest function throws RetryAfterError with the same time.
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
