import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { createPost } from "@/lib/services/posts/create-post";
import { publishPost } from "@/lib/services/posts/publish-post";
import { updatePost } from "@/lib/services/posts/update-post";
import { setPostsNeedApproval } from "@/lib/services/workspaces/set-posts-need-approval";
import { makeWorkspace } from "@/test/factories";
import { approvePost } from "./approve-post";
import { requestPostChanges } from "./request-post-changes";
import { submitPostForApproval } from "./submit-post-for-approval";

// The approval state machine through the services, as the web app and the API call them: what each step
// leaves on the post, the webhook events it records, and the transitions that are refused without a change.

async function setup({ required = true } = {}) {
  const { owner, workspaceId, members } = await makeWorkspace(["admin", "manager", "member"]);
  const account = await addSocialAccount({
    workspaceId,
    actor: systemActor,
    input: { platform: "bluesky", username: `sm-${owner.id.slice(0, 6)}.bsky.social`, sandbox: true },
  });
  await db.webhookEndpoint.create({
    data: {
      workspaceId,
      url: "https://hooks.example.test/postlane",
      events: ["post.approval_requested", "post.approved", "post.changes_requested"],
      secretEncrypted: "unused: nothing is delivered in this test",
    },
  });
  const as = (userId: string) => ({ kind: "user" as const, userId });
  await setPostsNeedApproval({ workspaceId, actor: as(owner.id), input: { enabled: required } });
  const member = as(members.member!.id);
  const manager = as(members.manager!.id);
  const draft = async (caption = "hello") =>
    (await createPost({ workspaceId, actor: member, input: { caption, accountMappings: [{ platform: "bluesky", accountId: account.id }] } })).postIds[0];
  const events = async () =>
    (await db.webhookEvent.findMany({ where: { workspaceId }, orderBy: { createdAt: "asc" }, select: { type: true, payload: true } })).map((e) => e.type);
  return {
    workspaceId,
    owner: as(owner.id),
    admin: as(members.admin!.id),
    member,
    manager,
    memberId: members.member!.id,
    managerId: members.manager!.id,
    draft,
    events,
  };
}

describe("approval state machine", () => {
  it("records one webhook event per step, with the approval object", async () => {
    const t = await setup();
    const id = await t.draft();
    await submitPostForApproval({ workspaceId: t.workspaceId, actor: t.member, input: { id } });
    await requestPostChanges({ workspaceId: t.workspaceId, actor: t.manager, input: { id, body: { comment: "Too long" } } });
    await submitPostForApproval({
      workspaceId: t.workspaceId,
      actor: t.member,
      input: { id, body: { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() } },
    });
    const { post } = await approvePost({ workspaceId: t.workspaceId, actor: t.manager, input: { id } });
    expect(post).toMatchObject({ status: "scheduled", approvalState: "approved", approvalDecidedByUserId: t.managerId, approvalRequestedByUserId: t.memberId });
    expect(await t.events()).toEqual(["post.approval_requested", "post.changes_requested", "post.approval_requested", "post.approved"]);
    // The people concerned are told in the app: approvers of each submission, the author of each decision.
    const told = await db.notification.findMany({ where: { workspaceId: t.workspaceId }, select: { userId: true, kind: true } });
    const to = (kind: string) => told.filter((n) => n.kind === kind).map((n) => n.userId);
    expect(to("approval_requested")).toContain(t.managerId);
    expect(to("approval_requested")).not.toContain(t.memberId);
    expect(to("approval_requested").filter((id) => id === t.managerId)).toHaveLength(2);
    expect(to("changes_requested")).toEqual([t.memberId]);
    expect(to("post_approved")).toEqual([t.memberId]);
    const last = await db.webhookEvent.findFirstOrThrow({ where: { workspaceId: t.workspaceId, type: "post.approved" } });
    const payload = typeof last.payload === "string" ? JSON.parse(last.payload) : last.payload;
    expect(payload.data).toMatchObject({ id, approval: { state: "approved", decided_by: t.managerId } });
  });

  it("publishes on approval when the requested time passed while the post waited", async () => {
    const t = await setup();
    const id = await t.draft();
    await submitPostForApproval({
      workspaceId: t.workspaceId,
      actor: t.member,
      input: { id, body: { scheduledAt: new Date(Date.now() + 60_000).toISOString() } },
    });
    await db.post.update({ where: { id }, data: { scheduledAt: new Date(Date.now() - 60_000) } });
    const result = await approvePost({ workspaceId: t.workspaceId, actor: t.manager, input: { id } });
    expect(["queued", "published"]).toContain(result.post.status);
  });

  it("refuses steps that do not apply, changing nothing", async () => {
    const t = await setup();
    const id = await t.draft();
    // Not submitted yet: nothing to decide.
    await expect(approvePost({ workspaceId: t.workspaceId, actor: t.manager, input: { id } })).rejects.toMatchObject({ status: 409 });
    await expect(requestPostChanges({ workspaceId: t.workspaceId, actor: t.manager, input: { id, body: { comment: "x" } } })).rejects.toMatchObject({
      status: 409,
    });
    // Already published: neither submit nor approve.
    await publishPost({ workspaceId: t.workspaceId, actor: t.manager, input: { id } });
    await expect(submitPostForApproval({ workspaceId: t.workspaceId, actor: t.member, input: { id } })).rejects.toMatchObject({ status: 409 });
    await expect(approvePost({ workspaceId: t.workspaceId, actor: t.manager, input: { id } })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/^This post is already (queued|published); only a post awaiting approval can be approved$/),
    });
    expect(await t.events()).toEqual([]);
    // Only owners and admins turn the setting on or off.
    await expect(setPostsNeedApproval({ workspaceId: t.workspaceId, actor: t.manager, input: { enabled: false } })).rejects.toMatchObject({ status: 403 });
    await expect(setPostsNeedApproval({ workspaceId: t.workspaceId, actor: t.admin, input: { enabled: "yes" } })).rejects.toMatchObject({ status: 400 });
    expect((await db.workspace.findUniqueOrThrow({ where: { id: t.workspaceId } })).postsNeedApproval).toBe(true);
  });

  it("a manager scheduling a post awaiting approval directly approves it; moving a scheduled post to drafts withdraws it", async () => {
    const t = await setup();
    const id = await t.draft();
    await submitPostForApproval({ workspaceId: t.workspaceId, actor: t.member, input: { id } });
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await updatePost({ workspaceId: t.workspaceId, actor: t.manager, input: { id, changes: { status: "scheduled", scheduledAt: at } } });
    expect(scheduled).toMatchObject({ status: "scheduled", approvalState: "approved", approvalDecidedByUserId: t.managerId });
    const drafted = await updatePost({ workspaceId: t.workspaceId, actor: t.member, input: { id, changes: { status: "draft" } } });
    expect(drafted).toMatchObject({ status: "draft", approvalState: "none" });
  });

  it("a member's edit of a scheduled post where approval is required sends it back instead of changing what goes out", async () => {
    const t = await setup({ required: false });
    const id = await t.draft();
    const at = new Date(Date.now() + 86_400_000).toISOString();
    await updatePost({ workspaceId: t.workspaceId, actor: t.member, input: { id, changes: { status: "scheduled", scheduledAt: at } } });
    await setPostsNeedApproval({ workspaceId: t.workspaceId, actor: t.owner, input: { enabled: true } });
    const edited = await updatePost({ workspaceId: t.workspaceId, actor: t.member, input: { id, changes: { caption: "changed after the setting" } } });
    expect(edited).toMatchObject({ status: "draft", approvalState: "pending", approvalRequestedStatus: "scheduled", caption: "changed after the setting" });
    expect(await t.events()).toEqual(["post.approval_requested"]);
  });
});
