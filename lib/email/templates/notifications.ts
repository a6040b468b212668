// The email of a notification: the same title and text as the in-app one, a button to where it points, and
// a footnote saying why it came and where to turn it off.
import { appLink } from "../app-link";
import type { OutgoingEmail } from "../queue-email";
import { renderEmail } from "../render-email";

export interface NotificationEmailInput {
  to: string;
  workspaceId: string;
  workspaceName: string;
  title: string;
  body: string;
  link: string | null;
  /** What the person chose email for, in their words ("Failed posts"). */
  kindLabel: string;
}

export function notificationEmail(input: NotificationEmailInput): OutgoingEmail {
  const paragraphs = input.body.split(/\n+/).filter((line) => line.trim() !== "");
  const { text, html } = renderEmail({
    heading: input.title,
    paragraphs: [`In ${input.workspaceName}:`, ...paragraphs],
    ...(input.link ? { action: { label: "Open Postlane", url: appLink(input.link) } } : {}),
    footnote: `You get this email because “${input.kindLabel}” is set to Email on your profile. Change it at ${appLink(`/${input.workspaceId}/settings/profile`)}.`,
  });
  return { to: input.to, subject: `${input.title} · ${input.workspaceName}`, text, html };
}
