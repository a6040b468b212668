import { appLink } from "../../email/app-link";
import { invitationToken, type InvitationLinkVia } from "./invitation-token";

/** The absolute accept link of an invitation (APP_URL): the emailed one, or the one "Copy invite link" shows. */
export function invitationLink(invitation: { id: string; tokenNonce: string }, via: InvitationLinkVia = "email"): string {
  return appLink(`/invite/${invitationToken(invitation, via)}`);
}

/** How long an invitation (and each resend) stays valid. */
export const INVITATION_VALID_MS = 7 * 24 * 3600_000;
