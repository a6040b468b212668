// The "confirm your email address" email sent after sign-up when mail is configured.
import type { OutgoingEmail } from "../queue-email";
import { renderEmail } from "../render-email";

export function verifyEmailEmail({ to, name, link }: { to: string; name: string | null; link: string }): OutgoingEmail {
  const body = renderEmail({
    heading: "Confirm your email address",
    paragraphs: [`Hi ${name || to},`, "Welcome to Postlane. Please confirm that this is your email address, so we can reach you about your account."],
    action: { label: "Confirm my email address", url: link },
    footnote: "If you did not create a Postlane account, ignore this email.",
  });
  return { to, subject: "Confirm your email address for Postlane", ...body, secretLink: link };
}
