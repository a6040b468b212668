// Sign-up attempts are budgeted per address typed (counted alike whether or not it has an account, so the
// refusal tells nothing) and per client address (one client trying many addresses to learn which have
// accounts). Past either budget: a 429 with the wait, nothing created, nothing sent. Counters live in the
// store every limiter uses (limiter-store.ts), as the reset throttle's do.
import { RateLimiterRes } from "rate-limiter-flexible";
import { env } from "../../env";
import { RateLimitedError } from "../../errors";
import { limiterFor, type LimiterSpec } from "./limiter-store";

const WINDOW_SECONDS = 60 * 60;
export const SIGN_UPS_PER_EMAIL = 5;

const perEmail: LimiterSpec = { name: "sign-up-email", points: SIGN_UPS_PER_EMAIL, durationSeconds: WINDOW_SECONDS };
const perClient = (points: number): LimiterSpec => ({ name: "sign-up-client", points, durationSeconds: WINDOW_SECONDS });

/** Counts one attempt; throws a RateLimitedError (429, Retry-After) when the address or the client is past its budget. */
export async function countSignUpAttempt({ email, clientAddress }: { email: string; clientAddress: string }): Promise<void> {
  const { REDIS_URL, POSTLANE_SIGN_UPS_PER_CLIENT_PER_HOUR } = env();
  const results = await Promise.allSettled([
    limiterFor(perEmail, REDIS_URL).consume(email.trim().toLowerCase(), 1),
    limiterFor(perClient(POSTLANE_SIGN_UPS_PER_CLIENT_PER_HOUR), REDIS_URL).consume(clientAddress, 1),
  ]);
  let waitMs = 0;
  for (const result of results) {
    if (result.status === "fulfilled") continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    waitMs = Math.max(waitMs, result.reason.msBeforeNext);
  }
  if (waitMs === 0) return;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  throw new RateLimitedError(`Too many sign-up attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`, {
    "Retry-After": String(seconds),
  });
}
