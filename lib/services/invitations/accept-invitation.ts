// A signed-in person accepts an invitation sent to their address: they join the workspace with the invited
// role, once. The invitation is claimed with a conditional update in the same transaction as the membership,
// so two tabs (or a replayed link) cannot both use it, and a refused acceptance changes nothing. The role is
// granted only while the person who sent the invitation could still grant it (membership-policy.ts).
import type { WorkspaceRoleName } from "../../auth/roles";
import { db } from "../../db";
import { AppError, ForbiddenError } from "../../errors";
import { notify } from "../../notifications/notify";
import { enforceVerdict, judgeMembershipMove, type ActingRole } from "../workspaces/membership-policy";
import { openInvitation } from "./open-invitation";

type Tx = Pick<typeof db, "membership">;

/**
 * Refuses (410) an invitation whose sender could no longer grant its role: an operator's invitation (no
 * sender) holds; one from someone since demoted below the invited role, or no longer a member, does not.
 */
export async function requireInvitationStillHolds(
  invitation: { workspaceId: string; invitedById: string | null; role: WorkspaceRoleName },
  tx: Tx = db,
): Promise<void> {
  const inviter: ActingRole | null = invitation.invitedById
    ? ((
        await tx.membership.findUnique({
          where: { workspaceId_userId: { workspaceId: invitation.workspaceId, userId: invitation.invitedById } },
          select: { role: true },
        })
      )?.role ?? null)
    : "system";
  enforceVerdict(judgeMembershipMove("system", { kind: "accept", role: invitation.role, inviter }));
}

export async function acceptInvitation({ token, userId }: { token: string; userId: string }) {
  const invitation = await openInvitation(token);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, emailVerified: true } });
  if (user.email !== invitation.email) {
    throw new ForbiddenError(
      `This invitation is for ${invitation.email}, but you are signed in as ${user.email}. Sign out, then open the link again and sign in or create an account as ${invitation.email}.`,
    );
  }
  const now = new Date();
  const membership = await db.$transaction(async (tx) => {
    await requireInvitationStillHolds(invitation, tx);
    const claimed = await tx.invitation.updateMany({
      where: { id: invitation.id, tokenNonce: invitation.tokenNonce, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      data: { acceptedAt: now, acceptedById: userId },
    });
    if (claimed.count === 0) throw new AppError(410, "This invitation has just been used or withdrawn.");
    const [created] = await tx.membership.createManyAndReturn({
      data: [{ workspaceId: invitation.workspaceId, userId, role: invitation.role }],
      skipDuplicates: true,
      select: { workspaceId: true, role: true },
    });
    if (!created) throw new AppError(409, `You are already a member of ${invitation.workspaceName}.`);
    // Following the emailed link proves the address is theirs; a copied link proves nothing about it.
    if (!user.emailVerified && invitation.via === "email") await tx.user.update({ where: { id: userId }, data: { emailVerified: now } });
    return created;
  });
  await notify({ kind: "invitation_accepted", workspaceId: invitation.workspaceId, invitedByUserId: invitation.invitedById, newMemberUserId: userId });
  return {
    workspaceId: membership.workspaceId,
    workspaceName: invitation.workspaceName,
    role: membership.role,
    emailVerified: !!user.emailVerified || invitation.via === "email",
  };
}
