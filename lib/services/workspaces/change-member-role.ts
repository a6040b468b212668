// Gives a person a role in a workspace: the one place a role is set, whether the members page changes it,
// an invite names someone who is already a member, or the CLI adds them. Owners and admins manage members;
// only an owner may grant or take away the owner role, and the workspace owner's own role never changes
// (the workspace would have no owner).
import { forgetCachedApiKeys } from "../../auth/api-key-cache";
import type { WorkspaceRoleName } from "../../auth/roles";
import { db } from "../../db";
import { BadRequestError, ForbiddenError, NotFoundError, parseInput } from "../../errors";
import { changeMemberRoleInput, type ChangeMemberRoleInput } from "../../schemas/members";
import type { Actor } from "../actor";
import { requireRole, roleInWorkspace } from "./require-role";

const membershipSelect = { id: true, workspaceId: true, userId: true, role: true, createdAt: true } as const;

/**
 * The rule for every role change. `current` is the person's role now, null when they are not a member yet.
 * Throws 403/400 naming what is not allowed.
 */
async function checkRoleChange(workspaceId: string, actor: Actor, userId: string, current: WorkspaceRoleName | null, role: WorkspaceRoleName) {
  await requireRole(workspaceId, actor, "admin", current ? "change members' roles" : "manage members");
  const actorRole = await roleInWorkspace(workspaceId, actor);
  const workspace = await db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { ownerId: true } });
  if (workspace.ownerId === userId && role !== "owner") throw new BadRequestError("role: the workspace owner's role cannot be changed");
  if (actorRole === "admin" && (role === "owner" || current === "owner")) {
    throw new ForbiddenError(current ? "Only an owner can grant or change the owner role" : "Only an owner can make someone an owner");
  }
}

/** Sets `userId`'s role, adding them when `addIfMissing` (an invite) and they are not a member yet. */
export async function setMemberRole({
  workspaceId,
  actor,
  userId,
  role,
  addIfMissing,
}: {
  workspaceId: string;
  actor: Actor;
  userId: string;
  role: WorkspaceRoleName;
  addIfMissing: boolean;
}) {
  const membership = await db.membership.findUnique({ where: { workspaceId_userId: { workspaceId, userId } }, select: { id: true, role: true } });
  if (!membership && !addIfMissing) {
    await requireRole(workspaceId, actor, "admin", "change members' roles");
    throw new NotFoundError("Member");
  }
  await checkRoleChange(workspaceId, actor, userId, membership?.role ?? null, role);
  if (!membership) {
    // Two invites at once: the second finds the membership made by the first and is a role change.
    const created = await db.membership.createManyAndReturn({ data: [{ workspaceId, userId, role }], skipDuplicates: true, select: membershipSelect });
    if (created[0]) return created[0];
    return setMemberRole({ workspaceId, actor, userId, role, addIfMissing: false });
  }
  const changed = await db.membership.update({ where: { id: membership.id }, data: { role }, select: membershipSelect });
  forgetCachedApiKeys(); // the key creator's role is cached with the key; other instances hear it from the database
  return changed;
}

export async function changeMemberRole({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: ChangeMemberRoleInput }) {
  const data = parseInput(changeMemberRoleInput, input);
  const changed = await setMemberRole({ workspaceId, actor, userId: data.userId, role: data.role, addIfMissing: false });
  return { workspaceId: changed.workspaceId, userId: changed.userId, role: changed.role };
}
