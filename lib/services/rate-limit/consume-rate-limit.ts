// Per-key request budget per minute, shared by every app instance. With REDIS_URL the counters live in Redis
// (rate-limiter-flexible; if Redis stops answering, an in-memory insurance limiter keeps limiting). Without
// it they live in the database, counted in memory and added to the shared rows in the background
// (shared-window-counter.ts: no round trip per request, a bounded slack documented there).
import { RateLimiterRes } from "rate-limiter-flexible";
import { env } from "../../env";
import { limiterFor, sharedWindowCounter } from "./limiter-store";
import type { WindowDecision } from "./shared-window-counter";

export { closeRateLimitStore } from "./limiter-store";

export interface RateLimitOutcome {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the budget refills. */
  resetSeconds: number;
  headers: Record<string, string>;
}

const WINDOW_SECONDS = 60;

function outcome(allowed: boolean, limit: number, res: { msBeforeNext: number; remainingPoints: number }): RateLimitOutcome {
  const resetSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const remaining = Math.max(0, res.remainingPoints);
  const headers: Record<string, string> = {
    "RateLimit-Limit": String(limit),
    "RateLimit-Remaining": String(remaining),
    "RateLimit-Reset": String(resetSeconds),
  };
  if (!allowed) headers["Retry-After"] = String(resetSeconds);
  return { allowed, limit, remaining, resetSeconds, headers };
}

/**
 * Takes one request from the key's budget. `redisUrl` defaults to REDIS_URL (tests pass one explicitly).
 * Without Redis the answer is usually known at once and comes back as it is, not as a promise (the API wrapper
 * runs this on every request); await it either way.
 */
export function consumeRateLimit({
  apiKeyId,
  perMinute,
  redisUrl = env().REDIS_URL,
}: {
  apiKeyId: string;
  perMinute?: number | null;
  redisUrl?: string;
}): RateLimitOutcome | Promise<RateLimitOutcome> {
  const limit = perMinute ?? env().POSTLANE_RATE_LIMIT_PER_MINUTE;
  if (!redisUrl) {
    // The row key as the Redis store names it: one budget per size (keys may override the default).
    const decided = sharedWindowCounter().consume(`postlane:rl:${limit}:${apiKeyId}`, limit, WINDOW_SECONDS * 1000);
    const toOutcome = (decision: WindowDecision) =>
      outcome(decision.allowed, limit, { msBeforeNext: decision.msBeforeNext, remainingPoints: limit - decision.used });
    return decided instanceof Promise ? decided.then(toOutcome) : toOutcome(decided);
  }
  return consumeInRedis(apiKeyId, limit, redisUrl);
}

async function consumeInRedis(apiKeyId: string, limit: number, redisUrl: string): Promise<RateLimitOutcome> {
  // One limiter per budget size (keys may override the default); the name keeps the counters' old prefix.
  const limiter = limiterFor({ name: String(limit), points: limit, durationSeconds: WINDOW_SECONDS }, redisUrl);
  try {
    return outcome(true, limit, await limiter.consume(apiKeyId, 1));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return outcome(false, limit, rejection);
    throw rejection;
  }
}
