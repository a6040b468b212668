// The one door to notifications. Services and the publishing pipeline raise events here; this decides who is
// told (recipients.ts), on which channel (their preferences, kinds.ts), records one in-app notification per
// person and queues one email per person who chose email. Idempotent per event: each notification carries a
// dedupe key (the event's key + the person), so raising an event twice, or from two processes at once,
// records and emails nothing more. A lower module like lib/webhooks: it never imports services or the app.
import { db } from "../db";
import { describeEvent } from "./describe-event";
import { channelsFor } from "./preferences";
import { findRecipients } from "./recipients";

export type NotificationEvent =
  /** Failed or partly published; postId of any row of the post's group. Safe to raise for every row that
   *  finishes: nothing is said until no row of the group is still publishing, then one message for all. */
  | { kind: "post_failed"; workspaceId: string; postId: string }
  | { kind: "account_reauth"; workspaceId: string; accountId: string; reconnectBy: Date }
  /** occurrenceId (e.g. the approval request's id) tells a second request for the same post from a repeat of
   *  the first; without it there is one notification per post and kind. */
  | { kind: "approval_requested"; workspaceId: string; postId: string; actorUserId: string; occurrenceId?: string }
  | { kind: "post_approved"; workspaceId: string; postId: string; actorUserId: string; occurrenceId?: string }
  | { kind: "changes_requested"; workspaceId: string; postId: string; actorUserId: string; comment: string; occurrenceId?: string }
  | { kind: "invitation_accepted"; workspaceId: string; invitedByUserId: string | null; newMemberUserId: string };

/**
 * Records in-app notifications for the right recipients and queues one email each where they chose email.
 * Idempotent per event (dedupe key). Never throws: a notification that cannot be recorded is logged, and
 * the action that raised it still succeeds.
 */
export async function notify(event: NotificationEvent): Promise<void> {
  try {
    await raise(event);
  } catch (error) {
    console.error(`[postlane] notification ${event.kind} in workspace ${event.workspaceId} could not be recorded:`, error);
  }
}

async function raise(event: NotificationEvent): Promise<void> {
  const described = await describeEvent(event);
  if (!described) return;
  const recipients = await findRecipients(event, described.authorUserId);
  const channels = await channelsFor(recipients);
  const told = recipients.map((recipient, i) => ({ ...recipient, channel: channels[i] })).filter((recipient) => recipient.channel !== "off");
  if (told.length === 0) return;
  // ON CONFLICT DO NOTHING: only the notifications this call created come back, so only they are emailed.
  const created = await db.notification.createManyAndReturn({
    data: told.map((recipient) => ({
      userId: recipient.userId,
      workspaceId: event.workspaceId,
      kind: event.kind,
      title: described.title,
      body: described.body,
      link: described.link,
      dedupeKey: `${described.key}:${recipient.userId}`,
    })),
    skipDuplicates: true,
    select: { id: true, userId: true },
  });
  const byEmail = new Set(told.filter((recipient) => recipient.channel === "email").map((recipient) => recipient.userId));
  const toEmail = created.filter((row) => byEmail.has(row.userId));
  if (toEmail.length > 0) await emailNotifications(toEmail, event, described);
}

// The email side arrives with lib/email (branch h-email); until then notifications are in-app only.
async function emailNotifications(..._args: unknown[]): Promise<void> {}
