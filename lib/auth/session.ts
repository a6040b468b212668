// The signed-in person for server components and actions.
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { db } from "../db";
import { authOptions } from "./auth-options";

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
}

/**
 * The signed-in user, or null. A session whose user no longer exists, or that was issued before the user
 * signed out or changed their password (an older session version), counts as signed out: checked in the
 * query that loads the user, so it costs nothing extra.
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions());
  const id = session?.user?.id;
  if (!id) return null;
  const user = await db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true, sessionVersion: true } });
  if (!user || user.sessionVersion !== (session.user?.sessionVersion ?? 0)) return null;
  return { id: user.id, email: user.email, name: user.name };
}

export async function requireSessionUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  return user;
}
