// Failed API-key lookups per client address. A random key with a valid checksum passes the format check and
// costs a database lookup; without a limit anyone can make the server do one per request, and guess keys at
// that pace. After FAILURES_ALLOWED lookups that found no usable key in a minute, the address gets 429 for
// BLOCK_SECONDS before any lookup. Valid keys are not slowed: a cached key never reaches this check, and a
// cache miss costs one read of the counter (in memory, or one Redis GET).
import { RateLimiterRes } from "rate-limiter-flexible";
import { env } from "../../env";
import { RateLimitedError } from "../../errors";
import { limiterFor, type LimiterSpec } from "./limiter-store";

const FAILURES_ALLOWED = 30;
const BLOCK_SECONDS = 300;
// The FAILURES_ALLOWED-th failure goes past the budget, which starts the block.
const SPEC: LimiterSpec = { name: "api-key-failures", points: FAILURES_ALLOWED - 1, durationSeconds: 60, blockSeconds: BLOCK_SECONDS };

function refusal(res: RateLimiterRes): RateLimitedError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new RateLimitedError(`Too many requests with invalid API keys from your address; retry in ${seconds} s`, { "Retry-After": String(seconds) });
}

/** Throws 429 (with Retry-After) while `address` is refused for too many failed lookups. */
export async function refuseBlockedApiKeyClient(address: string, redisUrl = env().REDIS_URL): Promise<void> {
  const res = await limiterFor(SPEC, redisUrl).get(address);
  if (res && res.consumedPoints > SPEC.points) throw refusal(res);
}

/** Counts one lookup that found no usable key (unknown, revoked, expired). */
export async function recordFailedApiKeyLookup(address: string, redisUrl = env().REDIS_URL): Promise<void> {
  try {
    await limiterFor(SPEC, redisUrl).consume(address, 1);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
  }
}
