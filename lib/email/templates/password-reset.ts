// The "reset your password" email. The link is the only way in, so the mail says how long it lasts and what
// to do when the person did not ask for it (nothing: their password stays as it is).
import type { OutgoingEmail } from "../queue-email";
import { renderEmail } from "../render-email";

export function passwordResetEmail({ to, name, link }: { to: string; name: string | null; link: string }): OutgoingEmail {
  const body = renderEmail({
    heading: "Reset your Postlane password",
    paragraphs: [
      `Hi ${name || to},`,
      "Someone (we hope you) asked to reset the password of your Postlane account. Choose a new one with the link below. It works once and lasts 1 hour.",
      "Resetting your password signs you out everywhere else.",
    ],
    action: { label: "Choose a new password", url: link },
    footnote: "If you did not ask for this, ignore this email: your password stays as it is.",
  });
  return { to, subject: "Reset your Postlane password", ...body, secretLink: link };
}
