// Withdraws a pending invitation: its link stops working at once (accept checks revoked_at).
import { db } from "../../db";
import { AppError, NotFoundError, parseInput } from "../../errors";
import type { Actor } from "../actor";
import { checkMayInvite } from "./check-may-invite";
import { invitationIdInput } from "./schemas";

export async function revokeInvitation({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { invitationId: string } }) {
  const { invitationId } = parseInput(invitationIdInput, input);
  await checkMayInvite(workspaceId, actor, null);
  const invitation = await db.invitation.findFirst({
    where: { id: invitationId, workspaceId },
    select: { id: true, role: true, acceptedAt: true, revokedAt: true },
  });
  if (!invitation) throw new NotFoundError("Invitation");
  if (invitation.acceptedAt) throw new AppError(409, "This invitation was already accepted; remove the member instead");
  if (invitation.revokedAt) return { id: invitation.id };
  await db.invitation.updateMany({ where: { id: invitation.id, acceptedAt: null, revokedAt: null }, data: { revokedAt: new Date() } });
  return { id: invitation.id };
}
