// "Your password was changed": sent after a change on Your account and after a reset, so a person whose
// password someone else changed learns it at once, and where to go (a reset takes the account back).
import { appLink } from "../app-link";
import type { OutgoingEmail } from "../queue-email";
import { renderEmail } from "../render-email";

export function passwordChangedEmail({ to, name, how }: { to: string; name: string | null; how: "changed" | "reset" }): OutgoingEmail {
  const body = renderEmail({
    heading: "Your Postlane password was changed",
    paragraphs: [
      `Hi ${name || to},`,
      how === "reset"
        ? "The password of your Postlane account was just reset with a link sent to this address. Every other session was signed out."
        : "The password of your Postlane account was just changed from Your account. Every other session was signed out.",
      "If that was you, there is nothing to do. If it was not, reset your password now: the link below sends a new one to this address.",
    ],
    action: { label: "Reset your password", url: appLink("/forgot-password") },
  });
  return { to, subject: "Your Postlane password was changed", ...body };
}
