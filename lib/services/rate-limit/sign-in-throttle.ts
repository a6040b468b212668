// Password guessing: each sign-in attempt takes a point from the account's budget and from the client
// address's budget before the password is checked (so parallel guesses are counted too, and a refused attempt
// costs no argon2 hash); a successful sign-in gives both back. Past either budget, sign-in is refused, even
// with the right password, until the block ends. The per-account budget stops guessing one account from many
// addresses (at the price that such an attack also locks out its owner for BLOCK_SECONDS); the per-address
// one stops one address from trying many accounts. Counters live where the API's limiter keeps its own.
import { env } from "../../env";
import { RateLimitedError } from "../../errors";
import { consumeEach, limiterFor, type LimiterSpec } from "./limiter-store";

const WINDOW_SECONDS = 15 * 60;
const BLOCK_SECONDS = 15 * 60;
export const SIGN_IN_ATTEMPTS_PER_ACCOUNT = 10;
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = 100;

const perAccount: LimiterSpec = { name: "sign-in-account", points: SIGN_IN_ATTEMPTS_PER_ACCOUNT, durationSeconds: WINDOW_SECONDS, blockSeconds: BLOCK_SECONDS };
const perAddress: LimiterSpec = { name: "sign-in-address", points: SIGN_IN_ATTEMPTS_PER_ADDRESS, durationSeconds: WINDOW_SECONDS, blockSeconds: BLOCK_SECONDS };

export class SignInThrottledError extends RateLimitedError {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many sign-in attempts; try again in ${Math.ceil(retryAfterSeconds / 60)} min`, { "Retry-After": String(retryAfterSeconds) });
  }
}

export interface SignInAttempt {
  /** As typed; compared lower-cased. */
  email: string;
  clientAddress: string;
}

/** Counts an attempt; throws SignInThrottledError when the account or the address is past its budget. */
export async function beginSignInAttempt({ email, clientAddress }: SignInAttempt, redisUrl = env().REDIS_URL): Promise<void> {
  const account = email.trim().toLowerCase();
  const waitSeconds = await consumeEach([limiterFor(perAccount, redisUrl).consume(account, 1), limiterFor(perAddress, redisUrl).consume(clientAddress, 1)]);
  if (waitSeconds > 0) throw new SignInThrottledError(waitSeconds);
}

/** A successful sign-in: the account starts afresh and the address gets its point back. */
export async function endSignInAttemptWithSuccess({ email, clientAddress }: SignInAttempt, redisUrl = env().REDIS_URL): Promise<void> {
  await Promise.all([limiterFor(perAccount, redisUrl).delete(email.trim().toLowerCase()), limiterFor(perAddress, redisUrl).reward(clientAddress, 1)]);
}
