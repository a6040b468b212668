"use server";

import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import { revalidatePath } from "next/cache";
import { createWorkspace } from "@/lib/services/workspaces/create-workspace";
import { updateWorkspace } from "@/lib/services/workspaces/update-workspace";

// Create a shared workspace owned by the signed-in person; the client then navigates into it.
export async function createWorkspaceAction(input: { name: string }) {
  return runAction(async () => {
    const actor = await sessionActor();
    const workspace = await createWorkspace({ ownerId: actor.userId, input });
    return { id: workspace.id, name: workspace.name };
  });
}

// Rename the workspace or set its client colour (Workspace settings page): the service PATCH /workspaces/{id}
// calls, so the page allows exactly what the API allows. The layout re-renders: switcher and titles follow.
export async function updateWorkspaceAction(workspaceId: string, input: { name?: string; color?: string | null; logoMediaId?: string | null }) {
  return runAction(async () => {
    const workspace = await updateWorkspace({ workspaceId, actor: await sessionActor(), input: { id: workspaceId, body: input } });
    revalidatePath(`/${workspaceId}`, "layout");
    return { name: workspace.name, color: workspace.color };
  });
}
