"use server";

import { AppError } from "@/lib/errors";
import { createUser } from "@/lib/services/users/create-user";

export type SignUpResult = { ok: true } | { ok: false; error: string };

export async function signUpAction(input: { name: string; email: string; password: string }): Promise<SignUpResult> {
  try {
    await createUser({ input: { name: input.name || undefined, email: input.email, password: input.password } });
    return { ok: true };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { ok: false, error: error.message };
    throw error;
  }
}
