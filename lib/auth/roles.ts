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

/** Managers and above approve posts (and may schedule or publish without approval, so they may approve their own). */
export function canApprove(role: WorkspaceRoleName): boolean {
  return roleAtLeast(role, "manager");
}

/** With "Posts need approval" on, whoever cannot approve must submit instead of scheduling or publishing. */
export function needsApproval(role: WorkspaceRoleName, postsNeedApproval: boolean): boolean {
  return postsNeedApproval && canWrite(role) && !canApprove(role);
}

/** Owners and admins turn "Posts need approval" on or off. */
export function canChangeApprovalSetting(role: WorkspaceRoleName): boolean {
  return roleAtLeast(role, "admin");
}

/** Owners and admins rename the workspace and change its colour, time zone and approvals setting. */
export function canChangeWorkspaceSettings(role: WorkspaceRoleName): boolean {
  return roleAtLeast(role, "admin");
}

/**
 * What each role may do, in the words the Members page shows. Written from the rules above (and read by the
 * role matrix test), so the page cannot promise what the services refuse.
 */
export const ROLE_POWERS: Record<WorkspaceRoleName, string[]> = {
  owner: ["Everything an admin can", "Make other people owners; invite, change and remove owners"],
  admin: [
    "Everything a manager can",
    "Invite people, change their roles and remove them, up to admin (never an owner)",
    "Revoke anyone's API keys",
    'Turn "Posts need approval" on or off',
    "Choose who gets the emailed analytics report, and how often",
    "Rename the workspace and change its colour and time zone",
  ],
  manager: ["Everything a member can", "Schedule and publish without approval", "Approve posts or ask for changes", "Connect and disconnect accounts"],
  member: [
    "Write posts, ideas and link pages; create their own API keys",
    'Schedule and publish only while "Posts need approval" is off; otherwise submit posts for approval',
    "Cannot approve posts or connect accounts",
  ],
  viewer: ["Read posts, ideas and analytics", "Cannot change anything"],
};
