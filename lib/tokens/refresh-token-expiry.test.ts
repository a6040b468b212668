// A refresh token with its own end (TikTok: 180 days from the consent, kept across rotations; the token
// response's refresh_expires_in is the time left). Connected through the real connect flow against TikTok's
// stand-in, the account stores that end; renewals keep it (rotation does not move it); and GET /accounts'
// requires_reauth and the Accounts page's warning turn on three days before it, not at day 180 when the
// account would silently stop publishing.
import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { decryptToken } from "@/lib/crypto/token-cipher";
import { serializeAccount } from "@/lib/serializers/serialize-account";
import { completeOAuthConnect } from "@/lib/services/accounts/connect-oauth-complete";
import { startOAuthConnect } from "@/lib/services/accounts/connect-oauth-start";
import { listAccounts } from "@/lib/services/accounts/list-accounts";
import { makeWorkspace } from "@/test/factories";
import { FakeTiktokServer, REFRESH_TTL_S, TIKTOK_CLIENT } from "@/test/fakes/tiktok-server";
import { freshAccount } from "./fresh-account";
import { tokenHealth } from "./token-health";

const DAY = 86_400_000;
const tt = new FakeTiktokServer();
const saved = { ...process.env };

beforeAll(async () => {
  await tt.start();
  process.env.TIKTOK_API_BASE_URL = tt.url;
  process.env.TIKTOK_CLIENT_ID = TIKTOK_CLIENT.clientId;
  process.env.TIKTOK_CLIENT_SECRET = TIKTOK_CLIENT.clientSecret;
});
afterAll(async () => {
  process.env = saved;
  await tt.stop();
});

async function connectTiktok() {
  const { owner, workspaceId } = await makeWorkspace();
  const actor = { kind: "user" as const, userId: owner.id };
  const authorize = await fetch(await startOAuthConnect({ workspaceId, actor, input: { platform: "tiktok" } }), { redirect: "manual" });
  const callback = new URL(authorize.headers.get("location")!);
  const outcome = await completeOAuthConnect({
    platform: "tiktok",
    userId: owner.id,
    params: { state: callback.searchParams.get("state"), code: callback.searchParams.get("code"), error: null, errorDescription: null },
  });
  expect(outcome.ok).toBe(true);
  const account = await db.socialAccount.findFirstOrThrow({ where: { workspaceId, platform: "tiktok" } });
  return { account, workspaceId, actor };
}

describe("a refresh token that runs out 180 days after the consent (TikTok)", () => {
  it("is stored at connect and kept when a renewal rotates the refresh token", async () => {
    const consentAt = Date.now();
    const { account } = await connectTiktok();
    expect(account.refreshTokenExpiresAt).not.toBeNull();
    expect(Math.abs(account.refreshTokenExpiresAt!.getTime() - (consentAt + REFRESH_TTL_S * 1000))).toBeLessThan(5_000);

    const renewed = await freshAccount({ accountId: account.id, signal: AbortSignal.timeout(10_000), force: true });
    expect(renewed.refreshed).toBe(true);
    const after = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    // Rotation gave a new refresh token, with the lifetime left on the old one: the end did not move.
    expect(decryptToken(after.refreshTokenEnc!)).not.toBe(decryptToken(account.refreshTokenEnc!));
    expect(Math.abs(after.refreshTokenExpiresAt!.getTime() - account.refreshTokenExpiresAt!.getTime())).toBeLessThan(5_000);
  });

  it("turns requires_reauth on three days before that end, with 'Reconnect before <date>', and not earlier", async () => {
    const { account, workspaceId, actor } = await connectTiktok();
    const end = account.refreshTokenExpiresAt!;
    const [row] = (await listAccounts({ workspaceId, actor })).rows;
    // The access token is renewed every 2 h and never warns; only the refresh token's end does.
    const tenDaysBefore = new Date(end.getTime() - 10 * DAY);
    expect(serializeAccount(row, tenDaysBefore).requires_reauth).toBe(false);
    expect(tokenHealth(row, tenDaysBefore).warning).toBeNull();

    const twoDaysBefore = new Date(end.getTime() - 2 * DAY);
    expect(serializeAccount(row, twoDaysBefore).requires_reauth).toBe(true);
    const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(end);
    expect(tokenHealth(row, twoDaysBefore).warning).toContain(`Reconnect before ${date}`);
    expect(tokenHealth(row, twoDaysBefore).warning).toContain("TikTok");

    const after = new Date(end.getTime() + DAY);
    expect(serializeAccount(row, after).requires_reauth).toBe(true);
    expect(tokenHealth(row, after).warning).toMatch(/has run out.*reconnect the account/);
  });

  it("a reconnect (a new consent) replaces the end with the new grant's", async () => {
    const { account, workspaceId, actor } = await connectTiktok();
    await db.socialAccount.update({ where: { id: account.id }, data: { refreshTokenExpiresAt: new Date(Date.now() + DAY) } });
    const [before] = (await listAccounts({ workspaceId, actor })).rows;
    expect(serializeAccount(before).requires_reauth).toBe(true);
    const authorize = await fetch(await startOAuthConnect({ workspaceId, actor, input: { platform: "tiktok" } }), { redirect: "manual" });
    const callback = new URL(authorize.headers.get("location")!);
    await completeOAuthConnect({
      platform: "tiktok",
      userId: actor.userId,
      params: { state: callback.searchParams.get("state"), code: callback.searchParams.get("code"), error: null, errorDescription: null },
    });
    const [reconnected] = (await listAccounts({ workspaceId, actor })).rows;
    expect(reconnected.refreshTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(179 * DAY);
    expect(serializeAccount(reconnected).requires_reauth).toBe(false);
  });
});
