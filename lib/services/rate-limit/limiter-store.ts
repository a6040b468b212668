// Where every rate limiter keeps its counters: in Redis when REDIS_URL is set (rate-limiter-flexible), with
// an in-memory insurance limiter if Redis stops answering; else in the database the app uses, PostgreSQL or
// the embedded one (database-limiter.ts). Either way the counts outlive a restart and every instance shares
// them. The sign-in, reset, sign-up and registration throttles and the failed API-key lookups come from
// here; the API's per-key budget too, through shared-window-counter.ts when the store is the database.
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { DatabaseLimiter, type Limiter } from "./database-limiter";
import { SharedWindowCounter } from "./shared-window-counter";

export type { Limiter } from "./database-limiter";

export interface LimiterSpec {
  /** Names the counters (`postlane:rl:<name>`); one name, one budget. */
  name: string;
  points: number;
  /** Seconds the budget covers. */
  durationSeconds: number;
  /** Seconds a key stays refused once it spent its budget (0: until the window ends). */
  blockSeconds?: number;
}

const holder = globalThis as unknown as { __postlaneLimiters?: Map<string, Limiter>; __postlaneRedis?: Redis; __postlaneSharedCounter?: SharedWindowCounter };

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
export function limiterFor(spec: LimiterSpec, redisUrl: string | undefined): Limiter {
  holder.__postlaneLimiters ??= new Map();
  const id = `${redisUrl ?? "database"}:${spec.name}:${spec.points}:${spec.durationSeconds}:${spec.blockSeconds ?? 0}`;
  let limiter = holder.__postlaneLimiters.get(id);
  if (!limiter) {
    const keyPrefix = `postlane:rl:${spec.name}`;
    if (redisUrl) {
      const options = { points: spec.points, duration: spec.durationSeconds, blockDuration: spec.blockSeconds ?? 0, keyPrefix };
      limiter = new RateLimiterRedis({ ...options, storeClient: redisClient(redisUrl), insuranceLimiter: new RateLimiterMemory(options) });
    } else {
      limiter = new DatabaseLimiter({ keyPrefix, points: spec.points, durationSeconds: spec.durationSeconds, blockSeconds: spec.blockSeconds ?? 0 });
    }
    holder.__postlaneLimiters.set(id, limiter);
  }
  return limiter;
}

/** The process's counter for budgets decided on every request without Redis (the API's per-key budget). */
export function sharedWindowCounter(): SharedWindowCounter {
  holder.__postlaneSharedCounter ??= new SharedWindowCounter();
  return holder.__postlaneSharedCounter;
}

/** Sends the counts not yet in the database, closes the shared Redis connection and forgets every limiter
 *  (graceful shutdown, tests, scripts). */
/**
 * Counts one point on each budget at once (an account's and a client's, say) and answers the wait in whole
 * seconds until every refused one admits again: 0 when all admitted. Store failures are thrown, not counted.
 */
export async function consumeEach(consumptions: Promise<unknown>[]): Promise<number> {
  let waitMs = 0;
  for (const result of await Promise.allSettled(consumptions)) {
    if (result.status === "fulfilled") continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    waitMs = Math.max(waitMs, result.reason.msBeforeNext);
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
}

export async function closeRateLimitStore(): Promise<void> {
  const redis = holder.__postlaneRedis;
  const counter = holder.__postlaneSharedCounter;
  holder.__postlaneRedis = undefined;
  holder.__postlaneLimiters = undefined;
  holder.__postlaneSharedCounter = undefined;
  await counter?.close();
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
