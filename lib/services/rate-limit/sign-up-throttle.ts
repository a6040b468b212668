// Sign-up sends mail and creates rows, and (answered the same for a new and a known address) must not
// become a way to test addresses in bulk: attempts are budgeted per address typed (counted whether or not it
// has an account) and per client address (one client trying many addresses). Past either budget the attempt
// is refused with the wait until the window ends; nothing is created or sent. Counters live where the other
// throttles keep theirs (limiter-store.ts): Redis, else the database.
import { env } from "../../env";
import { RateLimitedError } from "../../errors";
import { consumeEach, limiterFor, type LimiterSpec } from "./limiter-store";

const WINDOW_SECONDS = 60 * 60;
export const SIGN_UPS_PER_EMAIL = 5;

const perEmail: LimiterSpec = { name: "sign-up-email", points: SIGN_UPS_PER_EMAIL, durationSeconds: WINDOW_SECONDS };
const perClient = (points: number): LimiterSpec => ({ name: "sign-up-client", points, durationSeconds: WINDOW_SECONDS });

export class SignUpThrottledError extends RateLimitedError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many sign-up attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`, {
      "Retry-After": String(retryAfterSeconds),
    });
  }
}

/** Counts one sign-up attempt; throws SignUpThrottledError (429, Retry-After) when the email or the client is past its budget. */
export async function countSignUpAttempt({ email, clientAddress }: { email: string; clientAddress: string }): Promise<void> {
  const { REDIS_URL, POSTLANE_SIGN_UPS_PER_CLIENT_PER_HOUR } = env();
  const waitSeconds = await consumeEach([
    limiterFor(perEmail, REDIS_URL).consume(email.trim().toLowerCase(), 1),
    limiterFor(perClient(POSTLANE_SIGN_UPS_PER_CLIENT_PER_HOUR), REDIS_URL).consume(clientAddress, 1),
  ]);
  if (waitSeconds > 0) throw new SignUpThrottledError(waitSeconds);
}
