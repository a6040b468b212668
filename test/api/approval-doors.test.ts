import "@/test/use-database";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { canApprove, canWrite, needsApproval, WORKSPACE_ROLES, type WorkspaceRoleName } from "@/lib/auth/roles";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { submitPostForApproval } from "@/lib/services/approvals/submit-post-for-approval";
import { createPost } from "@/lib/services/posts/create-post";
import { setPostingSchedule } from "@/lib/services/schedules/posting-schedules";
import { makeWorkspace } from "@/test/factories";
import { callTool, startMcpHttp, type McpHttpHarness } from "@/test/mcp/mcp-http-harness";
import { callApi } from "./call-api";

// Approval integrity (issue 33, item 7): a post awaiting approval that someone publishes or schedules through
// any door. Five roles × "Posts need approval" on and off × every door that can release an existing post: the
// web app's server actions (the posts list's Publish now, the editor's Publish now, Schedule and Add to queue),
// the REST API (POST /posts/{id}/publish, PATCH /posts/{id} to scheduled) and the MCP tools (publish_post,
// update_post to scheduled), with Approve itself as the reference. Each cell asserts the post's state, who is
// recorded as its approver, the author's notification and email, and the post.approved webhook event: an
// approver's release must leave exactly what their Approve leaves; anyone else is refused where approval is
// required (nothing changes) and releases it without a decision where it is optional.
//
// The server actions read the signed-in person through lib/actions/session-actor.ts (next-auth's cookie,
// which needs a request); the test names the person there and nothing else: the actions, the services and the
// database are the real ones. The browser path with a real session is e2e/ui/approvals.spec.ts.
const session = vi.hoisted(() => ({ userId: "" }));
vi.mock("@/lib/actions/session-actor", () => ({ sessionActor: async () => ({ kind: "user", userId: session.userId }) }));

const { publishPostAction } = await import("@/lib/actions/posts");
const { addEditedPostToQueueAction, updateAndPublishPostAction, updatePostAction } = await import("@/lib/actions/edit-post");

type Door =
  "approve" | "web-list-publish" | "web-editor-publish" | "web-schedule" | "web-queue" | "rest-publish" | "rest-schedule" | "mcp-publish" | "mcp-schedule";
const DOORS: Door[] = [
  "approve",
  "web-list-publish",
  "web-editor-publish",
  "web-schedule",
  "web-queue",
  "rest-publish",
  "rest-schedule",
  "mcp-publish",
  "mcp-schedule",
];
const later = () => new Date(Date.now() + 3 * 86_400_000).toISOString();
const CAPTION = "Winter sale: two for one";

let mcp: McpHttpHarness;
beforeAll(async () => {
  mcp = await startMcpHttp();
});
afterAll(async () => {
  await mcp.close();
});

async function makeTeam(required: boolean) {
  const { owner, workspaceId, members } = await makeWorkspace(["admin", "manager", "member", "viewer"]);
  await db.workspace.update({ where: { id: workspaceId }, data: { postsNeedApproval: required } });
  const account = await addSocialAccount({
    workspaceId,
    actor: systemActor,
    input: { platform: "bluesky", username: `doors-${owner.id.slice(0, 6)}.bsky.social`, sandbox: true },
  });
  // Every hour of every day: "Add to queue" always finds a slot.
  const slots = [1, 2, 3, 4, 5, 6, 7].flatMap((day) => ["09:00", "12:00", "15:00", "18:00", "21:00"].map((time) => ({ day, time })));
  await setPostingSchedule({ workspaceId, actor: systemActor, accountId: account.id, input: { timeZone: "UTC", slots } });
  await db.webhookEndpoint.create({
    data: { workspaceId, url: "https://hooks.example.test/doors", events: ["post.approved"], secretEncrypted: "unused: nothing is delivered in this test" },
  });
  const users: Record<WorkspaceRoleName, { id: string; email: string }> = {
    owner,
    admin: members.admin!,
    manager: members.manager!,
    member: members.member!,
    viewer: members.viewer!,
  };
  const keys = {} as Record<WorkspaceRoleName, string>;
  const clients = {} as Record<WorkspaceRoleName, Client>;
  for (const role of WORKSPACE_ROLES) {
    // Viewers cannot create keys: the viewer's key is made while they are a member, then the role drops.
    const setRole = (to: WorkspaceRoleName) =>
      db.membership.update({ where: { workspaceId_userId: { workspaceId, userId: users.viewer.id } }, data: { role: to } });
    if (role === "viewer") await setRole("member");
    const { key } = await createApiKey({
      workspaceId,
      actor: systemActor,
      creatorUserId: users[role].id,
      input: { mode: "live", scopes: ["posts:read", "posts:write"] },
    });
    if (role === "viewer") await setRole("viewer");
    keys[role] = key;
    clients[role] = await mcp.connect(key);
  }
  return { workspaceId, account, users, keys, clients };
}
type Team = Awaited<ReturnType<typeof makeTeam>>;

/** The member's post, submitted for approval to be scheduled later. */
async function pendingPost(team: Team): Promise<string> {
  const author = { kind: "user" as const, userId: team.users.member.id };
  const { postIds } = await createPost({
    workspaceId: team.workspaceId,
    actor: author,
    input: { caption: CAPTION, accountMappings: [{ platform: "bluesky", accountId: team.account.id }] },
  });
  await submitPostForApproval({ workspaceId: team.workspaceId, actor: author, input: { id: postIds[0], body: { scheduledAt: later() } } });
  return postIds[0];
}

/** Goes through the door as `role`; answers whether the door said yes. */
async function through(team: Team, role: WorkspaceRoleName, door: Door, id: string): Promise<boolean> {
  const { workspaceId } = team;
  session.userId = team.users[role].id;
  const schedule = { status: "scheduled" as const, scheduledAt: later() };
  switch (door) {
    case "approve":
      return (await callApi("POST", `/posts/${id}/approve`, { key: team.keys[role] })).status === 200;
    case "web-list-publish":
      return (await publishPostAction(workspaceId, id)).ok;
    case "web-editor-publish":
      return (await updateAndPublishPostAction(workspaceId, id, { caption: CAPTION })).ok;
    case "web-schedule":
      return (await updatePostAction(workspaceId, id, { caption: CAPTION, ...schedule })).ok;
    case "web-queue":
      return (await addEditedPostToQueueAction(workspaceId, id, { caption: CAPTION })).ok;
    case "rest-publish":
      return (await callApi("POST", `/posts/${id}/publish`, { key: team.keys[role] })).status === 200;
    case "rest-schedule":
      return (await callApi("PATCH", `/posts/${id}`, { key: team.keys[role], body: schedule })).status === 200;
    case "mcp-publish":
      return !(await callTool(team.clients[role], "publish_post", { id })).isError;
    case "mcp-schedule":
      return !(await callTool(team.clients[role], "update_post", { id, ...schedule })).isError;
  }
}

const publishes = (door: Door) => door.endsWith("publish");

/** What the rules promise for a cell: refused (null), or the post's state and approver after the release. */
function expected(role: WorkspaceRoleName, door: Door, required: boolean) {
  if (!canWrite(role)) return null;
  if (door === "approve") return canApprove(role) ? { status: "scheduled", approvalState: "approved", decidedBy: role } : null;
  if (needsApproval(role, required)) return null;
  const status = publishes(door) ? "queued" : "scheduled";
  return canApprove(role) ? { status, approvalState: "approved", decidedBy: role } : { status, approvalState: "none", decidedBy: null };
}

/** What the author and the webhooks got about this post. */
async function toldAbout(team: Team, id: string) {
  const notifications = await db.notification.findMany({
    where: { workspaceId: team.workspaceId, kind: "post_approved", link: `/${team.workspaceId}/posts/${id}/edit` },
    select: { userId: true, title: true, body: true },
  });
  const emails = await db.emailMessage.findMany({
    where: { workspaceId: team.workspaceId, kind: "notification.post_approved", text: { contains: id } },
    select: { to: true, subject: true },
  });
  const events = (await db.webhookEvent.findMany({ where: { workspaceId: team.workspaceId, type: "post.approved" }, select: { payload: true } }))
    .map((e) => (typeof e.payload === "string" ? JSON.parse(e.payload) : e.payload) as { data: { id: string; approval: { decided_by: string } } })
    .filter((e) => e.data.id === id);
  return { notifications, emails, events };
}

describe("approval integrity: every door that releases a post awaiting approval", () => {
  it("pins the table itself: who may release a post awaiting approval, and as what", () => {
    const table = (required: boolean) =>
      Object.fromEntries(WORKSPACE_ROLES.map((role) => [role, DOORS.map((door) => expected(role, door, required)?.approvalState ?? "refused").join(" ")]));
    const approver = DOORS.map(() => "approved").join(" ");
    expect(table(true)).toEqual({
      owner: approver,
      admin: approver,
      manager: approver,
      member: DOORS.map(() => "refused").join(" "),
      viewer: DOORS.map(() => "refused").join(" "),
    });
    expect(table(false)).toMatchObject({ owner: approver, member: ["refused", ...DOORS.slice(1).map(() => "none")].join(" ") });
  });

  for (const required of [true, false]) {
    // 45 cells, each a post created, submitted and released: longer than one request's test.
    it(`5 roles × ${DOORS.length} doors with "Posts need approval" ${required ? "on" : "off"}`, { timeout: 240_000 }, async () => {
      const team = await makeTeam(required);
      const problems: string[] = [];
      // Per role, what Approve told the author: each release by that role must tell it in the same words.
      const approveSaid = new Map<WorkspaceRoleName, { title: string; body: string; subject: string }>();
      for (const role of WORKSPACE_ROLES) {
        for (const door of DOORS) {
          const cell = `${role} ${door}`;
          const id = await pendingPost(team);
          const before = await db.post.findUniqueOrThrow({ where: { id } });
          const ok = await through(team, role, door, id);
          const want = expected(role, door, required);
          const row = await db.post.findUniqueOrThrow({ where: { id } });
          const told = await toldAbout(team, id);
          if (!want) {
            if (ok) problems.push(`${cell}: the door said yes, want refused`);
            // (The editor's Publish now saves what is on screen first, which a member may do: only the decision is refused.)
            if (row.status !== before.status || row.approvalState !== before.approvalState || row.approvalDecidedByUserId !== null)
              problems.push(`${cell}: refused but changed the post to ${row.status}/${row.approvalState}`);
            if (told.notifications.length + told.emails.length + told.events.length > 0) problems.push(`${cell}: refused but told someone`);
            continue;
          }
          if (!ok) problems.push(`${cell}: the door refused, want ${JSON.stringify(want)}`);
          // A published post may already have gone from queued to published by the time it is read.
          const statusOk = row.status === want.status || (want.status === "queued" && ["published", "publishing"].includes(row.status));
          if (!statusOk || row.approvalState !== want.approvalState)
            problems.push(`${cell}: ${row.status}/${row.approvalState}, want ${want.status}/${want.approvalState}`);
          const decidedBy = want.decidedBy ? team.users[want.decidedBy].id : null;
          if (row.approvalDecidedByUserId !== decidedBy) problems.push(`${cell}: decided by ${row.approvalDecidedByUserId}, want ${decidedBy}`);
          if (want.approvalState === "approved") {
            if (!row.approvalDecidedAt) problems.push(`${cell}: no decision time`);
            const n = told.notifications;
            if (n.length !== 1 || n[0]!.userId !== team.users.member.id) problems.push(`${cell}: author's notifications ${JSON.stringify(n)}`);
            if (told.emails.length !== 1 || told.emails[0]!.to !== team.users.member.email)
              problems.push(`${cell}: author's emails ${JSON.stringify(told.emails)}`);
            if (told.events.length !== 1 || told.events[0]!.data.approval.decided_by !== decidedBy)
              problems.push(`${cell}: post.approved events ${JSON.stringify(told.events)}`);
            const said = { title: n[0]?.title ?? "", body: n[0]?.body ?? "", subject: told.emails[0]?.subject ?? "" };
            if (door === "approve") approveSaid.set(role, said);
            else if (JSON.stringify(said) !== JSON.stringify(approveSaid.get(role)))
              problems.push(`${cell}: told ${JSON.stringify(said)}, Approve told ${JSON.stringify(approveSaid.get(role))}`);
          } else if (told.notifications.length + told.emails.length + told.events.length > 0) {
            problems.push(`${cell}: released without a decision but told the author it was approved`);
          }
        }
      }
      expect(problems).toEqual([]);
      // Every approver's release was checked against their Approve.
      expect([...approveSaid.keys()].sort()).toEqual(["admin", "manager", "owner"]);
    });
  }
});
