"use server";

import { AppError } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";
import { createUser } from "@/lib/services/users/create-user";
import { sendEmailVerification } from "@/lib/services/users/send-email-verification";

export type SignUpResult = { ok: true } | { ok: false; error: string };

export async function signUpAction(input: { name: string; email: string; password: string }): Promise<SignUpResult> {
  try {
    const user = await createUser({ input: { name: input.name || undefined, email: input.email, password: input.password } });
    // When mail is configured, a link to confirm the address; the account works either way.
    await sendEmailVerification({ userId: user.id }).catch((error: unknown) =>
      logger().error({ errorName: error instanceof Error ? error.name : "error" }, "verification email not queued"),
    );
    return { ok: true };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { ok: false, error: error.message };
    throw error;
  }
}
