// Removes someone from a workspace, as membership-policy.ts allows: owners and admins remove others of a
// role no higher than their own, anyone may leave, and the workspace owner and the last owner stay. The person's API keys for this workspace are
// revoked in the same transaction, so nothing they set up keeps acting here after they are gone.
import { forgetCachedApiKeys } from "../../auth/api-key-cache";
import { db } from "../../db";
import { NotFoundError, parseInput } from "../../errors";
import { removeMemberInput, type RemoveMemberInput } from "../../schemas/members";
import type { Actor } from "../actor";
import { enforceVerdict, judgeMembershipMove } from "./membership-policy";
import { requireRole, roleInWorkspace } from "./require-role";

export async function removeMember({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: RemoveMemberInput }) {
  const data = parseInput(removeMemberInput, input);
  const leaving = actor.kind !== "system" && actor.userId === data.userId;
  // Before looking the person up, so someone who may not remove anyone learns nothing about who is a member.
  const actorRole = leaving ? await roleInWorkspace(workspaceId, actor) : await requireRole(workspaceId, actor, "admin", "remove members");

  const [membership, owners] = await Promise.all([
    db.membership.findUnique({
      where: { workspaceId_userId: { workspaceId, userId: data.userId } },
      select: { id: true, role: true, workspace: { select: { ownerId: true } } },
    }),
    db.membership.count({ where: { workspaceId, role: "owner" } }),
  ]);
  if (!membership) throw new NotFoundError("Member");
  enforceVerdict(
    judgeMembershipMove(actorRole, {
      kind: "remove",
      role: membership.role,
      self: leaving,
      isWorkspaceOwner: membership.workspace.ownerId === data.userId,
      owners,
    }),
  );

  const [, revoked] = await db.$transaction([
    db.membership.delete({ where: { id: membership.id } }),
    db.apiKey.updateMany({ where: { workspaceId, createdById: data.userId, revokedAt: null }, data: { revokedAt: new Date() } }),
  ]);
  forgetCachedApiKeys(); // other instances hear of it from the database trigger
  return { workspaceId, userId: data.userId, revokedApiKeys: revoked.count };
}
