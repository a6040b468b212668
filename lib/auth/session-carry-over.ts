// Changing the password or signing out other sessions moves the user's session version on, which ends every
// session, the person's own included (lib/session/session.ts). To keep *their* session, the server action hands
// them a carry-over ticket: a short-lived HMAC over (user, the version their session has, the new version).
// The browser passes it to next-auth's session update (useSession().update), and the jwt callback moves that
// session, and only a session of that user at that version, to the new version. Another copy of the old
// cookie cannot get a ticket: the action that issues one runs only for a session that is still valid.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { authSecret } from "../secrets";

const LIFETIME_MS = 2 * 60 * 1000;

interface Claims {
  uid: string;
  from: number;
  to: number;
  exp: number;
}

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "postlane", "session-carry-over-v1", 32));
}

const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest();

export function issueSessionCarryOver({
  userId,
  fromVersion,
  toVersion,
  now = Date.now(),
}: {
  userId: string;
  fromVersion: number;
  toVersion: number;
  now?: number;
}): string {
  const claims: Claims = { uid: userId, from: fromVersion, to: toVersion, exp: now + LIFETIME_MS };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${sign(payload).toString("base64url")}`;
}

/** The version a session of `userId` at `currentVersion` moves to, or null when the ticket is not for it. */
export function acceptSessionCarryOver(ticket: unknown, session: { userId: unknown; currentVersion: unknown }, now = Date.now()): number | null {
  if (typeof ticket !== "string" || ticket.length > 1000) return null;
  const [payload, signature, extra] = ticket.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sign(payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Claims;
  } catch {
    return null;
  }
  if (claims.exp <= now || claims.uid !== session.userId || claims.from !== session.currentVersion) return null;
  return Number.isInteger(claims.to) ? claims.to : null;
}
