// Changes a signed-in user's password after checking the current one. Every session issued before ends
// (a stolen cookie included) and unused reset links are voided; the new session version is returned so the
// caller can carry the person's own session over (lib/auth/session-carry-over.ts). Checking the current
// password is a way to guess it, so each check counts against the account's sign-in budget. The owner gets a
// "your password was changed" email, committed with the change.
import { db } from "../../db";
import { handOverEmail, queueEmail } from "../../email/queue-email";
import { smtpConfigured } from "../../email/smtp-transport";
import { passwordChangedEmail } from "../../email/templates/password-changed";
import { hashPassword, verifyPassword } from "../../auth/password";
import { BadRequestError } from "../../errors";
import { changeOwnPasswordInput, type ChangeOwnPasswordInput } from "../../schemas/passwords";
import { beginSignInAttempt, endSignInAttemptWithSuccess } from "../rate-limit/sign-in-throttle";
import { revokeEmailLinkTokens } from "../passwords/email-link-tokens";
import { parsePasswordForm } from "../passwords/parse-password-form";

export async function changePassword({
  userId,
  input,
  clientAddress,
}: {
  userId: string;
  input: ChangeOwnPasswordInput;
  clientAddress: string;
}): Promise<{ sessionVersion: number }> {
  const data = parsePasswordForm(changeOwnPasswordInput, input);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, name: true, passwordHash: true } });
  const attempt = { email: user.email, clientAddress };
  await beginSignInAttempt(attempt);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, data.currentPassword))) {
    throw new BadRequestError("Your current password is not right.");
  }
  await endSignInAttemptWithSuccess(attempt);
  const passwordHash = await hashPassword(data.newPassword);
  const { sessionVersion, mailId } = await db.$transaction(async (tx) => {
    await revokeEmailLinkTokens({ userId, purpose: "password_reset" }, tx);
    const updated = await tx.user.update({ where: { id: userId }, data: { passwordHash, sessionVersion: { increment: 1 } }, select: { sessionVersion: true } });
    // The owner hears of it by mail (someone else at the keyboard included); it commits with the change.
    const mail = await queueEmail(
      { workspaceId: null, kind: "password-changed", message: passwordChangedEmail({ to: user.email, name: user.name, how: "changed" }) },
      tx,
    );
    return { sessionVersion: updated.sessionVersion, mailId: mail.id };
  });
  if (smtpConfigured()) await handOverEmail(mailId);
  return { sessionVersion };
}
