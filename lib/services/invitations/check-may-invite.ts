// Who may invite whom, with the same rules as every role change (change-member-role.ts): owners and admins
// manage members, and nobody hands out a role above their own (only an owner makes someone an owner).
import type { WorkspaceRoleName } from "../../auth/roles";
import { ForbiddenError } from "../../errors";
import type { Actor } from "../actor";
import { requireRole, roleInWorkspace } from "../workspaces/require-role";

export async function checkMayInvite(workspaceId: string, actor: Actor, role: WorkspaceRoleName | null): Promise<void> {
  await requireRole(workspaceId, actor, "admin", "invite people");
  const actorRole = await roleInWorkspace(workspaceId, actor);
  if (role === "owner" && actorRole === "admin") throw new ForbiddenError("Only an owner can invite someone as an owner");
}
