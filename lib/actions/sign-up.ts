"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { AppError } from "@/lib/errors";
import { clientAddress } from "@/lib/net/client-address";
import { logger } from "@/lib/observability/logger";
import { signUp } from "@/lib/services/users/sign-up";
import { sendEmailVerification } from "@/lib/services/users/send-email-verification";

/** "sign-in": a new account, the form signs the person in. "check-email": the same answer as anything else. */
export type SignUpResult = { ok: true; next: "sign-in" | "check-email" } | { ok: false; error: string };

const logFailure = (what: string) => (error: unknown) => logger().error({ errorName: error instanceof Error ? error.name : "error" }, what);

export async function signUpAction(input: { name: string; email: string; password: string; workspaceName?: string }): Promise<SignUpResult> {
  try {
    const outcome = await signUp({
      input: { name: input.name || undefined, email: input.email, password: input.password },
      workspaceName: input.workspaceName,
      clientAddress: clientAddress(await headers()),
      // The note to the owner of a taken address goes after the response, so it does not slow that answer.
      runLater: (work) => after(() => work().catch(logFailure("sign-up notice not sent"))),
    });
    if (!outcome.created) return { ok: true, next: "check-email" };
    // When mail is configured, a link to confirm the address; the account works either way.
    await sendEmailVerification({ userId: outcome.user.id }).catch(logFailure("verification email not queued"));
    return { ok: true, next: "sign-in" };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { ok: false, error: error.message };
    throw error;
  }
}
