// Workspace roles, strongest first. A role can do what every weaker role can.
import { z } from "zod";

export const WORKSPACE_ROLES = ["owner", "admin", "manager", "member", "viewer"] as const;
export type WorkspaceRoleName = (typeof WORKSPACE_ROLES)[number];
export const workspaceRole = z.enum(WORKSPACE_ROLES);

export function roleAtLeast(role: WorkspaceRoleName, minimum: WorkspaceRoleName): boolean {
  return WORKSPACE_ROLES.indexOf(role) <= WORKSPACE_ROLES.indexOf(minimum);
}

/** Viewers read; every other role may write content (posts, ideas, media, keys). */
export function canWrite(role: WorkspaceRoleName): boolean {
  return role !== "viewer";
}

/** Owners and admins manage members. */
export function canManageMembers(role: WorkspaceRoleName): boolean {
  return roleAtLeast(role, "admin");
}
