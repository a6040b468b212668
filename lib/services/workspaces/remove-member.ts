// Removes someone from a workspace: owners and admins remove others, anyone may leave. The workspace owner
// cannot be removed, and only an owner removes another owner. The person's API keys for this workspace are
// revoked in the same transaction, so nothing they set up keeps acting here after they are gone.
import { forgetCachedApiKeys } from "../../auth/api-key-cache";
import { db } from "../../db";
import { BadRequestError, ForbiddenError, NotFoundError, parseInput } from "../../errors";
import { removeMemberInput, type RemoveMemberInput } from "../../schemas/members";
import type { Actor } from "../actor";
import { requireRole, roleInWorkspace } from "./require-role";

export async function removeMember({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: RemoveMemberInput }) {
  const data = parseInput(removeMemberInput, input);
  const actorRole = await roleInWorkspace(workspaceId, actor);
  const leaving = actor.kind !== "system" && actor.userId === data.userId;
  if (!leaving) await requireRole(workspaceId, actor, "admin", "remove members");

  const membership = await db.membership.findUnique({
    where: { workspaceId_userId: { workspaceId, userId: data.userId } },
    select: { id: true, role: true, workspace: { select: { ownerId: true } } },
  });
  if (!membership) throw new NotFoundError("Member");
  if (membership.workspace.ownerId === data.userId) throw new BadRequestError("userId: the workspace owner cannot be removed");
  if (!leaving && actorRole === "admin" && membership.role === "owner") throw new ForbiddenError("Only an owner can remove another owner");

  const [, revoked] = await db.$transaction([
    db.membership.delete({ where: { id: membership.id } }),
    db.apiKey.updateMany({ where: { workspaceId, createdById: data.userId, revokedAt: null }, data: { revokedAt: new Date() } }),
  ]);
  forgetCachedApiKeys(); // other instances hear of it from the database trigger
  return { workspaceId, userId: data.userId, revokedApiKeys: revoked.count };
}
