// The people of a workspace with their roles, for the members page. Any member may see them.
import { db } from "../../db";
import type { Actor } from "../actor";
import { roleInWorkspace } from "./require-role";

export async function listMembers({ workspaceId, actor }: { workspaceId: string; actor: Actor }) {
  await roleInWorkspace(workspaceId, actor);
  const workspace = await db.workspace.findUniqueOrThrow({
    where: { id: workspaceId },
    select: {
      ownerId: true,
      memberships: {
        orderBy: { createdAt: "asc" },
        select: { role: true, createdAt: true, user: { select: { id: true, email: true, name: true } } },
      },
    },
  });
  return workspace.memberships.map((m) => ({
    userId: m.user.id,
    email: m.user.email,
    name: m.user.name,
    role: m.role,
    joinedAt: m.createdAt,
    /** The person the workspace belongs to: their role and membership cannot be changed. */
    isWorkspaceOwner: m.user.id === workspace.ownerId,
  }));
}
