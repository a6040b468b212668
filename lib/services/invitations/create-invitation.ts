// Invites a person by email to a workspace with a role, whether or not they have an account: one invitation
// row and its email in the outbox, in one transaction, then the email is handed to the sender. Inviting an
// address that already has a pending invitation replaces it (the old link stops working), so "invite again
// as admin" does what it says. An address that is already a member is refused and nothing changes.
import { db } from "../../db";
import { handOverEmail } from "../../email/queue-email";
import { ConflictError, parseInput } from "../../errors";
import { actorUserId, type Actor } from "../actor";
import { requireMembershipMove } from "../workspaces/require-role";
import { INVITATION_VALID_MS } from "./invitation-link";
import { newTokenNonce } from "./invitation-token";
import { createInvitationInput } from "./schemas";
import { queueInvitationEmail } from "./send-invitation-email";

export async function createInvitation({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { email: string; role: string } }) {
  const data = parseInput(createInvitationInput, input);
  await requireMembershipMove(workspaceId, actor, { kind: "invitation", verb: "invite", role: data.role });
  const member = await db.membership.findFirst({ where: { workspaceId, user: { email: data.email } }, select: { id: true } });
  if (member) throw new ConflictError(`${data.email} is already a member of this workspace`);

  const inviterId = actorUserId(actor);
  const [workspace, inviter] = await Promise.all([
    db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { name: true } }),
    inviterId ? db.user.findUnique({ where: { id: inviterId }, select: { name: true, email: true } }) : null,
  ]);
  const now = new Date();
  const invitation = await db.$transaction(async (tx) => {
    await tx.invitation.updateMany({ where: { workspaceId, email: data.email, acceptedAt: null, revokedAt: null }, data: { revokedAt: now } });
    const created = await tx.invitation.create({
      data: {
        workspaceId,
        email: data.email,
        role: data.role,
        invitedById: inviterId,
        tokenNonce: newTokenNonce(),
        expiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
        lastSentAt: now,
      },
    });
    const message = await queueInvitationEmail(tx, created, { workspaceName: workspace.name, inviterName: inviter ? (inviter.name ?? inviter.email) : null });
    return tx.invitation.update({ where: { id: created.id }, data: { emailMessageId: message.id } });
  });
  if (invitation.emailMessageId) await handOverEmail(invitation.emailMessageId);
  return { id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt };
}
