// Inputs of the password pages (forgot, reset, change). The web app shows these messages as they are, so
// they are sentences for people rather than `field: rule`.
import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../auth/password-rules";

const ENTER_EMAIL = "Enter the email address you sign in with.";
export const forgotPasswordInput = z.strictObject({
  email: z
    .string({ error: ENTER_EMAIL })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: ENTER_EMAIL })),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

const newPassword = z
  .string({ error: "Choose a new password." })
  .min(MIN_PASSWORD_LENGTH, { error: `Your new password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(200, { error: "Your new password must be at most 200 characters." });

export const resetPasswordInput = z.strictObject({ token: z.string({ error: "The reset link is missing its code." }), newPassword });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const changeOwnPasswordInput = z.strictObject({
  currentPassword: z.string({ error: "Enter your current password." }).min(1, { error: "Enter your current password." }),
  newPassword,
});
export type ChangeOwnPasswordInput = z.input<typeof changeOwnPasswordInput>;
