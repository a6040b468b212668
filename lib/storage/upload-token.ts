// Signed, expiring upload tokens for the local driver: `<payload>.<hmac>`, both base64url. The payload binds
// the object key, content type, size and expiry; any change to it breaks the HMAC.
import crypto from "node:crypto";
import { mediaSigningKey } from "../secrets";

export interface UploadGrant {
  key: string;
  contentType: string;
  sizeBytes: number;
  exactSize: boolean;
  /** Unix seconds. */
  expiresAt: number;
}

function mac(payload: string): Buffer {
  return crypto.createHmac("sha256", mediaSigningKey()).update(payload).digest();
}

export function signUploadGrant(grant: UploadGrant): string {
  const payload = Buffer.from(JSON.stringify([grant.key, grant.contentType, grant.sizeBytes, grant.exactSize ? 1 : 0, grant.expiresAt])).toString("base64url");
  return `${payload}.${mac(payload).toString("base64url")}`;
}

export type GrantCheck = { ok: true; grant: UploadGrant } | { ok: false; reason: "invalid" | "expired" };

export function verifyUploadToken(token: string, now = new Date()): GrantCheck {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = mac(payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!Array.isArray(fields) || fields.length !== 5) return { ok: false, reason: "invalid" };
  const [key, contentType, sizeBytes, exactSize, expiresAt] = fields as [string, string, number, number, number];
  if (now.getTime() / 1000 > expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, grant: { key, contentType, sizeBytes, exactSize: exactSize === 1, expiresAt } };
}
