// Membership checks shared by every service that acts inside a workspace.
import { db } from "../../db";
import { ForbiddenError, NotFoundError } from "../../errors";
import { roleAtLeast, type WorkspaceRoleName } from "../../auth/roles";
import type { Actor } from "../actor";
import { enforceVerdict, judgeMembershipMove, type ActingRole, type MembershipMove } from "./membership-policy";

/** The actor's role in the workspace; NotFound when they are not a member (no hint that it exists). */
export async function roleInWorkspace(workspaceId: string, actor: Actor): Promise<WorkspaceRoleName | "system"> {
  if (actor.kind === "system") {
    const exists = await db.workspace.findUnique({ where: { id: workspaceId }, select: { id: true } });
    if (!exists) throw new NotFoundError("Workspace");
    return "system";
  }
  const membership = await db.membership.findUnique({
    where: { workspaceId_userId: { workspaceId, userId: actor.userId } },
    select: { role: true },
  });
  if (!membership) throw new NotFoundError("Workspace");
  return membership.role;
}

/** Throws 403 unless the actor has at least `minimum` (the operator always passes); returns the role. */
export async function requireRole(workspaceId: string, actor: Actor, minimum: WorkspaceRoleName, action: string): Promise<WorkspaceRoleName | "system"> {
  const role = await roleInWorkspace(workspaceId, actor);
  if (role !== "system" && !roleAtLeast(role, minimum)) {
    throw new ForbiddenError(`Your role (${role}) cannot ${action}; it needs ${minimum} or above`);
  }
  return role;
}

/** Looks up the actor's role (404 for outsiders) and enforces the membership rule; returns the role. */
export async function requireMembershipMove(workspaceId: string, actor: Actor, move: MembershipMove): Promise<ActingRole> {
  const role = await roleInWorkspace(workspaceId, actor);
  enforceVerdict(judgeMembershipMove(role, move));
  return role;
}
