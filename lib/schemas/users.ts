import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../auth/password-rules";

export const email = z
  .string({ error: "is required" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "must be a valid email address" }));

const newPassword = z
  .string({ error: "is required" })
  .min(MIN_PASSWORD_LENGTH, { error: `must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(200, { error: "must be at most 200 characters" });

export const createUserInput = z.strictObject({
  email,
  password: newPassword,
  name: z.string().trim().max(100, { error: "must be at most 100 characters" }).optional(),
});
export type CreateUserInput = z.input<typeof createUserInput>;

export const signInInput = z.object({ email, password: z.string().min(1, { error: "is required" }) });
