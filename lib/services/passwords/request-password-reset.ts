// "Forgot password": the answer is the same whether or not the address has an account, and so is its timing.
// This part (checking the input, counting the request against the per-account and per-address budgets) runs
// alike for every address; looking the account up and sending the link (sendPasswordResetLink) is handed to
// `runLater`, which the web app runs after the response has gone (Next's after()), so neither the answer nor
// its timing can tell an address with an account from one without.
import { forgotPasswordInput, type ForgotPasswordInput } from "../../schemas/passwords";
import { countPasswordResetRequest } from "../rate-limit/password-reset-throttle";
import { parsePasswordForm } from "./parse-password-form";
import { sendPasswordResetLink } from "./send-password-reset-link";
import { logger } from "@/lib/observability/logger";

type RunLater = (work: () => Promise<unknown>) => void;

/** Without a caller's scheduler: start it now and do not wait (the process outlives the request). */
const startDetached: RunLater = (work) => {
  void work().catch((error: unknown) => logger().error({ errorName: error instanceof Error ? error.name : "error" }, "password reset link not sent"));
};

export async function requestPasswordReset({
  input,
  clientAddress,
  runLater = startDetached,
}: {
  input: ForgotPasswordInput;
  clientAddress: string;
  runLater?: RunLater;
}): Promise<{ email: string }> {
  const { email } = parsePasswordForm(forgotPasswordInput, input);
  await countPasswordResetRequest({ email, clientAddress });
  runLater(() => sendPasswordResetLink({ email }));
  return { email };
}
