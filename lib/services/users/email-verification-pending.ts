// Whether the app should ask the user to confirm their address: only people who were sent a link (new
// sign-ups while mail is configured) and have not used one. Users made by an operator or invited before mail
// was set up are never nagged.
import { db } from "../../db";

export async function emailVerificationPending({ userId }: { userId: string }): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { emailVerified: true, emailTokens: { where: { purpose: "verify_email" }, select: { id: true }, take: 1 } },
  });
  return !!user && !user.emailVerified && user.emailTokens.length > 0;
}
