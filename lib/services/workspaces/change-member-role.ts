// Gives a person a role in a workspace: the one place a role is set, whether the members page changes it,
// an invite names someone who is already a member, or the CLI adds them. Who may do it is decided by
// membership-policy.ts (nobody grants or takes away a role above their own; the workspace owner and the
// last owner stay owners).
import { forgetCachedApiKeys } from "../../auth/api-key-cache";
import type { WorkspaceRoleName } from "../../auth/roles";
import { db } from "../../db";
import { NotFoundError, parseInput } from "../../errors";
import { changeMemberRoleInput, type ChangeMemberRoleInput } from "../../schemas/members";
import type { Actor } from "../actor";
import { requireMembershipMove, requireRole } from "./require-role";

const membershipSelect = { id: true, workspaceId: true, userId: true, role: true, createdAt: true } as const;

/** The rule for every role change (membership-policy.ts), with what it needs to know about the workspace. */
async function checkRoleChange(workspaceId: string, actor: Actor, userId: string, current: WorkspaceRoleName | null, role: WorkspaceRoleName) {
  const [workspace, owners] = await Promise.all([
    db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { ownerId: true } }),
    db.membership.count({ where: { workspaceId, role: "owner" } }),
  ]);
  await requireMembershipMove(workspaceId, actor, { kind: "change", from: current, to: role, isWorkspaceOwner: workspace.ownerId === userId, owners });
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
