// Random values of the authorization-code flow: the `state` that ties a callback to the flow that started it,
// and the PKCE pair (RFC 7636, S256) that proves the token request comes from the same party.
import crypto from "node:crypto";

export function randomState(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** 43 characters from the unreserved set, as RFC 7636 asks (32 random bytes in base64url). */
export function createCodeVerifier(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function codeChallengeS256(verifier: string): string {
  return crypto.createHash("sha256").update(verifier).digest("base64url");
}
