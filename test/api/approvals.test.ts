import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { canApprove, canWrite, needsApproval, WORKSPACE_ROLES, type WorkspaceRoleName } from "@/lib/auth/roles";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { createPost } from "@/lib/services/posts/create-post";
import { submitPostForApproval } from "@/lib/services/approvals/submit-post-for-approval";
import { makeWorkspace } from "@/test/factories";
import { callApi } from "./call-api";

// The approval endpoints' role matrix: each of the five roles × submit / approve / request-changes / schedule /
// publish, with "Posts need approval" on and off. The expected status of each cell comes from the role rules
// of lib/auth/roles.ts (the ones the Members page describes), and each cell also checks what changed in the
// database, so a refusal that still did the work fails.

type Action = "submit" | "approve" | "request-changes" | "schedule" | "publish";
const ACTIONS: Action[] = ["submit", "approve", "request-changes", "schedule", "publish"];
const later = () => new Date(Date.now() + 3_600_000).toISOString();

async function makeTeam() {
  const { owner, workspaceId, members } = await makeWorkspace(["admin", "manager", "member", "viewer"]);
  const account = await addSocialAccount({
    workspaceId,
    actor: systemActor,
    input: { platform: "bluesky", username: `team-${owner.id.slice(0, 6)}.bsky.social`, sandbox: true },
  });
  const users: Record<WorkspaceRoleName, { id: string }> = {
    owner,
    admin: members.admin!,
    manager: members.manager!,
    member: members.member!,
    viewer: members.viewer!,
  };
  const keys = {} as Record<WorkspaceRoleName, string>;
  for (const role of WORKSPACE_ROLES) {
    // Viewers cannot create keys: the viewer's key is made while they are a member, then the role drops.
    if (role === "viewer") await db.membership.update({ where: { workspaceId_userId: { workspaceId, userId: users.viewer.id } }, data: { role: "member" } });
    const { key } = await createApiKey({
      workspaceId,
      actor: systemActor,
      creatorUserId: users[role].id,
      input: { mode: "test", scopes: ["posts:read", "posts:write"] },
    });
    keys[role] = key;
    if (role === "viewer") await db.membership.update({ where: { workspaceId_userId: { workspaceId, userId: users.viewer.id } }, data: { role: "viewer" } });
  }
  return { workspaceId, account, users, keys };
}

type Team = Awaited<ReturnType<typeof makeTeam>>;

/** A test-mode draft by the member, already submitted when the action decides on a submitted post. */
async function postFor(team: Team, action: Action): Promise<string> {
  const actor = {
    kind: "api_key" as const,
    apiKeyId: "00000000-0000-4000-8000-000000000000",
    userId: team.users.member.id,
    mode: "test" as const,
    verifiedRole: "member" as const,
  };
  const { postIds } = await createPost({
    workspaceId: team.workspaceId,
    actor,
    input: { caption: `for ${action}`, accountMappings: [{ platform: "bluesky", accountId: team.account.id }] },
  });
  if (action === "approve" || action === "request-changes") {
    await submitPostForApproval({ workspaceId: team.workspaceId, actor, input: { id: postIds[0], body: { scheduledAt: later() } } });
  }
  return postIds[0];
}

function call(team: Team, role: WorkspaceRoleName, action: Action, id: string) {
  const key = team.keys[role];
  switch (action) {
    case "submit":
      return callApi("POST", `/posts/${id}/submit`, { key, body: { scheduledAt: later() } });
    case "approve":
      return callApi("POST", `/posts/${id}/approve`, { key });
    case "request-changes":
      return callApi("POST", `/posts/${id}/request-changes`, { key, body: { comment: "Shorter, please" } });
    case "schedule":
      return callApi("PATCH", `/posts/${id}`, { key, body: { status: "scheduled", scheduledAt: later() } });
    case "publish":
      return callApi("POST", `/posts/${id}/publish`, { key });
  }
}

/** The status the rules promise, and the post's state after a success. */
function expected(role: WorkspaceRoleName, action: Action, required: boolean): { status: number; after?: { status: string; approvalState: string } } {
  if (!canWrite(role)) return { status: 403 };
  switch (action) {
    case "submit":
      return { status: 200, after: { status: "draft", approvalState: "pending" } };
    case "approve":
      return canApprove(role) ? { status: 200, after: { status: "scheduled", approvalState: "approved" } } : { status: 403 };
    case "request-changes":
      return canApprove(role) ? { status: 200, after: { status: "draft", approvalState: "changes_requested" } } : { status: 403 };
    case "schedule":
      return needsApproval(role, required) ? { status: 403 } : { status: 200, after: { status: "scheduled", approvalState: "none" } };
    case "publish":
      return needsApproval(role, required) ? { status: 403 } : { status: 200, after: { status: "queued", approvalState: "none" } };
  }
}

describe("approvals: the role matrix", () => {
  it("pins the rules themselves: the statuses each role gets, written out", () => {
    const table = (required: boolean) =>
      Object.fromEntries(WORKSPACE_ROLES.map((role) => [role, ACTIONS.map((action) => expected(role, action, required).status).join(" ")]));
    //                 submit approve changes schedule publish
    expect(table(true)).toEqual({
      owner: "200 200 200 200 200",
      admin: "200 200 200 200 200",
      manager: "200 200 200 200 200",
      member: "200 403 403 403 403",
      viewer: "403 403 403 403 403",
    });
    expect(table(false)).toEqual({
      owner: "200 200 200 200 200",
      admin: "200 200 200 200 200",
      manager: "200 200 200 200 200",
      member: "200 403 403 200 200",
      viewer: "403 403 403 403 403",
    });
  });

  for (const required of [true, false]) {
    it(`5 roles × submit/approve/request-changes/schedule/publish with "Posts need approval" ${required ? "on" : "off"}`, async () => {
      const team = await makeTeam();
      await db.workspace.update({ where: { id: team.workspaceId }, data: { postsNeedApproval: required } });
      const cells: string[] = [];
      for (const role of WORKSPACE_ROLES) {
        for (const action of ACTIONS) {
          const id = await postFor(team, action);
          const before = await db.post.findUniqueOrThrow({ where: { id }, select: { status: true, approvalState: true } });
          const res = await call(team, role, action, id);
          const want = expected(role, action, required);
          const row = await db.post.findUniqueOrThrow({ where: { id }, select: { status: true, approvalState: true } });
          // A published post may already have gone from queued to published by the time it is read.
          const statusOk = (want: string) => row.status === want || (want === "queued" && row.status === "published");
          const ok =
            res.status === want.status &&
            (want.after
              ? statusOk(want.after.status) && row.approvalState === want.after.approvalState
              : row.status === before.status && row.approvalState === before.approvalState);
          if (!ok)
            cells.push(`${role} ${action}: got ${res.status} ${JSON.stringify(res.body)} → ${row.status}/${row.approvalState}, want ${JSON.stringify(want)}`);
          if (res.status === 403) expect(res.body.error, `${role} ${action}`).toMatch(role === "viewer" ? /viewer role/ : /role \(member\) cannot/);
        }
      }
      expect(cells).toEqual([]);
    });
  }

  it("says that approval is needed when a member's key schedules or publishes where it is required", async () => {
    const team = await makeTeam();
    await db.workspace.update({ where: { id: team.workspaceId }, data: { postsNeedApproval: true } });
    const body = { caption: "now", accountMappings: [{ platform: "bluesky", accountId: team.account.id }] };
    const create = await callApi("POST", "/posts", { key: team.keys.member, body: { ...body, status: "published" } });
    expect(create).toMatchObject({
      status: 403,
      body: { error: expect.stringContaining("Posts in this workspace need approval: your role (member) cannot publish posts") },
    });
    const schedule = await callApi("POST", "/posts", { key: team.keys.member, body: { ...body, status: "scheduled", scheduledAt: later() } });
    expect(schedule).toMatchObject({ status: 403, body: { error: expect.stringContaining("cannot schedule posts. Submit the post for approval instead") } });
    expect(await db.post.count({ where: { workspaceId: team.workspaceId } })).toBe(0);
    // Adding to the queue schedules too.
    const queued = await callApi("POST", "/queue", { key: team.keys.member, body });
    expect(queued.status).toBe(403);
  });
});

describe("approvals: the round trip through the API", () => {
  it("member submits, manager requests changes, member edits and resubmits, manager approves: published as asked", async () => {
    const team = await makeTeam();
    await db.workspace.update({ where: { id: team.workspaceId }, data: { postsNeedApproval: true } });
    const created = await callApi("POST", "/posts", {
      key: team.keys.member,
      body: { caption: "first try", accountMappings: [{ platform: "bluesky", accountId: team.account.id }] },
    });
    const id = created.body.postIds[0];

    const submitted = await callApi("POST", `/posts/${id}/submit`, { key: team.keys.member });
    expect(submitted.body.post).toMatchObject({
      status: "draft",
      approval: { state: "pending", requested_status: "published", requested_by: team.users.member.id, decided_by: null, comment: null },
    });
    // Submitting again updates the request (here: a time instead of "on approval"); a retry is harmless.
    const at = later();
    expect((await callApi("POST", `/posts/${id}/submit`, { key: team.keys.member, body: { scheduledAt: at } })).body.post).toMatchObject({
      scheduled_at: new Date(at).toISOString(),
      approval: { state: "pending", requested_status: "scheduled" },
    });

    const sentBack = await callApi("POST", `/posts/${id}/request-changes`, { key: team.keys.manager, body: { comment: "Add the launch date" } });
    expect(sentBack.body.post.approval).toMatchObject({ state: "changes_requested", decided_by: team.users.manager.id, comment: "Add the launch date" });
    // The author sees the comment on the post.
    expect((await callApi("GET", `/posts/${id}`, { key: team.keys.member })).body.post.approval.comment).toBe("Add the launch date");
    // Not awaiting approval any more: approving it now changes nothing.
    expect(await callApi("POST", `/posts/${id}/approve`, { key: team.keys.manager })).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining("not awaiting approval") },
    });

    expect((await callApi("PATCH", `/posts/${id}`, { key: team.keys.member, body: { caption: "Launching on 1 December" } })).body.post.approval.state).toBe(
      "changes_requested",
    );
    expect((await callApi("POST", `/posts/${id}/submit`, { key: team.keys.member })).body.post.approval).toMatchObject({
      state: "pending",
      requested_status: "published",
      comment: null,
    });
    const pending = await callApi("GET", "/posts?approval=pending", { key: team.keys.manager });
    expect(pending.body.posts.map((p: { id: string }) => p.id)).toEqual([id]);

    const approved = await callApi("POST", `/posts/${id}/approve`, { key: team.keys.manager, body: { comment: "Lovely" } });
    expect(approved).toMatchObject({
      status: 200,
      body: { postIds: [id], post: { status: "queued", approval: { state: "approved", decided_by: team.users.manager.id, comment: "Lovely" } } },
    });

    // Approving a post that is already on its way is a 409 naming why, and changes nothing.
    const again = await callApi("POST", `/posts/${id}/approve`, { key: team.keys.manager });
    expect(again).toMatchObject({ status: 409, body: { error: "This post is already queued; only a post awaiting approval can be approved" } });
  });

  it("a member cannot approve their own post; bad bodies are 400 naming the field and change nothing", async () => {
    const team = await makeTeam();
    await db.workspace.update({ where: { id: team.workspaceId }, data: { postsNeedApproval: true } });
    const id = await postFor(team, "approve");
    const own = await callApi("POST", `/posts/${id}/approve`, { key: team.keys.member });
    expect(own).toMatchObject({ status: 403, body: { error: "Your role (member) cannot approve posts; managers, admins and owners can" } });
    expect(await callApi("POST", `/posts/${id}/request-changes`, { key: team.keys.manager, body: {} })).toMatchObject({
      status: 400,
      body: { error: "comment: required: say what to change" },
    });
    expect(await callApi("POST", `/posts/${id}/request-changes`, { key: team.keys.manager, body: { comment: "   " } })).toMatchObject({ status: 400 });
    expect(await callApi("POST", `/posts/${id}/approve`, { key: team.keys.manager, body: { note: "x" } })).toMatchObject({
      status: 400,
      body: { error: "unknown field: note" },
    });
    const draft = await postFor(team, "submit");
    expect(await callApi("POST", `/posts/${draft}/submit`, { key: team.keys.member, body: { scheduledAt: "2001-01-01T00:00:00Z" } })).toMatchObject({
      status: 400,
      body: { error: "scheduledAt: must be in the future" },
    });
    expect(await callApi("POST", `/posts/not-a-uuid/approve`, { key: team.keys.manager })).toMatchObject({ status: 404 });
    const row = await db.post.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "draft", approvalState: "pending", approvalDecidedByUserId: null });
    expect((await db.post.findUniqueOrThrow({ where: { id: draft } })).approvalState).toBe("none");
  });

  it("a manager may approve their own post; editing an approved post by a member sends it back", async () => {
    const team = await makeTeam();
    await db.workspace.update({ where: { id: team.workspaceId }, data: { postsNeedApproval: true } });
    const created = await callApi("POST", "/posts", {
      key: team.keys.manager,
      body: { caption: "mine", accountMappings: [{ platform: "bluesky", accountId: team.account.id }] },
    });
    const mine = created.body.postIds[0];
    const at = later();
    await callApi("POST", `/posts/${mine}/submit`, { key: team.keys.manager, body: { scheduledAt: at } });
    const approved = await callApi("POST", `/posts/${mine}/approve`, { key: team.keys.manager });
    expect(approved.body.post).toMatchObject({ status: "scheduled", scheduled_at: new Date(at).toISOString(), approval: { state: "approved" } });

    // The manager's own edit keeps it approved; the member's edit sends it back for approval and unschedules it.
    expect((await callApi("PATCH", `/posts/${mine}`, { key: team.keys.manager, body: { caption: "mine, better" } })).body.post).toMatchObject({
      status: "scheduled",
      approval: { state: "approved" },
    });
    const edited = await callApi("PATCH", `/posts/${mine}`, { key: team.keys.member, body: { caption: "mine, by the member" } });
    expect(edited.body.post).toMatchObject({
      status: "draft",
      scheduled_at: new Date(at).toISOString(),
      approval: { state: "pending", requested_status: "scheduled", requested_by: team.users.member.id },
    });
  });
});
