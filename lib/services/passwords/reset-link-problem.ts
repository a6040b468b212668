// What a person is told about a reset link that cannot be used, one sentence per reason: the page that opens
// the link and the form that submits it say the same thing.
import type { EmailLinkState } from "./email-link-tokens";

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

export function resetLinkProblem(state: Exclude<EmailLinkState, "usable">): string {
  switch (state) {
    case "expired":
      return "This password reset link has expired: links last 1 hour. Ask for a new one.";
    case "used":
      return "This password reset link has already been used. If you need to reset your password again, ask for a new link.";
    case "replaced":
      return "This password reset link no longer works: a newer link was sent, or your password was changed since. Use the latest email, or ask for a new link.";
    case "invalid":
      return "This password reset link is not valid. Check that you opened the whole link from the email, or ask for a new one.";
  }
}
