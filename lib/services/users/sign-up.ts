// Sign-up from the web form: throttled per address typed and per client, and it does not say whether an
// account exists. A new address gets its account (the caller signs the person in); a taken one gets the
// same work done (a password hashed, so the timing matches) and the answer "check your email", while its
// owner is told by mail that someone tried (sent after the response, as "forgot password" does). What still
// differs is that a newcomer lands signed in: the residual is described in docs/security.md.
import { hashPassword } from "../../auth/password";
import { db } from "../../db";
import { ConflictError, parseInput } from "../../errors";
import { queueEmail } from "../../email/queue-email";
import { signUpAttemptEmail } from "../../email/templates/sign-up-attempt";
import { logger } from "../../observability/logger";
import { createUserInput, type CreateUserInput } from "../../schemas/users";
import { countSignUpAttempt } from "../rate-limit/sign-up-throttle";
import { createUser, type CreatedUser } from "./create-user";

type RunLater = (work: () => Promise<unknown>) => void;

const startDetached: RunLater = (work) => {
  void work().catch((error: unknown) => logger().error({ errorName: error instanceof Error ? error.name : "error" }, "sign-up notice not sent"));
};

type SignUpOutcome = { created: true; user: CreatedUser } | { created: false };

export async function signUp({
  input,
  workspaceName,
  clientAddress,
  runLater = startDetached,
}: {
  input: CreateUserInput;
  /** The answer to "Whose posts are these?": names the first workspace (empty: named after the person). */
  workspaceName?: string;
  clientAddress: string;
  runLater?: RunLater;
}): Promise<SignUpOutcome> {
  const data = parseInput(createUserInput, input);
  await countSignUpAttempt({ email: data.email, clientAddress });
  const taken = await db.user.findUnique({ where: { email: data.email }, select: { id: true } });
  if (!taken) {
    try {
      return { created: true, user: await createUser({ input: data, firstWorkspace: { name: workspaceName } }) };
    } catch (error) {
      // Someone else took the address a moment ago: answered as a taken address.
      if (!(error instanceof ConflictError)) throw error;
    }
  } else {
    // The same argon2 work a new account costs, so the answer takes as long.
    await hashPassword(data.password);
  }
  runLater(() => sendSignUpAttemptNotice(data.email));
  return { created: false };
}

async function sendSignUpAttemptNotice(email: string): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { email: true, name: true } });
  if (!user) return;
  // queueEmail hands it to the sender (or keeps it, without SMTP).
  await queueEmail({ workspaceId: null, kind: "sign-up-attempt", message: signUpAttemptEmail({ to: user.email, name: user.name }) });
}
