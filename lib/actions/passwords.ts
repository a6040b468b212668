"use server";
// The password pages' server actions: forgot (ask for a link), reset (use it), change (signed in) and sign
// out other sessions. The last two return a carry-over ticket that keeps the person's own session.
import { after } from "next/server";
import { headers } from "next/headers";
import { requireSessionUser } from "@/lib/session/session";
import { issueSessionCarryOver } from "@/lib/auth/session-carry-over";
import { clientAddress } from "@/lib/net/client-address";
import type { ChangeOwnPasswordInput, ForgotPasswordInput, ResetPasswordInput } from "@/lib/schemas/passwords";
import { requestPasswordReset } from "@/lib/services/passwords/request-password-reset";
import { resetPassword } from "@/lib/services/passwords/reset-password";
import { changePassword } from "@/lib/services/users/change-password";
import { signOutOtherSessions } from "@/lib/services/users/sign-out-other-sessions";
import { runAction } from "./action-result";
import { logger } from "@/lib/observability/logger";

const requestAddress = async () => clientAddress(await headers());

// Ask for a reset link. The answer is the same whether or not the address has an account: the lookup and
// the email happen after the response has gone.
export async function requestPasswordResetAction(input: ForgotPasswordInput) {
  return runAction(async () => {
    await requestPasswordReset({
      input,
      clientAddress: await requestAddress(),
      runLater: (work) =>
        after(() =>
          work().catch((error: unknown) => logger().error({ errorName: error instanceof Error ? error.name : "error" }, "password reset link not sent")),
        ),
    });
    return null;
  });
}

// Choose a new password with a reset link; every session of the account ends.
export async function resetPasswordAction(input: ResetPasswordInput) {
  return runAction(() => resetPassword({ input }));
}

// Change the password (current one required); other sessions end, this one carries over.
export async function changePasswordAction(input: ChangeOwnPasswordInput) {
  return runAction(async () => {
    const user = await requireSessionUser();
    const { sessionVersion } = await changePassword({ userId: user.id, input, clientAddress: await requestAddress() });
    return { carryOver: issueSessionCarryOver({ userId: user.id, fromVersion: user.sessionVersion, toVersion: sessionVersion }) };
  });
}

// End every other session of the signed-in user; this one carries over.
export async function signOutOtherSessionsAction() {
  return runAction(async () => {
    const user = await requireSessionUser();
    const { sessionVersion } = await signOutOtherSessions({ userId: user.id });
    return { carryOver: issueSessionCarryOver({ userId: user.id, fromVersion: user.sessionVersion, toVersion: sessionVersion }) };
  });
}
