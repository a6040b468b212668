// Sends a pending invitation's email again with the same link, and gives it a fresh 7 days from now (an
// expired invitation can be resent too: that is how a person who missed the week gets in).
import { db } from "../../db";
import { handOverEmail } from "../../email/queue-email";
import { AppError, NotFoundError, parseInput } from "../../errors";
import type { Actor } from "../actor";
import { enforceVerdict, judgeMembershipMove } from "../workspaces/membership-policy";
import { requireMembershipMove } from "../workspaces/require-role";
import { INVITATION_VALID_MS } from "./invitation-link";
import { invitationIdInput } from "./schemas";
import { queueInvitationEmail } from "./send-invitation-email";

export async function resendInvitation({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { invitationId: string } }) {
  const { invitationId } = parseInput(invitationIdInput, input);
  const actorRole = await requireMembershipMove(workspaceId, actor, { kind: "invitation", verb: "resend", role: null });
  const invitation = await db.invitation.findFirst({
    where: { id: invitationId, workspaceId },
    include: { workspace: { select: { name: true } }, invitedBy: { select: { name: true, email: true } } },
  });
  if (!invitation) throw new NotFoundError("Invitation");
  // A role above the actor's own stays out of reach on resend too (and its state is theirs to learn only then).
  enforceVerdict(judgeMembershipMove(actorRole, { kind: "invitation", verb: "resend", role: invitation.role }));
  if (invitation.acceptedAt) throw new AppError(409, "This invitation was already accepted");
  if (invitation.revokedAt) throw new AppError(409, "This invitation was revoked; invite the person again");

  const now = new Date();
  const messageId = await db.$transaction(async (tx) => {
    const message = await queueInvitationEmail(tx, invitation, {
      workspaceName: invitation.workspace.name,
      inviterName: invitation.invitedBy ? (invitation.invitedBy.name ?? invitation.invitedBy.email) : null,
    });
    await tx.invitation.update({
      where: { id: invitation.id },
      data: { emailMessageId: message.id, lastSentAt: now, expiresAt: new Date(now.getTime() + INVITATION_VALID_MS) },
    });
    return message.id;
  });
  await handOverEmail(messageId);
  return { id: invitation.id };
}
