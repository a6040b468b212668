// A review link's passcode. Each attempt takes a point from the link's budget and from the client address's
// budget (the shared limiter store, lib/services/rate-limit) before the argon2 check, so guesses in parallel
// count too and a refused attempt costs no hash. The right passcode returns a proof for the visitor's cookie:
// an HMAC (AUTH_SECRET) of the link and its passcode hash, so nothing is stored for it, and it stops working
// when the passcode or the link changes.
import crypto from "node:crypto";
import { verifyPassword } from "../../auth/password";
import { env } from "../../env";
import { BadRequestError, RateLimitedError } from "../../errors";
import { authSecret } from "../../secrets";
import { consumeEach, limiterFor, type LimiterSpec } from "../rate-limit/limiter-store";
import { requireReviewLink, type UsableReviewLink } from "./find-review-link";

const WINDOW_SECONDS = 15 * 60;
export const PASSCODE_ATTEMPTS_PER_LINK = 10;
const PASSCODE_ATTEMPTS_PER_ADDRESS = 50;

const perLink: LimiterSpec = {
  name: "review-passcode-link",
  points: PASSCODE_ATTEMPTS_PER_LINK,
  durationSeconds: WINDOW_SECONDS,
  blockSeconds: WINDOW_SECONDS,
};
const perAddress: LimiterSpec = {
  name: "review-passcode-address",
  points: PASSCODE_ATTEMPTS_PER_ADDRESS,
  durationSeconds: WINDOW_SECONDS,
  blockSeconds: WINDOW_SECONDS,
};

export class ReviewPasscodeThrottledError extends RateLimitedError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many wrong passcodes. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`, { "Retry-After": String(retryAfterSeconds) });
  }
}

export function passcodeProof(link: { id: string; passcodeHash: string | null }): string {
  return crypto
    .createHmac("sha256", authSecret())
    .update(`postlane-review-passcode:${link.id}:${link.passcodeHash ?? ""}`)
    .digest("base64url");
}

/** Whether the visitor may see the link's posts: no passcode, or the cookie holds this link's proof. */
export function passcodeSatisfied(link: UsableReviewLink, proof: string | undefined): boolean {
  if (!link.passcodeHash) return true;
  if (!proof) return false;
  const a = Buffer.from(passcodeProof(link));
  const b = Buffer.from(proof);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Checks a typed passcode; the proof to keep in the visitor's cookie, or a 400 (wrong) or 429 (too many). */
export async function unlockReviewLink({
  token,
  passcode,
  clientAddress,
  redisUrl = env().REDIS_URL,
}: {
  token: string;
  passcode: string;
  clientAddress: string;
  redisUrl?: string;
}): Promise<{ proof: string }> {
  const link = await requireReviewLink(token);
  if (!link.passcodeHash) return { proof: passcodeProof(link) };
  const waitSeconds = await consumeEach([limiterFor(perLink, redisUrl).consume(link.id, 1), limiterFor(perAddress, redisUrl).consume(clientAddress, 1)]);
  if (waitSeconds > 0) throw new ReviewPasscodeThrottledError(waitSeconds);
  if (typeof passcode !== "string" || passcode.length === 0 || passcode.length > 64 || !(await verifyPassword(link.passcodeHash, passcode))) {
    throw new BadRequestError("passcode: that is not the passcode of this link");
  }
  return { proof: passcodeProof(link) };
}
