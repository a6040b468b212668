import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CreateWorkspaceButton } from "@/components/workspaces/create-workspace-dialog";
import { listUserWorkspaces } from "@/lib/services/workspaces/list-user-workspaces";
import { getSessionUser } from "@/lib/session/session";

export const metadata: Metadata = { title: "Create a workspace" };
export const dynamic = "force-dynamic";

// Someone in no workspace at all: an invitee (who gets no workspace of their own) since removed from the one
// they joined. They create their own here instead of landing on an empty page.
export default async function WelcomePage() {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  if ((await listUserWorkspaces({ userId: user.id })).length > 0) redirect("/");
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold">You are not in any workspace</h1>
      <p className="text-sm text-slate-600">Create one for your business or a client, or ask a teammate to invite you to theirs.</p>
      <CreateWorkspaceButton />
    </div>
  );
}
