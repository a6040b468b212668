// The early reconnect warning raised by the renewal sweep: three days before an end no renewal can move, the
// account.requires_reauth webhook event and an account_reauth notification for the workspace's leads, once
// per end, and again only when a reconnect brings a new end that in turn comes near.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { encryptToken } from "@/lib/crypto/token-cipher";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { markAccountRequiresReauth } from "./mark-account-requires-reauth";
import { warnBeforeReauth } from "./warn-before-reauth";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function subscribedEndpoint(workspaceId: string) {
  return db.webhookEndpoint.create({
    data: { workspaceId, url: "https://hooks.example.test/postlane", events: ["account.requires_reauth"], secretEncrypted: encryptToken("whsec_test") },
  });
}

async function reauthEvents(workspaceId: string) {
  const events = await db.webhookEvent.findMany({ where: { workspaceId, type: "account.requires_reauth" }, orderBy: { createdAt: "asc" } });
  return events.map((event) => JSON.parse(event.payload).data as { id: string; reconnect_by?: string; requires_reauth: boolean });
}

describe("warnBeforeReauth", () => {
  it("warns once per end date: webhook event and notification for owners, admins and managers", async () => {
    const { workspaceId, owner, members } = await makeWorkspace(["admin", "manager", "member"]);
    await subscribedEndpoint(workspaceId);
    const now = new Date();
    // TikTok's refresh token ends 180 days after the consent, whatever the renewals: 2 days left.
    const tiktok = await makeAccount(workspaceId, "tiktok", { sandbox: false, refreshToken: "r-1", username: "cafe" });
    const refreshEnd = new Date(now.getTime() + 2 * DAY);
    await db.socialAccount.update({ where: { id: tiktok.id }, data: { tokenExpiresAt: new Date(now.getTime() + HOUR), refreshTokenExpiresAt: refreshEnd } });
    // A refresh-token network whose end is still five days away: nothing yet.
    const later = await makeAccount(workspaceId, "linkedin", { sandbox: false, refreshToken: "r-2" });
    await db.socialAccount.update({ where: { id: later.id }, data: { refreshTokenExpiresAt: new Date(now.getTime() + 5 * DAY) } });

    expect(await warnBeforeReauth({ now, workspaceIds: [workspaceId] })).toBe(1);
    const [event] = await reauthEvents(workspaceId);
    expect(event).toMatchObject({ id: tiktok.id, requires_reauth: true, reconnect_by: refreshEnd.toISOString() });
    const notices = await db.notification.findMany({ where: { workspaceId } });
    expect(notices.map((n) => n.userId).sort()).toEqual([owner.id, members.admin!.id, members.manager!.id].sort());
    expect(notices[0].title).toMatch(/^Reconnect the TikTok account cafe before \d+ \w+ \d{4}, \d\d:\d\d UTC$/);
    expect(notices[0].link).toBe(`/${workspaceId}/accounts`);
    expect(await db.emailMessage.count({ where: { workspaceId, kind: "notification.account_reauth" } })).toBe(3);

    // Every later sweep until the end: nothing more.
    for (const hours of [1, 6, 30]) expect(await warnBeforeReauth({ now: new Date(now.getTime() + hours * HOUR), workspaceIds: [workspaceId] })).toBe(0);
    expect(await reauthEvents(workspaceId)).toHaveLength(1);
    expect(await db.notification.count({ where: { workspaceId } })).toBe(3);

    // Reconnected: a new consent, a new end 180 days later; when that one comes near, it warns again.
    await db.socialAccount.delete({ where: { id: later.id } });
    const newEnd = new Date(now.getTime() + 180 * DAY);
    await db.socialAccount.update({ where: { id: tiktok.id }, data: { refreshTokenExpiresAt: newEnd } });
    expect(await warnBeforeReauth({ now, workspaceIds: [workspaceId] })).toBe(0);
    expect(await warnBeforeReauth({ now: new Date(newEnd.getTime() - 2 * DAY), workspaceIds: [workspaceId] })).toBe(1);
    expect((await reauthEvents(workspaceId)).map((e) => e.reconnect_by)).toEqual([refreshEnd.toISOString(), newEnd.toISOString()]);
  });

  it("an account already marked for reconnecting, a sandbox or a disconnected one is never warned early", async () => {
    const { workspaceId } = await makeWorkspace();
    await subscribedEndpoint(workspaceId);
    const soon = new Date(Date.now() + DAY);
    const marked = await makeAccount(workspaceId, "tiktok", { sandbox: false });
    const sandbox = await makeAccount(workspaceId, "tiktok", { sandbox: true });
    const gone = await makeAccount(workspaceId, "tiktok", { sandbox: false });
    await db.socialAccount.updateMany({ where: { id: { in: [marked.id, sandbox.id, gone.id] } }, data: { refreshTokenExpiresAt: soon } });
    await db.socialAccount.update({ where: { id: gone.id }, data: { isConnected: false } });
    await markAccountRequiresReauth(marked.id, "the refresh was refused");
    expect(await reauthEvents(workspaceId)).toHaveLength(1);
    // The mark itself told the owner (reconnect now), once.
    await markAccountRequiresReauth(marked.id, "the refresh was refused");
    expect(await db.notification.count({ where: { workspaceId, kind: "account_reauth" } })).toBe(1);

    expect(await warnBeforeReauth({ workspaceIds: [workspaceId] })).toBe(0);
    expect(await reauthEvents(workspaceId)).toHaveLength(1);
  });
});
