// Issues a reset link for the account with this address, if there is one, and queues the email. Earlier
// unsent or unused links of the account stop working. An unknown address sends nothing and stores nothing.
import { db } from "../../db";
import { appLink } from "../../email/app-link";
import { handOverEmail, queueEmail } from "../../email/queue-email";
import { smtpConfigured } from "../../email/smtp-transport";
import { passwordResetEmail } from "../../email/templates/password-reset";
import { issueEmailLinkToken } from "./email-link-tokens";
import { RESET_LINK_LIFETIME_MS } from "./reset-link-problem";

export async function sendPasswordResetLink({ email, now = new Date() }: { email: string; now?: Date }): Promise<{ sent: boolean }> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, name: true } });
  if (!user) return { sent: false };
  // The link and its email commit together: no working link without its email, no email with a dead link.
  const queued = await db.$transaction(async (tx) => {
    const { token } = await issueEmailLinkToken({ userId: user.id, purpose: "password_reset", ttlMs: RESET_LINK_LIFETIME_MS, now }, tx);
    const message = passwordResetEmail({ to: user.email, name: user.name, link: appLink(`/reset-password/${token}`) });
    return queueEmail({ workspaceId: null, kind: "password-reset", message }, tx);
  });
  // Without SMTP the message is kept in the outbox as not sent (queueEmail's rule); nothing to hand over.
  if (smtpConfigured()) await handOverEmail(queued.id);
  return { sent: true };
}
