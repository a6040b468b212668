// "Copy invite link": the link of a pending invitation, for owners and admins to pass on themselves (the way
// in when no SMTP server is configured). The same link the email carries.
import { db } from "../../db";
import { AppError, NotFoundError, parseInput } from "../../errors";
import type { Actor } from "../actor";
import { checkMayInvite } from "./check-may-invite";
import { invitationLink } from "./invitation-link";
import { invitationIdInput } from "./schemas";

export async function getInvitationLink({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { invitationId: string } }) {
  const { invitationId } = parseInput(invitationIdInput, input);
  await checkMayInvite(workspaceId, actor, null);
  const invitation = await db.invitation.findFirst({
    where: { id: invitationId, workspaceId },
    select: { id: true, tokenNonce: true, acceptedAt: true, revokedAt: true, expiresAt: true },
  });
  if (!invitation) throw new NotFoundError("Invitation");
  if (invitation.acceptedAt || invitation.revokedAt) throw new AppError(409, "This invitation is no longer pending");
  if (invitation.expiresAt <= new Date()) throw new AppError(410, "This invitation has expired; resend it to give it another 7 days");
  return { url: invitationLink(invitation) };
}
