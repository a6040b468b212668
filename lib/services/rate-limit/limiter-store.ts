// Where every rate limiter keeps its counters (rate-limiter-flexible): in Redis when REDIS_URL is set, so
// all app instances share them, with an in-memory insurance limiter if Redis stops answering; else in this
// process's memory (one machine, the embedded default). The API's per-key budget, the failed API-key
// lookups per address and the sign-in throttle all come from here, so they share one store.
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface LimiterSpec {
  /** Names the counters (`postlane:rl:<name>`); one name, one budget. */
  name: string;
  points: number;
  /** Seconds the budget covers. */
  durationSeconds: number;
  /** Seconds a key stays refused once it spent its budget (0: until the window ends). */
  blockSeconds?: number;
}

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

/** The limiter for `spec`, created on first use and then shared by every caller in the process. */
export function limiterFor(spec: LimiterSpec, redisUrl: string | undefined): RateLimiterAbstract {
  holder.__postlaneLimiters ??= new Map();
  const id = `${redisUrl ?? "memory"}:${spec.name}:${spec.points}:${spec.durationSeconds}:${spec.blockSeconds ?? 0}`;
  let limiter = holder.__postlaneLimiters.get(id);
  if (!limiter) {
    const options = { points: spec.points, duration: spec.durationSeconds, blockDuration: spec.blockSeconds ?? 0, keyPrefix: `postlane:rl:${spec.name}` };
    const memory = new RateLimiterMemory(options);
    limiter = redisUrl ? new RateLimiterRedis({ ...options, storeClient: redisClient(redisUrl), insuranceLimiter: memory }) : memory;
    holder.__postlaneLimiters.set(id, limiter);
  }
  return limiter;
}

/** Closes the shared Redis connection and forgets every limiter (tests, scripts). */
export async function closeRateLimitStore(): Promise<void> {
  const redis = holder.__postlaneRedis;
  holder.__postlaneRedis = undefined;
  holder.__postlaneLimiters = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
