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

/** The signed-in user, or null. A session whose user no longer exists counts as signed out. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions());
  const id = session?.user?.id;
  if (!id) return null;
  return db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true } });
}

export async function requireSessionUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  return user;
}
