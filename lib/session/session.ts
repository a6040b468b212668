// The signed-in person for server components, actions and the web app's own route handlers.
import type { NextApiRequest, NextApiResponse } from "next";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";
import { db } from "@/lib/db";
import { noteRequestCaller } from "@/lib/observability/request-context";
import { authOptions } from "@/lib/session/auth-options";

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  /** The session version this session was issued under (the user's current one: older sessions are refused). */
  sessionVersion: number;
  /** Their own time zone (IANA), null until detected or chosen. */
  timeZone: string | null;
}

/** No-op response for next-auth: reading a session never needs to set a cookie here (as next-auth's own
 *  server-component path does). */
const noResponse = { getHeader() {}, setCookie() {}, setHeader() {} };

/** The Cookie header as name -> value. Read from the header, not through `new NextRequest(req)`: wrapping a
 *  request takes over its body stream, and the handler still has to read the body. */
function cookiesOf(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at < 1) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    try {
      cookies[name] ??= decodeURIComponent(value);
    } catch {
      cookies[name] ??= value;
    }
  }
  return cookies;
}

/**
 * The session as next-auth reads it: from `req` when a route handler passes its request (its cookies are the
 * request's own, so the handler runs the same in a test as in the server), otherwise from Next's request
 * scope (server components and actions).
 */
async function readSession(req?: Request) {
  if (!req) return getServerSession(authOptions());
  const cookies = cookiesOf(req.headers.get("cookie") ?? "");
  // next-auth's Node-style (req, res) form, given what its server-component path builds from next/headers.
  const nodeReq = { headers: Object.fromEntries(req.headers), cookies } as unknown as NextApiRequest;
  return getServerSession(nodeReq, noResponse as unknown as NextApiResponse, authOptions());
}

/**
 * The signed-in user, or null. A session whose user no longer exists, or that was issued before the user
 * signed out or changed their password (an older session version), counts as signed out: checked in the
 * query that loads the user, so it costs nothing extra.
 */
export async function getSessionUser(req?: Request): Promise<SessionUser | null> {
  return req ? loadSessionUser(req) : sessionUserOfThisRequest();
}

/** Server components ask several times per page (the layouts' viewer time, the workspace context, the page):
 * one read of the session and the user row per request. */
const sessionUserOfThisRequest = cache(() => loadSessionUser());

async function loadSessionUser(req?: Request): Promise<SessionUser | null> {
  const session = await readSession(req);
  const id = session?.user?.id;
  if (!id) return null;
  const user = await db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true, sessionVersion: true, timeZone: true } });
  if (!user || user.sessionVersion !== (session.user?.sessionVersion ?? 0)) return null;
  // The request's log line names the signed-in person (lib/server/observability/request-log.ts).
  noteRequestCaller({ userId: user.id });
  return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion, timeZone: user.timeZone };
}

export async function requireSessionUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  return user;
}
