// Whether a reset link can still be used, for the page it opens; does not use it up (mail scanners that
// open links must not spend them).
import { lookUpEmailLinkToken } from "./email-link-tokens";
import { resetLinkProblem } from "./reset-link-problem";

export async function checkPasswordResetLink({
  token,
  now = new Date(),
}: {
  token: string;
  now?: Date;
}): Promise<{ usable: true } | { usable: false; problem: string }> {
  const { state } = await lookUpEmailLinkToken({ token, purpose: "password_reset", now });
  return state === "usable" ? { usable: true } : { usable: false, problem: resetLinkProblem(state) };
}
