// "Forgot password" requests send mail, so they are budgeted per account (the email address typed, counted
// whether or not it has an account: the refusal must not tell the two apart) and per client address (one
// address asking for many accounts). Past either budget the request is refused with the wait until the
// window ends; nothing is sent. Counters live where the sign-in throttle keeps its own (limiter-store.ts).
import { env } from "../../env";
import { RateLimitedError } from "../../errors";
import { consumeEach, limiterFor, type LimiterSpec } from "./limiter-store";

const WINDOW_SECONDS = 60 * 60;
export const RESET_REQUESTS_PER_ACCOUNT = 5;
export const RESET_REQUESTS_PER_ADDRESS = 20;

const perAccount: LimiterSpec = { name: "password-reset-account", points: RESET_REQUESTS_PER_ACCOUNT, durationSeconds: WINDOW_SECONDS };
const perAddress: LimiterSpec = { name: "password-reset-address", points: RESET_REQUESTS_PER_ADDRESS, durationSeconds: WINDOW_SECONDS };

export class PasswordResetThrottledError extends RateLimitedError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many password reset requests. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`, {
      "Retry-After": String(retryAfterSeconds),
    });
  }
}

/** Counts one request; throws PasswordResetThrottledError when the account or the address is past its budget. */
export async function countPasswordResetRequest({ email, clientAddress }: { email: string; clientAddress: string }, redisUrl = env().REDIS_URL): Promise<void> {
  const waitSeconds = await consumeEach([
    limiterFor(perAccount, redisUrl).consume(email.trim().toLowerCase(), 1),
    limiterFor(perAddress, redisUrl).consume(clientAddress, 1),
  ]);
  if (waitSeconds > 0) throw new PasswordResetThrottledError(waitSeconds);
}
