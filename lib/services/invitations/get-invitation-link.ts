// "Copy invite link": the link of a pending invitation, for owners and admins to pass on themselves (the way
// in when no SMTP server is configured), to whoever may grant the invitation's role (membership-policy.ts).
// It opens the same invitation as the emailed link but is signed apart: accepting with it does not confirm
// the invited address (invitation-token.ts).
import { db } from "../../db";
import { AppError, NotFoundError, parseInput } from "../../errors";
import type { Actor } from "../actor";
import { enforceVerdict, judgeMembershipMove } from "../workspaces/membership-policy";
import { requireMembershipMove } from "../workspaces/require-role";
import { invitationLink } from "./invitation-link";
import { invitationIdInput } from "./schemas";

export async function getInvitationLink({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { invitationId: string } }) {
  const { invitationId } = parseInput(invitationIdInput, input);
  const actorRole = await requireMembershipMove(workspaceId, actor, { kind: "invitation", verb: "copy the link of", role: null });
  const invitation = await db.invitation.findFirst({
    where: { id: invitationId, workspaceId },
    select: { id: true, role: true, tokenNonce: true, acceptedAt: true, revokedAt: true, expiresAt: true },
  });
  if (!invitation) throw new NotFoundError("Invitation");
  // The link lets whoever holds it join with the invitation's role: only someone who may grant that role gets it.
  enforceVerdict(judgeMembershipMove(actorRole, { kind: "invitation", verb: "copy the link of", role: invitation.role }));
  if (invitation.acceptedAt || invitation.revokedAt) throw new AppError(409, "This invitation is no longer pending");
  if (invitation.expiresAt <= new Date()) throw new AppError(410, "This invitation has expired; resend it to give it another 7 days");
  return { url: invitationLink(invitation, "copy") };
}
