// The operator's pages sit in the app's frame (AdminShell); for anyone else the frame is left out too, so the
// 404 their pages answer says nothing of an admin area.
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { getSessionUser } from "@/lib/session/session";
import { isInstanceOperator } from "@/lib/services/operations/operator-policy";

export const dynamic = "force-dynamic";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user || !(await isInstanceOperator(user.id))) return children;
  return <AdminShell>{children}</AdminShell>;
}
