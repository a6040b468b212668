// Completes a reset: the link is used up, the password replaced, every session of the user ended (whoever
// was signed in, perhaps the person who made the reset necessary, is signed out) and every other reset link
// voided, all in one transaction. A completed reset also proves the person reads that mailbox, so an
// unverified address counts as verified from here, and the owner gets a "your password was changed" email.
// Bad links are a 400 saying why, and change nothing.
import { hashPassword } from "../../auth/password";
import { db } from "../../db";
import { handOverEmail, queueEmail } from "../../email/queue-email";
import { smtpConfigured } from "../../email/smtp-transport";
import { passwordChangedEmail } from "../../email/templates/password-changed";
import { BadRequestError } from "../../errors";
import { resetPasswordInput, type ResetPasswordInput } from "../../schemas/passwords";
import { consumeEmailLinkToken, lookUpEmailLinkToken, revokeEmailLinkTokens } from "./email-link-tokens";
import { parsePasswordForm } from "./parse-password-form";
import { resetLinkProblem } from "./reset-link-problem";

export async function resetPassword({ input, now = new Date() }: { input: ResetPasswordInput; now?: Date }): Promise<{ email: string }> {
  const data = parsePasswordForm(resetPasswordInput, input);
  const found = await lookUpEmailLinkToken({ token: data.token, purpose: "password_reset", now });
  if (found.state !== "usable" || !found.token) throw new BadRequestError(resetLinkProblem(found.state === "usable" ? "invalid" : found.state));
  const { id, userId } = found.token;
  // Hashed before the transaction: argon2 takes a while and must not hold the row locks.
  const passwordHash = await hashPassword(data.newPassword);
  const { email, mailId } = await db.$transaction(async (tx) => {
    // Another use of the same link, or a newer link, may have got in since the lookup.
    if (!(await consumeEmailLinkToken({ id, now }, tx))) throw new BadRequestError(resetLinkProblem("used"));
    await revokeEmailLinkTokens({ userId, purpose: "password_reset", now }, tx);
    const user = await tx.user.update({
      where: { id: userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { email: true, name: true, emailVerified: true },
    });
    if (!user.emailVerified) await tx.user.update({ where: { id: userId }, data: { emailVerified: now } });
    const mail = await queueEmail(
      { workspaceId: null, kind: "password-changed", message: passwordChangedEmail({ to: user.email, name: user.name, how: "reset" }) },
      tx,
    );
    return { email: user.email, mailId: mail.id };
  });
  if (smtpConfigured()) await handOverEmail(mailId);
  return { email };
}
