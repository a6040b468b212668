// Composes the invitation email and puts it in the outbox, inside the caller's transaction (the invitation
// row points at the message). The caller hands it to the sender after the commit (handOverEmail).
import type { DbTransaction } from "../../db";
import { queueEmail } from "../../email/queue-email";
import { renderEmail } from "../../email/render-email";
import { INVITATION_VALID_MS, invitationLink } from "./invitation-link";

export interface InvitationForEmail {
  id: string;
  workspaceId: string;
  email: string;
  role: string;
  tokenNonce: string;
}

export async function queueInvitationEmail(
  tx: DbTransaction,
  invitation: InvitationForEmail,
  context: { workspaceName: string; inviterName: string | null },
): Promise<{ id: string }> {
  const who = context.inviterName ?? "Someone";
  const days = Math.round(INVITATION_VALID_MS / (24 * 3600_000));
  const link = invitationLink(invitation);
  const { text, html } = renderEmail({
    heading: `Join ${context.workspaceName} on Postlane`,
    paragraphs: [
      `${who} invited you to the workspace ${context.workspaceName} as ${article(invitation.role)} ${invitation.role}.`,
      "Postlane is where the team plans, writes and schedules its social posts. Follow the link to accept; if you have no account yet, you can create one there.",
    ],
    action: { label: "Accept the invitation", url: link },
    footnote: `The link works once, for ${days} days. If you did not expect this invitation, ignore this email.`,
  });
  return queueEmail(
    {
      workspaceId: invitation.workspaceId,
      kind: "invitation",
      message: { to: invitation.email, subject: `${who} invited you to ${context.workspaceName} on Postlane`, text, html, secretLink: link },
    },
    tx,
  );
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}
