// Uses a verification link: the address counts as verified from now. A used, replaced, expired or altered
// link is a 400 saying so, and changes nothing.
import { db } from "../../db";
import { BadRequestError } from "../../errors";
import { consumeEmailLinkToken, lookUpEmailLinkToken } from "../passwords/email-link-tokens";

const PROBLEMS = {
  invalid: "This confirmation link is not valid. Check that you opened the whole link from the email.",
  expired: "This confirmation link has expired. Sign in and ask for a new one from the banner at the top of the page.",
  used: "This confirmation link has already been used.",
  replaced: "This confirmation link was replaced by a newer one. Use the link in the latest email.",
} as const;

export async function verifyEmailAddress({ token, now = new Date() }: { token: string; now?: Date }): Promise<{ email: string }> {
  const found = await lookUpEmailLinkToken({ token, purpose: "verify_email", now });
  if (found.state !== "usable" || !found.token) throw new BadRequestError(PROBLEMS[found.state === "usable" ? "invalid" : found.state]);
  const { id, userId } = found.token;
  return db.$transaction(async (tx) => {
    if (!(await consumeEmailLinkToken({ id, now }, tx))) throw new BadRequestError(PROBLEMS.used);
    return tx.user.update({ where: { id: userId }, data: { emailVerified: now }, select: { email: true } });
  });
}
