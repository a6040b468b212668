import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { listNotifications } from "@/lib/services/notifications/list-notifications";
import { createPost } from "@/lib/services/posts/create-post";
import { updatePost } from "@/lib/services/posts/update-post";
import { setPostsNeedApproval } from "@/lib/services/workspaces/set-posts-need-approval";
import { makeWorkspace } from "@/test/factories";
import { approvePost } from "./approve-post";
import { getPostHistory } from "./get-post-history";
import { requestPostChanges } from "./request-post-changes";
import { submitPostForApproval } from "./submit-post-for-approval";

// Approvals that keep everyone informed: a decision settles every approver's request (read, and saying who
// decided), the request email says what to approve in the reader's own zone and what a resubmission changed,
// and the post's history tells the steps in order.

const LONG_CAPTION = `Spring sale starts Monday: ${"every plant in the shop is twenty percent off, ".repeat(8)}see you there`;

async function setup() {
  const { owner, workspaceId, members } = await makeWorkspace(["admin", "manager", "member"]);
  const bluesky = await addSocialAccount({
    workspaceId,
    actor: systemActor,
    input: { platform: "bluesky", username: `inf-${owner.id.slice(0, 6)}.bsky.social`, sandbox: true },
  });
  const mastodon = await addSocialAccount({
    workspaceId,
    actor: systemActor,
    input: { platform: "mastodon", username: `inf${owner.id.slice(0, 6)}@mastodon.example`, sandbox: true },
  });
  const as = (userId: string) => ({ kind: "user" as const, userId });
  await setPostsNeedApproval({ workspaceId, actor: as(owner.id), input: { enabled: true } });
  const member = as(members.member!.id);
  const id = (
    await createPost({
      workspaceId,
      actor: member,
      input: { caption: LONG_CAPTION, accountMappings: [{ platform: "bluesky", accountId: bluesky.id }] },
    })
  ).postIds[0];
  return {
    workspaceId,
    id,
    bluesky,
    mastodon,
    owner,
    admin: members.admin!,
    manager: members.manager!,
    as,
    member,
    requests: (userId: string) => db.notification.findMany({ where: { userId, workspaceId, kind: "approval_requested" }, orderBy: { createdAt: "asc" } }),
    emails: (to: string) => db.emailMessage.findMany({ where: { workspaceId, to, kind: "notification.approval_requested" }, orderBy: { createdAt: "asc" } }),
  };
}

describe("a decision settles every approver's request", () => {
  it("one approver approves: the other approvers' requests are read and say who approved", async () => {
    const t = await setup();
    await submitPostForApproval({ workspaceId: t.workspaceId, actor: t.member, input: { id: t.id } });
    const before = await t.requests(t.admin.id);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ readAt: null, resolution: null, postId: t.id });
    expect((await listNotifications({ workspaceId: t.workspaceId, actor: t.as(t.admin.id), input: {} })).unread).toBe(1);

    await approvePost({ workspaceId: t.workspaceId, actor: t.as(t.manager.id), input: { id: t.id } });

    for (const approver of [t.admin, t.owner, t.manager]) {
      const [request] = await t.requests(approver.id);
      expect(request.readAt).not.toBeNull();
      expect(request.resolution).toBe("Approved by manager");
    }
    const adminView = await listNotifications({ workspaceId: t.workspaceId, actor: t.as(t.admin.id), input: {} });
    expect(adminView.unread).toBe(0);
    expect(adminView.notifications.find((n) => n.kind === "approval_requested")).toMatchObject({ read: true, resolution: "Approved by manager" });
  });

  it("changes requested by one approver settle the others' requests; the resubmission asks them again", async () => {
    const t = await setup();
    await submitPostForApproval({ workspaceId: t.workspaceId, actor: t.member, input: { id: t.id } });
    await requestPostChanges({ workspaceId: t.workspaceId, actor: t.as(t.admin.id), input: { id: t.id, body: { comment: "Shorter, please" } } });
    expect((await t.requests(t.manager.id)).map((n) => n.resolution)).toEqual(["Changes requested by admin"]);
    await submitPostForApproval({ workspaceId: t.workspaceId, actor: t.member, input: { id: t.id } });
    const again = await t.requests(t.manager.id);
    expect(again).toHaveLength(2);
    expect(again[1]).toMatchObject({ readAt: null, resolution: null });
  });
});

describe("the approval-request email", () => {
  it("carries the shortened caption, the networks and the time in each reader's zone; a resubmission says what changed", async () => {
    const t = await setup();
    await db.user.update({ where: { id: t.admin.id }, data: { timeZone: "Asia/Kolkata" } });
    await db.user.update({ where: { id: t.manager.id }, data: { timeZone: "America/New_York" } });
    const at = "2030-01-15T09:00:00.000Z";
    await submitPostForApproval({ workspaceId: t.workspaceId, actor: t.member, input: { id: t.id, body: { scheduledAt: at } } });

    const [toAdmin] = await t.emails(t.admin.email);
    expect(toAdmin.subject).toMatch(/^Post to approve: “Spring sale starts Monday/);
    expect(toAdmin.text).toContain("member asks you to approve a post");
    expect(toAdmin.text).toContain("Networks: Bluesky");
    expect(toAdmin.text).toContain("Asked to go out: Tuesday, 15 January 2030, 14:30 (Asia/Kolkata)");
    const caption = /Caption: “(.*)”/.exec(toAdmin.text)![1];
    expect(caption.length).toBeLessThanOrEqual(200);
    expect(caption.endsWith("…")).toBe(true);
    expect(LONG_CAPTION.startsWith(caption.slice(0, -1))).toBe(true);
    expect((await t.emails(t.manager.email))[0].text).toContain("Asked to go out: Tuesday, 15 January 2030, 04:00 (America/New_York)");
    // The owner chose no zone: the workspace's (UTC) is named.
    expect((await t.emails(t.owner.email))[0].text).toContain("Asked to go out: Tuesday, 15 January 2030, 09:00 (UTC)");

    // Submitting again without a change is the same request: nobody is emailed twice.
    await submitPostForApproval({ workspaceId: t.workspaceId, actor: t.member, input: { id: t.id, body: { scheduledAt: at } } });
    expect(await t.emails(t.admin.email)).toHaveLength(1);

    await requestPostChanges({ workspaceId: t.workspaceId, actor: t.as(t.manager.id), input: { id: t.id, body: { comment: "Add Mastodon, shorter" } } });
    await updatePost({
      workspaceId: t.workspaceId,
      actor: t.member,
      input: {
        id: t.id,
        changes: {
          caption: "Spring sale, Monday",
          accountMappings: [
            { platform: "bluesky", accountId: t.bluesky.id },
            { platform: "mastodon", accountId: t.mastodon.id },
          ],
        },
      },
    });
    await submitPostForApproval({ workspaceId: t.workspaceId, actor: t.member, input: { id: t.id, body: { scheduledAt: at } } });
    const revised = (await t.emails(t.admin.email))[1];
    expect(revised.subject).toMatch(/^Revised post to approve: “Spring sale, Monday”/);
    expect(revised.text).toContain("member revised a post and asks you to approve it");
    expect(revised.text).toContain("Changed since the last request: the caption and the networks.");
    expect(revised.text).toContain("Networks: Bluesky, Mastodon");
    expect(await t.emails(t.admin.email)).toHaveLength(2);
  });
});

describe("a post's history", () => {
  it("tells submitted, changes requested with the comment, revised with what changed, approved by whom and scheduled", async () => {
    const t = await setup();
    const first = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const second = new Date(Date.now() + 4 * 86_400_000).toISOString();
    await submitPostForApproval({ workspaceId: t.workspaceId, actor: t.member, input: { id: t.id, body: { scheduledAt: first } } });
    await requestPostChanges({ workspaceId: t.workspaceId, actor: t.as(t.manager.id), input: { id: t.id, body: { comment: "Later in the week" } } });
    await submitPostForApproval({ workspaceId: t.workspaceId, actor: t.member, input: { id: t.id, body: { scheduledAt: second } } });
    await approvePost({ workspaceId: t.workspaceId, actor: t.as(t.admin.id), input: { id: t.id } });

    const history = await getPostHistory({ workspaceId: t.workspaceId, actor: t.member, input: { id: t.id } });
    expect(history.map((e) => e.kind)).toEqual(["created", "submitted", "changes_requested", "revised", "approved", "scheduled"]);
    expect(history[0].by).toBe("member");
    expect(history[1]).toMatchObject({ by: "member", scheduledAt: first });
    expect(history[2]).toMatchObject({ by: "manager", comment: "Later in the week" });
    expect(history[3]).toMatchObject({ by: "member", changes: ["time"], scheduledAt: second });
    expect(history[4]).toMatchObject({ by: "admin" });
    expect(history[5]).toMatchObject({ scheduledAt: second });
    // Another workspace's reader never sees it.
    const other = await makeWorkspace();
    await expect(getPostHistory({ workspaceId: other.workspaceId, actor: t.as(other.owner.id), input: { id: t.id } })).rejects.toMatchObject({ status: 404 });
  });
});
