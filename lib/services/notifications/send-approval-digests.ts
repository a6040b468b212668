// The approvers' daily digest: a person whose "Approval requests" channel is daily_digest gets their requests in
// the app as they come and, once a day from 08:00 in their own zone (their profile's, else UTC), one email
// listing those still pending (not read, not settled by someone's decision), across their workspaces. Nothing
// pending, no email; the day is counted as done either way.
//
// Runs in the hourly housekeeping on every instance: each person's digest is claimed by moving digest_sent_at on,
// guarded by the value read, so two instances never send one twice; the email goes through the outbox.
import { TZDate } from "@date-fns/tz";
import { db } from "../../db";
import { approvalDigestEmail } from "../../email/templates/approval-digest";
import { handOverEmail, queueEmail } from "../../email/queue-email";
import { smtpConfigured } from "../../email/smtp-transport";

export const DIGEST_HOUR = 8;
export const DIGEST_EMAIL_KIND = "approval-digest";
const REQUESTS_MAX = 50;

/** The local calendar day of an instant in a zone, as a comparable number (20261129). */
function localDay(at: Date, zone: string): number {
  const d = new TZDate(at.getTime(), zone);
  return d.getFullYear() * 10_000 + (d.getMonth() + 1) * 100 + d.getDate();
}

/** Due: past DIGEST_HOUR where the person is, and none sent yet on that local day. */
export function digestDue(now: Date, zone: string, lastSentAt: Date | null): boolean {
  if (new TZDate(now.getTime(), zone).getHours() < DIGEST_HOUR) return false;
  return lastSentAt === null || localDay(lastSentAt, zone) < localDay(now, zone);
}

/** Queues every due digest; returns how many emails went into the outbox. `userIds` limits it (tests). */
export async function sendApprovalDigests({ now = new Date(), userIds }: { now?: Date; userIds?: string[] } = {}): Promise<number> {
  const subscribers = await db.notificationPreference.findMany({
    where: { kind: "approval_requested", channel: "daily_digest", ...(userIds ? { userId: { in: userIds } } : {}) },
    select: { userId: true, digestSentAt: true, user: { select: { email: true, timeZone: true } } },
  });
  let queued = 0;
  for (const sub of subscribers) {
    if (!digestDue(now, sub.user.timeZone ?? "UTC", sub.digestSentAt)) continue;
    const pending = await db.notification.findMany({
      where: { userId: sub.userId, kind: "approval_requested", readAt: null, resolution: null },
      orderBy: { createdAt: "asc" },
      take: REQUESTS_MAX,
      select: { title: true, link: true, workspaceId: true, workspace: { select: { name: true } } },
    });
    const id = await db.$transaction(async (tx) => {
      const { count } = await tx.notificationPreference.updateMany({
        where: { userId: sub.userId, kind: "approval_requested", digestSentAt: sub.digestSentAt },
        data: { digestSentAt: now },
      });
      if (count === 0 || pending.length === 0) return null; // another instance sent it, or nothing waits
      const message = approvalDigestEmail({
        to: sub.user.email,
        requests: pending.map((n) => ({ workspaceName: n.workspace.name, title: n.title, link: n.link })),
        profileLink: `/${pending[0].workspaceId}/settings/profile`,
      });
      return (await queueEmail({ workspaceId: null, kind: DIGEST_EMAIL_KIND, message }, tx)).id;
    });
    if (!id) continue;
    queued += 1;
    if (smtpConfigured()) await handOverEmail(id);
  }
  return queued;
}
