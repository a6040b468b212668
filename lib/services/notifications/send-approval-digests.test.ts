// The approvers' daily digest on the real database: a person who chose "Daily digest" for approval requests gets
// no email per request (notify records the in-app one only) and, from 08:00 in their zone, one email listing the
// requests still pending (read or settled ones left out); once a day, claimed once across instances; nothing
// pending, nothing sent. Only approval requests offer the digest (a 400 names the channel otherwise).
import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { notify } from "@/lib/notifications/notify";
import { makeWorkspace } from "@/test/factories";
import { DIGEST_EMAIL_KIND, digestDue, sendApprovalDigests } from "./send-approval-digests";
import { setNotificationPreference } from "./set-notification-preference";

let ws: Awaited<ReturnType<typeof makeWorkspace>>;
let approver: { id: string; email: string };

const digests = () => db.emailMessage.findMany({ where: { kind: DIGEST_EMAIL_KIND, to: approver.email }, orderBy: { createdAt: "asc" } });

async function request(title: string, dedupe: string) {
  return db.notification.create({
    data: {
      userId: approver.id,
      workspaceId: ws.workspaceId,
      kind: "approval_requested",
      title,
      body: "",
      link: `/${ws.workspaceId}/posts/review`,
      dedupeKey: `${dedupe}-${approver.id}`,
    },
  });
}

beforeAll(async () => {
  ws = await makeWorkspace(["manager"]);
  await db.workspace.update({ where: { id: ws.workspaceId }, data: { name: "Digest Bakery" } });
  const manager = ws.members.manager!;
  approver = await db.user.update({ where: { id: manager.id }, data: { timeZone: "America/New_York" }, select: { id: true, email: true } });
});

describe("digestDue", () => {
  it("from 08:00 in the person's zone, once per local day, across a DST change", () => {
    const zone = "America/New_York";
    expect(digestDue(new Date("2026-11-30T12:59:00Z"), zone, null)).toBe(false); // 07:59 there
    expect(digestDue(new Date("2026-11-30T13:00:00Z"), zone, null)).toBe(true);
    expect(digestDue(new Date("2026-11-30T23:00:00Z"), zone, new Date("2026-11-30T13:05:00Z"))).toBe(false);
    // 01:00 UTC on 1 Dec is still 30 Nov (20:00) in New York: already sent that day.
    expect(digestDue(new Date("2026-12-01T01:00:00Z"), zone, new Date("2026-11-30T13:05:00Z"))).toBe(false);
    expect(digestDue(new Date("2026-12-01T13:00:00Z"), zone, new Date("2026-11-30T13:05:00Z"))).toBe(true);
    // Sunday 1 Nov 2026, clocks go back: 08:00 EST is 13:00 UTC (it was 12:00 UTC the day before).
    expect(digestDue(new Date("2026-11-01T12:30:00Z"), zone, new Date("2026-10-31T12:05:00Z"))).toBe(false);
    expect(digestDue(new Date("2026-11-01T13:00:00Z"), zone, new Date("2026-10-31T12:05:00Z"))).toBe(true);
  });
});

describe("sendApprovalDigests", () => {
  it("only approval requests offer the digest", async () => {
    await expect(
      setNotificationPreference({ actor: { kind: "user", userId: approver.id }, input: { kind: "post_failed", channel: "daily_digest" } }),
    ).rejects.toMatchObject({ status: 400, message: "channel: a daily digest is offered for approval requests only" });
  });

  it("no email per request; one digest a day of what is still pending", async () => {
    await setNotificationPreference({ actor: { kind: "user", userId: approver.id }, input: { kind: "approval_requested", channel: "daily_digest" } });
    // A request through notify(): in the app, no email.
    const post = await db.post.create({
      data: {
        workspaceId: ws.workspaceId,
        platforms: ["bluesky"],
        caption: "Spring menu",
        status: "draft",
        approvalState: "pending",
        approvalRequestedStatus: "published",
        approvalRequestedByUserId: ws.owner.id,
        approvalRequestedAt: new Date(),
      },
    });
    await notify({ kind: "approval_requested", workspaceId: ws.workspaceId, postId: post.id, actorUserId: ws.owner.id });
    const inApp = await db.notification.findMany({ where: { userId: approver.id, kind: "approval_requested" }, select: { title: true } });
    expect(inApp).toHaveLength(1);
    expect(await db.emailMessage.count({ where: { to: approver.email } })).toBe(0);
    await request("Approval requested: Gift cards", "digest-test-gift");
    const read = await request("Approval requested: Already seen", "digest-test-read");
    await db.notification.update({ where: { id: read.id }, data: { readAt: new Date() } });
    const settled = await request("Approval requested: Settled", "digest-test-settled");
    await db.notification.update({ where: { id: settled.id }, data: { resolution: "Approved by Max", readAt: new Date() } });

    const ids = [approver.id];
    expect(await sendApprovalDigests({ userIds: ids, now: new Date("2026-11-30T12:30:00Z") })).toBe(0); // 07:30 in New York
    expect(await sendApprovalDigests({ userIds: ids, now: new Date("2026-11-30T13:10:00Z") })).toBe(1);
    expect(await sendApprovalDigests({ userIds: ids, now: new Date("2026-11-30T13:10:00Z") })).toBe(0); // claimed
    expect(await sendApprovalDigests({ userIds: ids, now: new Date("2026-11-30T22:00:00Z") })).toBe(0); // same day there
    const [mail] = await digests();
    expect(mail.subject).toBe("2 posts awaiting your approval · Postlane");
    expect(mail.text).toContain(`Digest Bakery: ${inApp[0].title}`);
    expect(mail.text).toContain("Digest Bakery: Approval requested: Gift cards");
    expect(mail.text).not.toContain("Already seen");
    expect(mail.text).not.toContain("Settled");
    expect(mail.text).toContain("Daily digest");

    // The next day, with everything read: nothing is sent, and the day counts as done.
    await db.notification.updateMany({ where: { userId: approver.id }, data: { readAt: new Date() } });
    expect(await sendApprovalDigests({ userIds: ids, now: new Date("2026-12-01T13:10:00Z") })).toBe(0);
    expect(await digests()).toHaveLength(1);
    const pref = await db.notificationPreference.findUniqueOrThrow({ where: { userId_kind: { userId: approver.id, kind: "approval_requested" } } });
    expect(pref.digestSentAt).toEqual(new Date("2026-12-01T13:10:00Z"));
  });
});
