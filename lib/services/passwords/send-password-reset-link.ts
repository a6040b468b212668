// Issues a reset link for the account with this address, if there is one, and queues the email. Earlier
// unsent or unused links of the account stop working. An unknown address sends nothing and stores nothing.
import { db } from "../../db";
import { appLink } from "../../email/app-link";
import { queueEmail } from "../../email/queue-email";
import { passwordResetEmail } from "../../email/templates/password-reset";
import { issueEmailLinkToken } from "./email-link-tokens";
import { RESET_LINK_LIFETIME_MS } from "./reset-link-problem";

export async function sendPasswordResetLink({ email, now = new Date() }: { email: string; now?: Date }): Promise<{ sent: boolean }> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, name: true } });
  if (!user) return { sent: false };
  const { token } = await issueEmailLinkToken({ userId: user.id, purpose: "password_reset", ttlMs: RESET_LINK_LIFETIME_MS, now });
  await queueEmail({
    workspaceId: null,
    kind: "password-reset",
    message: passwordResetEmail({ to: user.email, name: user.name, link: appLink(`/reset-password/${token}`) }),
  });
  return { sent: true };
}
