// The approver's daily digest (lib/services/notifications/send-approval-digests.ts): one email listing the
// approval requests still waiting for them, across their workspaces, each with a link to decide.
import { appLink } from "../app-link";
import type { OutgoingEmail } from "../queue-email";
import { renderEmail } from "../render-email";

export interface DigestRequest {
  workspaceName: string;
  title: string;
  link: string | null;
}

export function approvalDigestEmail({ to, requests, profileLink }: { to: string; requests: DigestRequest[]; profileLink: string }): OutgoingEmail {
  const count = requests.length;
  const { text, html } = renderEmail({
    heading: `${count} post${count === 1 ? "" : "s"} awaiting your approval`,
    paragraphs: requests.map((r) => `${r.workspaceName}: ${r.title}${r.link ? ` (${appLink(r.link)})` : ""}`),
    action: { label: "Open Postlane", url: appLink(requests.find((r) => r.link)?.link ?? "/") },
    footnote: `You get one email a day because “Approval requests” is set to Daily digest on your profile. Change it at ${appLink(profileLink)}.`,
  });
  return { to, subject: `${count} post${count === 1 ? "" : "s"} awaiting your approval · Postlane`, text, html };
}
