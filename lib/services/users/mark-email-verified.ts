// The operator vouches for an address (admin CLI `user verify`): it counts as verified from now, as if its
// owner had opened the confirmation link. Operator rights (operator-policy) need a verified address.
import { db } from "../../db";
import { findUserByEmail } from "./find-user-by-email";

export async function markEmailVerified({ email, now = new Date() }: { email: string; now?: Date }): Promise<{ email: string; emailVerified: Date }> {
  const user = await findUserByEmail(email);
  if (user.emailVerified) return { email: user.email, emailVerified: user.emailVerified };
  const updated = await db.user.update({ where: { id: user.id }, data: { emailVerified: now }, select: { email: true, emailVerified: true } });
  return { email: updated.email, emailVerified: updated.emailVerified ?? now };
}
