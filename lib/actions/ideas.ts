"use server";

import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import { createIdea } from "@/lib/services/ideas/create-idea";
import { deleteIdea } from "@/lib/services/ideas/delete-idea";
import { moveIdea } from "@/lib/services/ideas/move-idea";
import { updateIdea } from "@/lib/services/ideas/update-idea";
import type { IdeaInput } from "@/lib/schemas/ideas";

export async function createIdeaAction(workspaceId: string, input: IdeaInput) {
  return runAction(async () => createIdea({ workspaceId, actor: await sessionActor(), input }));
}

export async function updateIdeaAction(workspaceId: string, id: string, changes: IdeaInput) {
  return runAction(async () => updateIdea({ workspaceId, actor: await sessionActor(), input: { id, changes } }));
}

export async function deleteIdeaAction(workspaceId: string, id: string) {
  return runAction(async () => deleteIdea({ workspaceId, actor: await sessionActor(), input: { id } }));
}

// A drag and drop: into `status`, right after `afterId` (or before `beforeId` when it lands first).
export async function moveIdeaAction(workspaceId: string, input: { id: string; status: IdeaInput["status"]; afterId?: string; beforeId?: string }) {
  return runAction(async () => moveIdea({ workspaceId, actor: await sessionActor(), input }));
}
