"use client";
// After a password change or "sign out other sessions" the server has ended every session; the ticket the
// action returned moves this browser's session to the new version (lib/auth/session-carry-over.ts).
import { useSession } from "next-auth/react";

export function useKeepThisSession(): (carryOver: string) => Promise<boolean> {
  const { update } = useSession();
  return async (carryOver) => (await update({ carryOver })) !== null;
}
