// The outbox in the operator's words: each message's status, and each kind of email ("notification.approval_requested" → "Approval requested"), for
// the outbox's rows and its filter. Every notification kind has its words here (the Record's type says so); a
// kind this list does not know yet still reads as words, never as its code.
import type { NotificationKindName } from "@/lib/notifications/kinds";

const NOTIFICATION_EMAILS: Record<NotificationKindName, string> = {
  post_failed: "Post failed",
  team_post_failed: "Post failed (team)",
  account_reauth: "Account to reconnect",
  approval_requested: "Approval requested",
  post_approved: "Post approved",
  changes_requested: "Changes requested",
  invitation_accepted: "Invitation accepted",
};

const ACCOUNT_EMAILS: Record<string, string> = {
  invitation: "Invitation",
  "password-reset": "Password reset",
  "password-changed": "Password changed",
  "sign-up-attempt": "Sign-up with a known address",
  "verify-email": "Email address confirmation",
  "analytics-report": "Analytics report",
};

export function emailKindLabel(kind: string): string {
  const notification = /^notification\.(.+)$/.exec(kind)?.[1];
  if (notification && notification in NOTIFICATION_EMAILS) return NOTIFICATION_EMAILS[notification as NotificationKindName];
  if (kind in ACCOUNT_EMAILS) return ACCOUNT_EMAILS[kind]!;
  const words = (notification ?? kind).replace(/[._-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What became of a message, by its status. */
export const STATUS_LABELS: Record<string, string> = {
  queued: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  failed: "Not delivered",
  stored: "Not sent: no SMTP configured",
};
