// Changes a member's role. Owners and admins manage members; only an owner may grant or take away the
// owner role, and the workspace owner's own role never changes (the workspace would have no owner).
import { forgetCachedApiKeys } from "../../auth/api-key-cache";
import { db } from "../../db";
import { BadRequestError, ForbiddenError, NotFoundError, parseInput } from "../../errors";
import { changeMemberRoleInput, type ChangeMemberRoleInput } from "../../schemas/members";
import type { Actor } from "../actor";
import { requireRole, roleInWorkspace } from "./require-role";

export async function changeMemberRole({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: ChangeMemberRoleInput }) {
  const data = parseInput(changeMemberRoleInput, input);
  await requireRole(workspaceId, actor, "admin", "change members' roles");
  const actorRole = await roleInWorkspace(workspaceId, actor);

  const membership = await db.membership.findUnique({
    where: { workspaceId_userId: { workspaceId, userId: data.userId } },
    select: { id: true, role: true, workspace: { select: { ownerId: true } } },
  });
  if (!membership) throw new NotFoundError("Member");
  if (membership.workspace.ownerId === data.userId && data.role !== "owner") {
    throw new BadRequestError("role: the workspace owner's role cannot be changed");
  }
  if (actorRole === "admin" && (data.role === "owner" || membership.role === "owner")) {
    throw new ForbiddenError("Only an owner can grant or change the owner role");
  }

  const changed = await db.membership.update({
    where: { id: membership.id },
    data: { role: data.role },
    select: { workspaceId: true, userId: true, role: true },
  });
  forgetCachedApiKeys(); // the key creator's role is cached with the key; other instances hear it from the database
  return changed;
}
