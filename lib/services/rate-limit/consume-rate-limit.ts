// Per-key request budget per minute (rate-limiter-flexible). With REDIS_URL every app instance shares the
// counters in Redis; without it each process counts in memory (one machine, the embedded default). If Redis
// stops answering, the in-memory insurance limiter keeps limiting instead of failing requests.
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "../../env";

export interface RateLimitOutcome {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the budget refills. */
  resetSeconds: number;
  headers: Record<string, string>;
}

const WINDOW_SECONDS = 60;
const holder = globalThis as unknown as { __postlaneLimiters?: Map<string, RateLimiterAbstract>; __postlaneRedis?: Redis };

function redisClient(url: string): Redis {
  holder.__postlaneRedis ??= new Redis(url, {
    // Fail fast: a request must not hang on an unreachable Redis; the insurance limiter takes over.
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
  });
  // An error event without a listener would crash the process.
  if (holder.__postlaneRedis.listenerCount("error") === 0) holder.__postlaneRedis.on("error", () => {});
  return holder.__postlaneRedis;
}

/** One limiter per budget size (keys may override the default), created on first use. */
function limiterFor(points: number, redisUrl: string | undefined): RateLimiterAbstract {
  holder.__postlaneLimiters ??= new Map();
  const id = `${redisUrl ?? "memory"}:${points}`;
  let limiter = holder.__postlaneLimiters.get(id);
  if (!limiter) {
    const keyPrefix = `postlane:rl:${points}`;
    const memory = new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix });
    limiter = redisUrl
      ? new RateLimiterRedis({ storeClient: redisClient(redisUrl), points, duration: WINDOW_SECONDS, keyPrefix, insuranceLimiter: memory })
      : memory;
    holder.__postlaneLimiters.set(id, limiter);
  }
  return limiter;
}

function outcome(allowed: boolean, limit: number, res: RateLimiterRes): RateLimitOutcome {
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

/** Takes one request from the key's budget. `redisUrl` defaults to REDIS_URL (tests pass one explicitly). */
export async function consumeRateLimit({
  apiKeyId,
  perMinute,
  redisUrl = env().REDIS_URL,
}: {
  apiKeyId: string;
  perMinute?: number | null;
  redisUrl?: string;
}): Promise<RateLimitOutcome> {
  const limit = perMinute ?? env().POSTLANE_RATE_LIMIT_PER_MINUTE;
  const limiter = limiterFor(limit, redisUrl);
  try {
    return outcome(true, limit, await limiter.consume(apiKeyId, 1));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return outcome(false, limit, rejection);
    throw rejection;
  }
}

/** Closes the shared Redis connection (tests, scripts). */
export async function closeRateLimitStore(): Promise<void> {
  const redis = holder.__postlaneRedis;
  holder.__postlaneRedis = undefined;
  holder.__postlaneLimiters = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
