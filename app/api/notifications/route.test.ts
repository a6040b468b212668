// GET /api/notifications in-process with a session from a real sign-in, and the services behind the bell's
// writes: a person sees only their own notifications (across their workspaces, not one they left), marks one
// or all read, and chooses a channel per kind; bad input is a 400 naming it.
import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { notify } from "@/lib/notifications/notify";
import { getNotificationPreferences } from "@/lib/services/notifications/get-notification-preferences";
import { markNotificationsRead } from "@/lib/services/notifications/mark-notifications-read";
import { setNotificationPreference } from "@/lib/services/notifications/set-notification-preference";
import { makeWorkspace } from "@/test/factories";
import { signInCookie } from "@/test/support/sign-in";
import { GET } from "./route";

let world: Awaited<ReturnType<typeof makeWorkspace>>;
let other: Awaited<ReturnType<typeof makeWorkspace>>;
let cookie: string;

beforeAll(async () => {
  world = await makeWorkspace(["admin", "member"]);
  other = await makeWorkspace(["admin"]);
  cookie = await signInCookie(world.owner.email, world.owner.password);
  // Two new members in the owner's workspace: two notifications for the owner (and the admin).
  for (const joined of [world.members.member!, world.members.admin!]) {
    await notify({ kind: "invitation_accepted", workspaceId: world.workspaceId, invitedByUserId: world.owner.id, newMemberUserId: joined.id });
  }
  // Created in the same millisecond or not, the member's is the older one.
  await db.notification.updateMany({
    where: { workspaceId: world.workspaceId, title: "member joined the workspace" },
    data: { createdAt: new Date(Date.now() - 60_000) },
  });
  // Someone else's notification in another workspace.
  await notify({ kind: "invitation_accepted", workspaceId: other.workspaceId, invitedByUserId: null, newMemberUserId: other.members.admin!.id });
});

async function list(query: Record<string, string> = {}, as: string | null = cookie) {
  const params = new URLSearchParams({ workspace: world.workspaceId, ...query });
  const res = await GET(new Request(`http://localhost/api/notifications?${params}`, { headers: as ? { cookie: as } : {} }), { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
}

const owner = () => ({ kind: "user" as const, userId: world.owner.id });

describe("GET /api/notifications and marking read", () => {
  it("lists the person's own notifications newest first with the unread count", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.unread).toBe(2);
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual(["admin joined the workspace", "member joined the workspace"]);
    expect(body.notifications[0]).toMatchObject({
      kind: "invitation_accepted",
      read: false,
      workspaceId: world.workspaceId,
      link: `/${world.workspaceId}/settings/members`,
    });
    expect((await list({ limit: "1" })).body.notifications).toHaveLength(1);
  });

  it("marks one read, then all; another person's ids change nothing", async () => {
    const { body } = await list();
    const [newest, oldest] = body.notifications as { id: string }[];
    const admin = { kind: "user" as const, userId: world.members.admin!.id };
    expect(await markNotificationsRead({ actor: admin, input: { ids: [newest.id] } })).toEqual({ marked: 0 });
    expect(await markNotificationsRead({ actor: owner(), input: { ids: [newest.id] } })).toEqual({ marked: 1 });
    const after = await list();
    expect(after.body.unread).toBe(1);
    expect(after.body.notifications.map((n: { id: string; read: boolean }) => [n.id, n.read])).toEqual([
      [newest.id, true],
      [oldest.id, false],
    ]);
    expect(await markNotificationsRead({ actor: owner(), input: { all: true } })).toEqual({ marked: 1 });
    expect((await list()).body.unread).toBe(0);
  });

  it("a workspace the person left no longer shows", async () => {
    const admin = await signInCookie(world.members.admin!.email, world.members.admin!.password);
    const asAdmin = () => list({}, admin);
    expect((await asAdmin()).body.unread).toBe(1);
    const personal = (await db.workspace.findFirstOrThrow({ where: { ownerId: world.members.admin!.id } })).id;
    await db.membership.delete({ where: { workspaceId_userId: { workspaceId: world.workspaceId, userId: world.members.admin!.id } } });
    const fromPersonal = await GET(new Request(`http://localhost/api/notifications?workspace=${personal}`, { headers: { cookie: admin } }), {
      params: Promise.resolve({}),
    });
    expect(await fromPersonal.json()).toEqual({ unread: 0, notifications: [], nextCursor: null });
  });

  it("refuses what it cannot answer, naming the problem", async () => {
    expect(await list({ limit: "0" })).toMatchObject({ status: 400, body: { error: expect.stringContaining("limit") } });
    expect(await list({ limit: "many" })).toMatchObject({ status: 400, body: { error: expect.stringContaining("limit") } });
    expect(await list({}, null)).toMatchObject({ status: 401, body: { error: "Sign in to see your notifications" } });
    const outsider = await signInCookie(other.owner.email, other.owner.password);
    expect((await list({}, outsider)).status).toBe(404);
    await expect(markNotificationsRead({ actor: owner(), input: { ids: ["nope"] } })).rejects.toMatchObject({ status: 400 });
  });
});

describe("notification preferences", () => {
  it("shows every kind with its default, stores a choice, and refuses an unknown kind or channel", async () => {
    const before = await getNotificationPreferences({ actor: owner() });
    expect(before.find((p) => p.kind === "post_failed")).toMatchObject({ channel: "email", chosen: false, label: "Failed posts" });
    expect(before.find((p) => p.kind === "team_post_failed")).toMatchObject({ channel: "off", chosen: false });
    await setNotificationPreference({ actor: owner(), input: { kind: "team_post_failed", channel: "in_app" } });
    const after = await getNotificationPreferences({ actor: owner() });
    expect(after.find((p) => p.kind === "team_post_failed")).toMatchObject({ channel: "in_app", chosen: true });
    await expect(setNotificationPreference({ actor: owner(), input: { kind: "post_failed", channel: "sms" } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("channel"),
    });
    await expect(setNotificationPreference({ actor: owner(), input: { kind: "birthdays", channel: "email" } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("kind"),
    });
  });
});
