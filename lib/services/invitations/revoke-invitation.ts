// Withdraws a pending invitation: its link stops working at once (accept checks revoked_at).
import { db } from "../../db";
import { AppError, NotFoundError, parseInput } from "../../errors";
import type { Actor } from "../actor";
import { enforceVerdict, judgeMembershipMove } from "../workspaces/membership-policy";
import { requireMembershipMove } from "../workspaces/require-role";
import { invitationIdInput } from "./schemas";

export async function revokeInvitation({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { invitationId: string } }) {
  const { invitationId } = parseInput(invitationIdInput, input);
  const actorRole = await requireMembershipMove(workspaceId, actor, { kind: "invitation", verb: "revoke", role: null });
  const invitation = await db.invitation.findFirst({
    where: { id: invitationId, workspaceId },
    select: { id: true, role: true, acceptedAt: true, revokedAt: true },
  });
  if (!invitation) throw new NotFoundError("Invitation");
  enforceVerdict(judgeMembershipMove(actorRole, { kind: "invitation", verb: "revoke", role: invitation.role }));
  if (invitation.acceptedAt) throw new AppError(409, "This invitation was already accepted; remove the member instead");
  if (invitation.revokedAt) return { id: invitation.id };
  await db.invitation.updateMany({ where: { id: invitation.id, acceptedAt: null, revokedAt: null }, data: { revokedAt: new Date() } });
  return { id: invitation.id };
}
