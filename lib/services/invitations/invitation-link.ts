import { appLink } from "../../email/app-link";
import { invitationToken } from "./invitation-token";

/** The absolute accept link of an invitation (APP_URL). */
export function invitationLink(invitation: { id: string; tokenNonce: string }): string {
  return appLink(`/invite/${invitationToken(invitation)}`);
}

/** How long an invitation (and each resend) stays valid. */
export const INVITATION_VALID_MS = 7 * 24 * 3600_000;
