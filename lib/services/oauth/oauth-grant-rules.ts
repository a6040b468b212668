// What the authorization server's pieces agree on: lifetimes, how codes and client ids look. Which resource
// (RFC 8707) a token may be bound to is token-audience-policy.ts's. Kept apart so the consent page, the code
// exchange and the metadata documents cannot disagree.
import crypto from "node:crypto";

/** RFC 6749 recommends at most 10 minutes for an authorization code. */
export const AUTHORIZATION_CODE_TTL_MS = 10 * 60 * 1000;

export function newAuthorizationCode(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashAuthorizationCode(code: string): string {
  return crypto.createHash("sha256").update(code).digest("hex");
}

/** Public client ids: random, so one app's registration cannot be found by guessing. */
export function newClientId(): string {
  return `plc_${crypto.randomBytes(18).toString("base64url")}`;
}
