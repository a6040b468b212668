// Who is an instance operator: the one rule every operator door calls (/admin, /admin/outbox, listOutbox).
// Being named in POSTLANE_ADMIN_EMAILS is not enough: anyone can sign up with any address, so the address must
// also be verified (by the link in the confirmation email, or by the operator's CLI: `user verify`). Otherwise
// whoever signs up first with an operator's address would read every workspace's mail.
import { db } from "../../db";
import { env } from "../../env";

/** Pure form of the rule, for a user already loaded. */
function operatorRule(user: { email: string; emailVerified: Date | null }, operators: readonly string[]): boolean {
  return user.emailVerified !== null && operators.includes(user.email.toLowerCase());
}

export async function isInstanceOperator(userId: string): Promise<boolean> {
  const operators = env().POSTLANE_ADMIN_EMAILS;
  if (operators.length === 0) return false;
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerified: true } });
  return user !== null && operatorRule(user, operators);
}
