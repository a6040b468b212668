// Ends every session of a user: sessions are JWTs that cannot be recalled, so each carries the user's
// session version from when it was issued, and a session whose version is no longer the user's is refused
// on its next use (lib/session/session.ts). Signing out and changing the password both call this.
import { db } from "../../db";

/** `fromVersion`: only if the sessions are still at that version (a sign-out with an already-ended session ends nothing). */
export async function endUserSessions({ userId, fromVersion }: { userId: string; fromVersion?: number }): Promise<void> {
  await db.user.updateMany({
    where: { id: userId, ...(fromVersion === undefined ? {} : { sessionVersion: fromVersion }) },
    data: { sessionVersion: { increment: 1 } },
  });
}
