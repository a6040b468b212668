"use server";

import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import { createWorkspace } from "@/lib/services/workspaces/create-workspace";

// Create a shared workspace owned by the signed-in person; the client then navigates into it.
export async function createWorkspaceAction(input: { name: string }) {
  return runAction(async () => {
    const actor = await sessionActor();
    const workspace = await createWorkspace({ ownerId: actor.userId, input });
    return { id: workspace.id, name: workspace.name };
  });
}
