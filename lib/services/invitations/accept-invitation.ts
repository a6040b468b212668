// A signed-in person accepts an invitation sent to their address: they join the workspace with the invited
// role, once. The invitation is claimed with a conditional update in the same transaction as the membership,
// so two tabs (or a replayed link) cannot both use it, and a refused acceptance changes nothing.
import { db } from "../../db";
import { AppError, ForbiddenError } from "../../errors";
import { notify } from "../../notifications/notify";
import { openInvitation } from "./open-invitation";

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
    // Following the emailed link proves the address is theirs.
    if (!user.emailVerified) await tx.user.update({ where: { id: userId }, data: { emailVerified: now } });
    return created;
  });
  await notify({ kind: "invitation_accepted", workspaceId: invitation.workspaceId, invitedByUserId: invitation.invitedById, newMemberUserId: userId });
  return { workspaceId: membership.workspaceId, workspaceName: invitation.workspaceName, role: membership.role };
}
