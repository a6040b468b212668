// The signed-in user and the workspace a page is for (from the URL), or not-found when they are not a
// member. Cached per request so the layout and the page share one lookup.
import { cache } from "react";
import { notFound } from "next/navigation";
import { listUserWorkspaces } from "@/lib/services/workspaces/list-user-workspaces";
import { requireSessionUser } from "@/lib/session/session";

export const getWorkspaceContext = cache(async (workspaceId: string) => {
  const user = await requireSessionUser();
  const workspaces = await listUserWorkspaces({ userId: user.id });
  const workspace = workspaces.find((w) => w.id === workspaceId);
  if (!workspace) notFound();
  return { user, workspace, role: workspace.role, workspaces };
});
