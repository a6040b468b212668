// The token in an invitation link: `<invitation id>.<signature>`, the signature an HMAC-SHA256 (keyed with
// AUTH_SECRET) of the id and the invitation's nonce. Nothing secret is stored: the database alone cannot forge
// a link, a changed nonce kills every earlier link, and the same link can be shown again ("Copy invite link").
import crypto from "node:crypto";
import { authSecret } from "../../secrets";

export function newTokenNonce(): string {
  return crypto.randomBytes(16).toString("base64url");
}

function signature(invitationId: string, nonce: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`postlane-invitation:${invitationId}:${nonce}`).digest("base64url");
}

export function invitationToken(invitation: { id: string; tokenNonce: string }): string {
  return `${invitation.id}.${signature(invitation.id, invitation.tokenNonce)}`;
}

/** The invitation id a token claims to be for, or null when it is not shaped like one. */
export function invitationIdFromToken(token: string): string | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? match[1] : null;
}

/** Whether `token` was signed for this invitation and its current nonce (constant-time comparison). */
export function tokenMatches(token: string, invitation: { id: string; tokenNonce: string }): boolean {
  const expected = Buffer.from(invitationToken(invitation));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
