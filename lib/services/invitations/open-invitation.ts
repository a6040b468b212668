// Reads the invitation behind a link, for the accept page and the accept services: what a person may see
// before joining (workspace, role, the invited address, who invited them). A link that was tampered with, or
// that no invitation matches any more, is a 404; a used, withdrawn or expired one a 410 saying which.
import { db } from "../../db";
import { AppError } from "../../errors";
import { invitationIdFromToken, tokenMatches } from "./invitation-token";

export const INVALID_LINK = "This invitation link is not valid. Check that you copied all of it, or ask for a new invitation.";

export async function openInvitation(token: string) {
  const id = invitationIdFromToken(token);
  const invitation = id
    ? await db.invitation.findUnique({
        where: { id },
        include: { workspace: { select: { name: true } }, invitedBy: { select: { name: true, email: true } } },
      })
    : null;
  const via = invitation ? tokenMatches(token, invitation) : null;
  if (!invitation || !via) throw new AppError(404, INVALID_LINK);
  if (invitation.acceptedAt) throw new AppError(410, "This invitation has already been used. If that was not you, ask for a new invitation.");
  if (invitation.revokedAt) throw new AppError(410, "This invitation was withdrawn. Ask the person who invited you for a new one.");
  if (invitation.expiresAt <= new Date()) throw new AppError(410, "This invitation has expired. Ask the person who invited you to send it again.");
  return {
    id: invitation.id,
    workspaceId: invitation.workspaceId,
    workspaceName: invitation.workspace.name,
    email: invitation.email,
    role: invitation.role,
    invitedById: invitation.invitedById,
    invitedBy: invitation.invitedBy ? (invitation.invitedBy.name ?? invitation.invitedBy.email) : null,
    tokenNonce: invitation.tokenNonce,
    /** The emailed link or a copied one: only the emailed link confirms the address. */
    via,
  };
}
