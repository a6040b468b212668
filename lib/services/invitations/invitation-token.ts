// The token in an invitation link: `<invitation id>.<signature>`, the signature an HMAC-SHA256 (keyed with
// AUTH_SECRET) of the id and the invitation's nonce. Nothing secret is stored: the database alone cannot forge
// a link, a changed nonce kills every earlier link, and the same link can be shown again ("Copy invite link").
// The emailed link and the copied one are signed apart (`via`): following the emailed link proves the person
// reads that mailbox, so accepting with it confirms the address; a copied link proves only that someone passed
// it on, so accepting with it gives the invited role but leaves the address unconfirmed.
import crypto from "node:crypto";
import { authSecret } from "../../secrets";

export function newTokenNonce(): string {
  return crypto.randomBytes(16).toString("base64url");
}

/** How a link reached its holder: in the invitation email, or copied by hand from the Members page. */
export type InvitationLinkVia = "email" | "copy";

function signature(invitationId: string, nonce: string, via: InvitationLinkVia): string {
  const label = via === "email" ? "postlane-invitation" : "postlane-invitation-copy";
  return crypto.createHmac("sha256", authSecret()).update(`${label}:${invitationId}:${nonce}`).digest("base64url");
}

export function invitationToken(invitation: { id: string; tokenNonce: string }, via: InvitationLinkVia = "email"): string {
  return `${invitation.id}.${signature(invitation.id, invitation.tokenNonce, via)}`;
}

/** The invitation id a token claims to be for, or null when it is not shaped like one. */
export function invitationIdFromToken(token: string): string | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? match[1] : null;
}

function sameToken(expected: string, token: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** How `token` was issued for this invitation and its current nonce, or null when it was not (constant-time). */
export function tokenMatches(token: string, invitation: { id: string; tokenNonce: string }): InvitationLinkVia | null {
  if (sameToken(invitationToken(invitation, "email"), token)) return "email";
  if (sameToken(invitationToken(invitation, "copy"), token)) return "copy";
  return null;
}
