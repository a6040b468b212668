// "Sign out other sessions": every session of the user ends (sessions are JWTs, recalled only by moving the
// user's session version on); the new version is returned so the caller carries the person's own session
// over (lib/auth/session-carry-over.ts).
import { db } from "../../db";

export async function signOutOtherSessions({ userId }: { userId: string }): Promise<{ sessionVersion: number }> {
  return db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { sessionVersion: true } });
}
