// The random token of a link that grants access by itself (a password reset, an address to verify, a client
// review link): 32 random bytes in base64url go into the link, only their sha256 into the database, so neither
// a copy of the table nor a log of it lets anyone use one.
import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: 43 characters. */
export const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
