// The workspaces the actor's user belongs to, marking the one they act in (an API key's workspace).
import type { WorkspaceRoleName } from "../../auth/roles";
import type { Actor } from "../actor";
import { listUserWorkspaces } from "./list-user-workspaces";

export async function listActorWorkspaces({ workspaceId, actor }: { workspaceId: string; actor: Extract<Actor, { userId: string }> }) {
  const workspaces = await listUserWorkspaces({ userId: actor.userId });
  return workspaces.map((w) => ({ id: w.id, name: w.name, isPersonal: w.isPersonal, role: w.role as WorkspaceRoleName, active: w.id === workspaceId }));
}
