// The one door to notifications. Services and the publishing pipeline raise events here; this decides who is
// told (recipients.ts), on which channel (their preferences, kinds.ts), records one in-app notification per
// person and queues one email per person who chose email. Idempotent per event: each notification carries a
// dedupe key (the event's key + the person), so raising an event twice, or from two processes at once,
// records and emails nothing more. A lower module like lib/webhooks: it never imports services or the app.
import { db } from "../db";
import { handOverEmail, queueEmail } from "../email/queue-email";
import { approvalRequestEmail } from "../email/templates/approval-request";
import { notificationEmail } from "../email/templates/notifications";
import { describeEvent } from "./describe-event";
import { NOTIFICATION_KINDS } from "./kinds";
import { channelsFor } from "./preferences";
import { findRecipients } from "./recipients";
import { logger } from "../observability/logger";

export type NotificationEvent =
  /** Failed or partly published; postId of any row of the post's group. Safe to raise for every row that
   *  finishes: nothing is said until no row of the group is still publishing, then one message for all. */
  | { kind: "post_failed"; workspaceId: string; postId: string }
  | { kind: "account_reauth"; workspaceId: string; accountId: string; reconnectBy: Date }
  /** occurrenceId (e.g. the approval request's id) tells a second request for the same post from a repeat of
   *  the first; without it there is one notification per post and kind. */
  | { kind: "approval_requested"; workspaceId: string; postId: string; actorUserId: string; occurrenceId?: string }
  /** externalReviewer: the decision came from a client review link; actorUserId is then the link's maker. */
  | { kind: "post_approved"; workspaceId: string; postId: string; actorUserId: string; occurrenceId?: string; externalReviewer?: string }
  | {
      kind: "changes_requested";
      workspaceId: string;
      postId: string;
      actorUserId: string;
      comment: string;
      occurrenceId?: string;
      externalReviewer?: string;
    }
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
    logger().error({ err: error, kind: event.kind, workspaceId: event.workspaceId }, "notification could not be recorded");
  }
}

async function raise(event: NotificationEvent): Promise<void> {
  const described = await describeEvent(event);
  if (!described) return;
  const recipients = await findRecipients(event, described.authorUserId);
  const channels = await channelsFor(recipients);
  const told = recipients.map((recipient, i) => ({ ...recipient, channel: channels[i] })).filter((recipient) => recipient.channel !== "off");
  if (told.length === 0) return;
  const addresses = await emailAddresses(told.filter((recipient) => recipient.channel === "email").map((recipient) => recipient.userId));
  // One transaction: a notification and its email exist together or not at all, and ON CONFLICT DO NOTHING
  // returns only the notifications this call created, so an event raised again emails no one twice.
  const emailIds = await db.$transaction(async (tx) => {
    const created = await tx.notification.createManyAndReturn({
      data: told.map((recipient) => ({
        userId: recipient.userId,
        workspaceId: event.workspaceId,
        kind: event.kind,
        title: described.title,
        body: described.body,
        link: described.link,
        postId: described.postId ?? null,
        dedupeKey: `${described.key}:${recipient.userId}`,
      })),
      skipDuplicates: true,
      select: { userId: true },
    });
    const ids: string[] = [];
    for (const { userId } of created) {
      const address = addresses.get(userId);
      if (!address) continue;
      const to = address.email;
      const preference = told.find((recipient) => recipient.userId === userId)!.preference;
      const kindLabel = NOTIFICATION_KINDS[preference].label;
      const message = described.approvalRequest
        ? approvalRequestEmail({
            to,
            ...described.approvalRequest,
            workspaceId: event.workspaceId,
            workspaceName: described.workspaceName,
            timeZone: address.timeZone ?? described.workspaceTimeZone,
            link: described.link,
            kindLabel,
          })
        : notificationEmail({ to, ...described, workspaceId: event.workspaceId, kindLabel });
      ids.push((await queueEmail({ workspaceId: event.workspaceId, kind: `notification.${event.kind}`, message }, tx)).id);
    }
    return ids;
  });
  // After the commit (queueEmail inside a transaction leaves the hand-over to us, or to the outbox sweep).
  for (const id of emailIds) await handOverEmail(id);
}

/** Each person's address and zone (a time in their email reads in their own zone). */
async function emailAddresses(userIds: string[]): Promise<Map<string, { email: string; timeZone: string | null }>> {
  if (userIds.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true, timeZone: true } });
  return new Map(users.map((user) => [user.id, { email: user.email, timeZone: user.timeZone }]));
}
