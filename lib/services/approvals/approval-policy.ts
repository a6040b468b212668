// Who must go through approval, asked by every service that schedules or publishes (create, edit, publish,
// add to queue) and by the approval services themselves. The rules are the role functions of lib/auth/roles.ts;
// this file adds the workspace's setting, read only when the role could be affected (no query for approvers).
import { db, type DbTransaction } from "../../db";
import { ApprovalRequiredError, ForbiddenError } from "../../errors";
import { canApprove, needsApproval, type WorkspaceRoleName } from "../../auth/roles";

export type ActingRole = WorkspaceRoleName | "system";

export async function workspaceNeedsApproval(workspaceId: string, client: DbTransaction | typeof db = db): Promise<boolean> {
  const workspace = await client.workspace.findUnique({ where: { id: workspaceId }, select: { postsNeedApproval: true } });
  return workspace?.postsNeedApproval ?? false;
}

/** Whether this role, in this workspace, must submit posts instead of scheduling or publishing them. */
export async function mustSubmitForApproval(workspaceId: string, role: ActingRole, client: DbTransaction | typeof db = db): Promise<boolean> {
  if (role === "system" || canApprove(role)) return false;
  return needsApproval(role, await workspaceNeedsApproval(workspaceId, client));
}

/** 403 for a member who tries to schedule or publish where posts need approval. */
export async function requireNoApprovalNeeded(workspaceId: string, role: ActingRole, action: "schedule posts" | "publish posts"): Promise<void> {
  if (await mustSubmitForApproval(workspaceId, role)) {
    throw new ApprovalRequiredError(
      `Posts in this workspace need approval: your role (${role}) cannot ${action}. Submit the post for approval instead; a manager, admin or owner approves it`,
    );
  }
}

export function requireApprover(role: ActingRole, action: string): void {
  if (role !== "system" && !canApprove(role)) {
    throw new ForbiddenError(`Your role (${role}) cannot ${action}; managers, admins and owners can`);
  }
}
