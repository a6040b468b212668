// Email + password check for sign-in; the same answer (null) for an unknown email and a wrong password.
import { db } from "../../db";
import { verifyPassword } from "../../auth/password";
import { signInInput } from "../../schemas/users";

export async function authenticateUser({ input }: { input: { email: string; password: string } }) {
  const parsed = signInInput.safeParse(input);
  if (!parsed.success) return null;
  const user = await db.user.findUnique({ where: { email: parsed.data.email } });
  if (!user?.passwordHash) return null;
  if (!(await verifyPassword(user.passwordHash, parsed.data.password))) return null;
  return { id: user.id, email: user.email, name: user.name };
}
