"use server";
// Confirming the email address (the link from the sign-up email) and asking for a new link (the banner).
import { revalidatePath } from "next/cache";
import { requireSessionUser } from "@/lib/session/session";
import { sendEmailVerification } from "@/lib/services/users/send-email-verification";
import { verifyEmailAddress } from "@/lib/services/users/verify-email-address";
import { runAction } from "./action-result";

// Use a confirmation link: works signed in or not (the link is the proof).
export async function verifyEmailAction(token: string) {
  return runAction(async () => {
    const verified = await verifyEmailAddress({ token: String(token) });
    revalidatePath("/", "layout");
    return verified;
  });
}

// Send the signed-in user a new confirmation link.
export async function resendVerificationEmailAction() {
  return runAction(async () => {
    const user = await requireSessionUser();
    return sendEmailVerification({ userId: user.id });
  });
}
