// Sent to the owner of an address someone tried to sign up with: the sign-up form answers alike for a taken
// address ("check your email"), so the person who owns it learns here what happened and what to do. No link
// in it lets anyone in: the way back is the ordinary "forgot password" page.
import { appLink } from "../app-link";
import type { OutgoingEmail } from "../queue-email";
import { renderEmail } from "../render-email";

export function signUpAttemptEmail({ to, name }: { to: string; name: string | null }): OutgoingEmail {
  const body = renderEmail({
    heading: "Someone tried to sign up with your address",
    paragraphs: [
      `Hi ${name || to},`,
      "Someone (perhaps you) tried to create a Postlane account with this email address, which already has one. No new account was made and nothing changed in yours.",
      "If it was you, sign in instead. If you forgot your password, you can reset it.",
    ],
    action: { label: "Reset your password", url: appLink("/forgot-password") },
    footnote: "If it was not you, you can ignore this email.",
  });
  return { to, subject: "Someone tried to sign up to Postlane with your address", ...body };
}
