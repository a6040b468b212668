// Email + password check for sign-in; the same answer (null) for an unknown email and a wrong password.
// Attempts are throttled per account and per client address (services/rate-limit/sign-in-throttle.ts): past
// the budget this throws SignInThrottledError before any password is checked.
import { db } from "../../db";
import { verifyPassword } from "../../auth/password";
import { signInInput } from "../../schemas/users";
import { beginSignInAttempt, endSignInAttemptWithSuccess } from "../rate-limit/sign-in-throttle";

export async function authenticateUser({ input, clientAddress }: { input: { email: string; password: string }; clientAddress: string }) {
  const parsed = signInInput.safeParse(input);
  if (!parsed.success) return null;
  const attempt = { email: parsed.data.email, clientAddress };
  await beginSignInAttempt(attempt);
  const user = await db.user.findUnique({ where: { email: parsed.data.email } });
  if (!user?.passwordHash) return null;
  if (!(await verifyPassword(user.passwordHash, parsed.data.password))) return null;
  await endSignInAttemptWithSuccess(attempt);
  return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion };
}
