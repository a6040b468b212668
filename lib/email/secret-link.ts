// No live token at rest: a message whose link carries a token (a reset, a verification, an invitation) is
// stored with that link's last path segment replaced by `[redacted]`, in the text and the HTML. The real link
// travels beside it, encrypted with TOKEN_ENCRYPTION_KEY, only while delivery needs it (send-email puts it
// back into the copy it hands to SMTP, then clears it). The outbox page, backups and logs see the redacted copy.
import { escapeHtml } from "./render-email";

const REDACTED = "[redacted]";

/** `https://host/reset-password/abc` → `https://host/reset-password/[redacted]` (the token is the last segment). */
export function redactLink(link: string): string {
  const cut = link.lastIndexOf("/");
  if (cut < 0 || cut === link.length - 1) throw new Error("A secret link ends with its token");
  return `${link.slice(0, cut + 1)}${REDACTED}`;
}

/** Every spelling of `from` in a text/HTML pair (HTML escapes it) replaced by `to`'s. */
function swap(body: { text: string; html: string }, from: string, to: string): { text: string; html: string } {
  return { text: body.text.replaceAll(from, to), html: body.html.replaceAll(escapeHtml(from), escapeHtml(to)).replaceAll(from, to) };
}

/** The copy to store: the secret link redacted everywhere it appears. */
export function redactBody(body: { text: string; html: string }, secretLink: string): { text: string; html: string } {
  return swap(body, secretLink, redactLink(secretLink));
}

/** The copy to send: the redacted link replaced by the real one again. */
export function restoreBody(body: { text: string; html: string }, secretLink: string): { text: string; html: string } {
  return swap(body, redactLink(secretLink), secretLink);
}
