// What the authorization server's pieces agree on: lifetimes, how codes and client ids look, and which
// resource (RFC 8707) a token may be bound to. Kept apart so the consent page, the code exchange and the
// metadata documents cannot disagree.
import crypto from "node:crypto";
import { appUrl } from "../../env";

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

/**
 * Every resource served here (the MCP endpoint, the REST API, the app as a whole) is one protected
 * resource for tokens: a token is an API key, valid wherever a key is. So a `resource` is accepted when it
 * names this app (same origin, no fragment) and stored as given, to be matched exactly at the exchange.
 */
export function isOwnResource(resource: string): boolean {
  try {
    const url = new URL(resource);
    return !url.hash && url.origin === new URL(appUrl()).origin;
  } catch {
    return false;
  }
}
