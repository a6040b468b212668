// The scheduled renewal against Meta's stand-in (tokens expire on its clock; an expired token, or a Threads
// token younger than 24 h, cannot be renewed): long-lived tokens are renewed days before they run out, and
// when renewal keeps failing GET /accounts says requires_reauth days before anything fails.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { decryptToken, encryptToken } from "@/lib/crypto/token-cipher";
import { callApi } from "@/test/api/call-api";
import { makeApiWorkspace } from "@/test/api/api-fixture";
import { type MetaGraphServer, startMetaGraphServer } from "@/test/fakes/meta-graph-server";
import { renewExpiringTokens } from "./renew-expiring-tokens";

const DAY = 24 * 3600_000;
let meta: MetaGraphServer;
const saved = { ...process.env };

beforeAll(async () => {
  meta = await startMetaGraphServer();
  for (const network of ["INSTAGRAM", "FACEBOOK", "THREADS"]) process.env[`${network}_API_BASE_URL`] = meta.url;
  process.env.FACEBOOK_CLIENT_ID = meta.options.app.clientId;
  process.env.FACEBOOK_CLIENT_SECRET = meta.options.app.clientSecret;
});
afterAll(async () => {
  process.env = saved;
  await meta.close();
});
afterEach(() => {
  vi.useRealTimers();
  meta.faults.clear();
});

async function metaAccounts(workspaceId: string, t0: number) {
  const { userId, userToken } = meta.addFacebookUser();
  const page = meta.addPage(userId, { instagramUsername: `ig.${crypto.randomUUID().slice(0, 6)}` });
  const threads = meta.addThreadsUser({ username: `th.${crypto.randomUUID().slice(0, 6)}` });
  const base = { workspaceId, isSandbox: false, connectedAt: new Date(t0), tokenExpiresAt: new Date(t0 + 60 * DAY) };
  const instagram = await db.socialAccount.create({
    data: {
      ...base,
      platform: "instagram",
      platformAccountId: page.igUserId!,
      platformUsername: "ig",
      accessTokenEnc: encryptToken(userToken),
      settings: { pageId: page.pageId },
    },
  });
  const threadsAccount = await db.socialAccount.create({
    data: { ...base, platform: "threads", platformAccountId: threads.userId, platformUsername: "th", accessTokenEnc: encryptToken(threads.token) },
  });
  return { instagram, threads: threadsAccount };
}

describe("renewExpiringTokens", () => {
  it("leaves young tokens alone, then renews Instagram and Threads a week before their 60 days", async () => {
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: t0 });
    const w = await makeApiWorkspace();
    const { instagram, threads } = await metaAccounts(w.workspaceId, t0);

    vi.setSystemTime(t0 + 10 * DAY);
    expect(await renewExpiringTokens({ workspaceIds: [w.workspaceId] })).toEqual({ checked: 0, renewed: 0, failed: 0, warned: 0 });

    vi.setSystemTime(t0 + 54 * DAY);
    expect(await renewExpiringTokens({ workspaceIds: [w.workspaceId] })).toEqual({ checked: 2, renewed: 2, failed: 0, warned: 0 });
    for (const before of [instagram, threads]) {
      const after = await db.socialAccount.findUniqueOrThrow({ where: { id: before.id } });
      expect(decryptToken(after.accessTokenEnc!)).not.toBe(decryptToken(before.accessTokenEnc!));
      expect(after.tokenExpiresAt!.getTime()).toBeGreaterThan(t0 + 110 * DAY);
      expect(after.tokenRefreshedAt!.getTime()).toBe(t0 + 54 * DAY);
      expect(after.requiresReauth).toBe(false);
    }
  });

  it("a renewal that keeps failing is recorded, and GET /accounts says requires_reauth three days before the token runs out", async () => {
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: t0 });
    const w = await makeApiWorkspace();
    const { instagram } = await metaAccounts(w.workspaceId, t0);
    const requiresReauth = async () => {
      const res = await callApi("GET", "/accounts", { key: w.keys.live });
      expect(res.status).toBe(200);
      return res.body.accounts.find((a: { id: string }) => a.id === instagram.id).requires_reauth as boolean;
    };

    // Meta is down at every scheduled run for days: the token is still valid, nothing has failed yet…
    vi.setSystemTime(t0 + 54 * DAY);
    meta.faults.failNext({
      match: /oauth\/access_token|refresh_access_token/,
      times: 100,
      status: 500,
      code: 2,
      message: "Service temporarily unavailable",
      isTransient: true,
    });
    await renewExpiringTokens({ workspaceIds: [w.workspaceId] });
    const stored = await db.socialAccount.findUniqueOrThrow({ where: { id: instagram.id } });
    expect(stored.tokenError).toMatch(/temporarily unavailable/i);
    expect(stored.requiresReauth).toBe(false);
    expect(await requiresReauth()).toBe(false);

    // …but with under three days left a person is told to reconnect, before the first post fails.
    vi.setSystemTime(t0 + 57 * DAY + 3600_000);
    expect(await renewExpiringTokens({ workspaceIds: [w.workspaceId] })).toMatchObject({ failed: 2, warned: 2 });
    expect(await requiresReauth()).toBe(true);
    // The warning is told once (the webhook event, the owner's notification), not at every later run.
    vi.setSystemTime(t0 + 58 * DAY);
    expect(await renewExpiringTokens({ workspaceIds: [w.workspaceId] })).toMatchObject({ warned: 0 });
    const notices = await db.notification.findMany({ where: { workspaceId: w.workspaceId, kind: "account_reauth" } });
    expect(notices.map((n) => [n.userId, n.title])).toContainEqual([w.owner.id, expect.stringMatching(/^Reconnect the Instagram account ig before /)]);
    expect(notices).toHaveLength(2);
  });
});
