// The email that asks an approver to approve a post: enough to decide from the inbox whether it needs a look now —
// the caption (shortened), the networks, the time asked for in the reader's own zone, and for a resubmission
// what changed since the last request. One per request per person (notify()'s dedupe key).
import { appLink } from "../app-link";
import type { OutgoingEmail } from "../queue-email";
import { renderEmail } from "../render-email";

export type ApprovalRequestChange = "caption" | "time" | "networks";

export interface ApprovalRequestFacts {
  requester: string;
  caption: string;
  /** Network names as people read them ("Bluesky"). */
  networks: string[];
  /** The time asked for; null: publish as soon as it is approved. */
  scheduledAt: Date | null;
  /** null: the first request; otherwise what changed since the previous one (possibly nothing). */
  changes: ApprovalRequestChange[] | null;
}

export interface ApprovalRequestEmailInput extends ApprovalRequestFacts {
  to: string;
  workspaceId: string;
  workspaceName: string;
  /** The reader's zone (their profile, else the workspace's). */
  timeZone: string;
  link: string;
  kindLabel: string;
}

export const CAPTION_IN_EMAIL = 200;

export function shortCaption(caption: string, max = CAPTION_IN_EMAIL): string {
  const text = caption.replace(/\s+/g, " ").trim();
  if (!text) return "(no caption)";
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const CHANGE_WORDS: Record<ApprovalRequestChange, string> = { caption: "the caption", time: "the time", networks: "the networks" };

export function changesInWords(changes: ApprovalRequestChange[]): string {
  if (changes.length === 0) return "Nothing changed since the last request: it was submitted again as it was.";
  const words = changes.map((c) => CHANGE_WORDS[c]);
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
  return `Changed since the last request: ${list}.`;
}

/** "Tuesday 1 December 2026, 09:00 (Europe/Paris)": the reader's zone, named. An unknown zone reads as UTC. */
export function timeInZone(at: Date, timeZone: string): string {
  const zone = validZone(timeZone) ? timeZone : "UTC";
  const day = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: zone }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(at);
  return `${day}, ${time} (${zone})`;
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function approvalRequestEmail(input: ApprovalRequestEmailInput): OutgoingEmail {
  const revised = input.changes !== null;
  const short = shortCaption(input.caption);
  const heading = revised ? `${input.requester} revised a post and asks you to approve it` : `${input.requester} asks you to approve a post`;
  const { text, html } = renderEmail({
    heading,
    paragraphs: [
      `In ${input.workspaceName}:`,
      ...(revised ? [changesInWords(input.changes!)] : []),
      `Caption: “${short}”`,
      `Networks: ${input.networks.length ? input.networks.join(", ") : "none chosen"}`,
      input.scheduledAt ? `Asked to go out: ${timeInZone(input.scheduledAt, input.timeZone)}` : "Asked to go out: as soon as it is approved.",
    ],
    action: { label: "Review the post", url: appLink(input.link) },
    footnote: `You get this email because “${input.kindLabel}” is set to Email on your profile. Change it at ${appLink(`/${input.workspaceId}/settings/profile`)}.`,
  });
  const subject = `${revised ? "Revised post to approve" : "Post to approve"}: “${shortCaption(input.caption, 60)}” · ${input.workspaceName}`;
  return { to: input.to, subject, text, html };
}
