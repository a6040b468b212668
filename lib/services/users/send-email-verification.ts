// After sign-up, when mail can be sent: a link that confirms the address (7 days, single use, the newest
// wins). Without SMTP nothing is sent and nothing is asked of the person: sign-in never depends on it.
// Resending is budgeted per account, as every request that sends mail is.
import { RateLimiterRes } from "rate-limiter-flexible";
import { db } from "../../db";
import { appLink } from "../../email/app-link";
import { handOverEmail, queueEmail } from "../../email/queue-email";
import { smtpConfigured } from "../../email/smtp-transport";
import { verifyEmailEmail } from "../../email/templates/verify-email";
import { env } from "../../env";
import { RateLimitedError } from "../../errors";
import { limiterFor } from "../rate-limit/limiter-store";
import { issueEmailLinkToken } from "../passwords/email-link-tokens";

export const VERIFY_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const SENDS_PER_HOUR = 3;

export async function sendEmailVerification({ userId }: { userId: string }): Promise<{ sent: boolean }> {
  if (!smtpConfigured()) return { sent: false };
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, name: true, emailVerified: true } });
  if (user.emailVerified) return { sent: false };
  try {
    await limiterFor({ name: "verify-email-send", points: SENDS_PER_HOUR, durationSeconds: 3600 }, env().REDIS_URL).consume(user.id, 1);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const minutes = Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000));
    throw new RateLimitedError(`We have sent several links already. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before asking again.`, {
      "Retry-After": String(Math.ceil(rejection.msBeforeNext / 1000)),
    });
  }
  const queued = await db.$transaction(async (tx) => {
    const { token } = await issueEmailLinkToken({ userId: user.id, purpose: "verify_email", ttlMs: VERIFY_LINK_LIFETIME_MS }, tx);
    return queueEmail(
      { workspaceId: null, kind: "verify-email", message: verifyEmailEmail({ to: user.email, name: user.name, link: appLink(`/verify-email/${token}`) }) },
      tx,
    );
  });
  await handOverEmail(queued.id);
  return { sent: true };
}
