// Changes a user's password after checking the current one, and ends all their sessions: whoever had
// signed in with the old password (a stolen cookie included) is signed out.
import { db } from "../../db";
import { hashPassword, verifyPassword } from "../../auth/password";
import { BadRequestError, parseInput } from "../../errors";
import { changePasswordInput, type ChangePasswordInput } from "../../schemas/users";
import { endUserSessions } from "./end-user-sessions";

export async function changePassword({ userId, input }: { userId: string; input: ChangePasswordInput }): Promise<void> {
  const data = parseInput(changePasswordInput, input);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, data.currentPassword))) {
    throw new BadRequestError("currentPassword: is not your current password");
  }
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(data.newPassword) } });
  await endUserSessions({ userId });
}
