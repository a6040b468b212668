import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decryptToken } from "@/lib/crypto/token-cipher";
import { db } from "@/lib/db";
import { completeOAuthConnect } from "@/lib/services/accounts/connect-oauth-complete";
import { startOAuthConnect } from "@/lib/services/accounts/connect-oauth-start";
import { connectStatus } from "@/lib/platforms/connect-status";
import { makeWorkspace } from "@/test/factories";
import { FakePinterestServer, PINTEREST_CLIENT, PINTEREST_USER } from "@/test/fakes/pinterest-server";
import { toAccountContext } from "@/lib/tokens/account-context";
import { freshAccount } from "@/lib/tokens/fresh-account";
import { listPinterestBoards } from "./boards";

// Connecting Pinterest through the shared OAuth machinery: consent page, callback, Basic-authenticated code
// exchange, the account read from /v5/user_account, tokens stored encrypted with their expiry.
const pins = new FakePinterestServer();

beforeAll(async () => {
  await pins.start();
  process.env.PINTEREST_API_BASE_URL = pins.url;
  process.env.PINTEREST_CLIENT_ID = PINTEREST_CLIENT.clientId;
  process.env.PINTEREST_CLIENT_SECRET = PINTEREST_CLIENT.clientSecret;
});
afterAll(async () => {
  await pins.stop();
  delete process.env.PINTEREST_API_BASE_URL;
  delete process.env.PINTEREST_CLIENT_ID;
  delete process.env.PINTEREST_CLIENT_SECRET;
});

describe("connecting Pinterest", () => {
  it("is offered as an OAuth network once PINTEREST_CLIENT_ID and _SECRET are set", () => {
    expect(connectStatus().pinterest).toEqual({ method: "oauth", configured: true });
  });

  it("goes from the consent page through the callback to a stored account whose token works", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const authorizeUrl = new URL(await startOAuthConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { platform: "pinterest" } }));
    expect(authorizeUrl.pathname).toBe("/oauth/");
    expect(authorizeUrl.searchParams.get("client_id")).toBe(PINTEREST_CLIENT.clientId);
    expect(authorizeUrl.searchParams.get("scope")).toBe("boards:read,boards:write,pins:read,pins:write,user_accounts:read");

    const redirect = await fetch(authorizeUrl, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    const callback = new URL(redirect.headers.get("location")!);
    const outcome = await completeOAuthConnect({
      platform: "pinterest",
      userId: owner.id,
      params: { state: callback.searchParams.get("state"), code: callback.searchParams.get("code"), error: null, errorDescription: null },
    });
    expect(outcome).toMatchObject({ ok: true, accounts: [{ platformUsername: PINTEREST_USER.username }] });

    const account = await db.socialAccount.findFirstOrThrow({ where: { workspaceId, platform: "pinterest" } });
    expect(account).toMatchObject({ platformAccountId: PINTEREST_USER.id, displayName: "Postlane Studio", isConnected: true, requiresReauth: false });
    expect(account.grantedScopes.sort()).toEqual(["boards:read", "boards:write", "pins:read", "pins:write", "user_accounts:read"]);
    expect(decryptToken(account.refreshTokenEnc!)).toMatch(/^pinr_/);
    expect(account.tokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // The stored token is one Pinterest accepts.
    expect((await listPinterestBoards(toAccountContext(account), AbortSignal.timeout(5000))).length).toBe(2);
    // refresh_token_expires_in (60 days, "continuous") is stored: a person is warned before it runs out.
    expect(account.refreshTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);
  });

  it("a renewal stores the new refresh token's end: Pinterest's refresh tokens are continuous", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const authorize = await fetch(await startOAuthConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { platform: "pinterest" } }), {
      redirect: "manual",
    });
    const callback = new URL(authorize.headers.get("location")!);
    await completeOAuthConnect({
      platform: "pinterest",
      userId: owner.id,
      params: { state: callback.searchParams.get("state"), code: callback.searchParams.get("code"), error: null, errorDescription: null },
    });
    const account = await db.socialAccount.findFirstOrThrow({ where: { workspaceId, platform: "pinterest" } });
    // As if connected 58 days ago: the stored refresh token ends in two days.
    await db.socialAccount.update({ where: { id: account.id }, data: { refreshTokenExpiresAt: new Date(Date.now() + 2 * 86_400_000) } });
    expect((await freshAccount({ accountId: account.id, signal: AbortSignal.timeout(5000), force: true })).refreshed).toBe(true);
    const renewed = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(renewed.refreshTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);
  });
});
