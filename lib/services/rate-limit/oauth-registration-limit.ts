// Dynamic client registration is open to anyone (RFC 7591 without an initial access token), so each client
// address may register a bounded number of apps per hour: enough for someone trying several clients, not
// enough to fill the table.
import { RateLimiterRes } from "rate-limiter-flexible";
import { env } from "../../env";
import { RateLimitedError } from "../../errors";
import { limiterFor, type LimiterSpec } from "./limiter-store";

export const OAUTH_REGISTRATIONS_PER_HOUR = 20;
const SPEC: LimiterSpec = { name: "oauth-registrations", points: OAUTH_REGISTRATIONS_PER_HOUR, durationSeconds: 3600 };

/** Counts one registration from `address`; throws 429 with Retry-After past the budget. */
export async function consumeOAuthRegistration(address: string, redisUrl = env().REDIS_URL): Promise<void> {
  try {
    await limiterFor(SPEC, redisUrl).consume(address, 1);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new RateLimitedError(`Too many client registrations from your address; retry in ${seconds} s`, { "Retry-After": String(seconds) });
  }
}

/** Forgets `address`'s registrations: a test starts from a whole budget, since a Redis store outlives the run. */
export async function forgetOAuthRegistrations(address: string, redisUrl = env().REDIS_URL): Promise<void> {
  await limiterFor(SPEC, redisUrl).delete(address);
}
