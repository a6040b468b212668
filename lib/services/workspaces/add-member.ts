// Adds an existing user to a workspace, or changes their role if they are already a member.
import { db } from "../../db";
import { BadRequestError, ForbiddenError, parseInput } from "../../errors";
import { addMemberInput } from "../../schemas/workspaces";
import type { Actor } from "../actor";
import { findUserByEmail } from "../users/find-user-by-email";
import { requireRole, roleInWorkspace } from "./require-role";

export async function addMember({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { email: string; role: string } }) {
  const data = parseInput(addMemberInput, input);
  await requireRole(workspaceId, actor, "admin", "manage members");
  if (data.role === "owner" && (await roleInWorkspace(workspaceId, actor)) === "admin") {
    throw new ForbiddenError("Only an owner can make someone an owner");
  }
  const user = await findUserByEmail(data.email);
  const workspace = await db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { ownerId: true } });
  if (workspace.ownerId === user.id && data.role !== "owner") {
    throw new BadRequestError("role: the workspace owner's role cannot be changed");
  }
  return db.membership.upsert({
    where: { workspaceId_userId: { workspaceId, userId: user.id } },
    create: { workspaceId, userId: user.id, role: data.role },
    update: { role: data.role },
    select: { id: true, workspaceId: true, userId: true, role: true, createdAt: true },
  });
}
