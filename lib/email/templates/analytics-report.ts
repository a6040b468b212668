// The scheduled analytics report: a short note with the PDF attached, to addresses an owner or admin chose
// (often a client without a Postlane account, so the text says where it comes from and how to stop it).
import { appLink } from "../app-link";
import type { EmailAttachment, OutgoingEmail } from "../queue-email";
import { renderEmail } from "../render-email";

export function analyticsReportEmail({
  to,
  workspaceId,
  workspaceName,
  periodText,
  cadence,
  pdf,
}: {
  to: string;
  workspaceId: string;
  workspaceName: string;
  /** "Week of 16 Nov 2026: 16 Nov 2026 - 22 Nov 2026" */
  periodText: string;
  cadence: "weekly" | "monthly";
  pdf: EmailAttachment;
}): OutgoingEmail {
  const body = renderEmail({
    heading: `${workspaceName}: analytics report`,
    paragraphs: [
      `The ${cadence} analytics report of ${workspaceName} is attached (${pdf.filename}).`,
      `${periodText}. It has the totals, the figures per network and the top posts of the period.`,
    ],
    action: { label: "See the figures in Postlane", url: appLink(`/${workspaceId}/analytics`) },
    footnote: `You get this ${cadence === "weekly" ? "every Monday" : "on the 1st of each month"} morning (in the workspace's time zone) because an owner or admin of ${workspaceName} added this address; ask them to remove it to stop it.`,
  });
  return { to, subject: `${workspaceName}: ${cadence} analytics report`, ...body, attachment: pdf };
}
