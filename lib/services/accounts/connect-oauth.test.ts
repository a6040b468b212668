import "@/test/use-database";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { decryptToken } from "@/lib/crypto/token-cipher";
import { ForbiddenError } from "@/lib/errors";
import { connectStatus } from "@/lib/platforms/connect-status";
import { refreshAccountToken } from "@/lib/services/accounts/refresh-account-token";
import { disconnectAccount } from "@/lib/services/accounts/disconnect-account";
import { freshAccount } from "@/lib/tokens/fresh-account";
import { makeWorkspace } from "@/test/factories";
import { FakeTwitterServer, TWITTER_CLIENT } from "@/test/fakes/twitter-server";
import { completeOAuthConnect } from "./connect-oauth-complete";
import { startOAuthConnect } from "./connect-oauth-start";

const x = new FakeTwitterServer();

beforeAll(async () => {
  await x.start();
  process.env.TWITTER_API_BASE_URL = x.url;
});
beforeEach(() => {
  process.env.TWITTER_CLIENT_ID = TWITTER_CLIENT.clientId;
  process.env.TWITTER_CLIENT_SECRET = TWITTER_CLIENT.clientSecret;
  x.oauth.refreshReturnsNewRefreshToken = true;
});
afterAll(async () => {
  await x.stop();
  delete process.env.TWITTER_API_BASE_URL;
});

/** What the browser does: open the authorize URL, get redirected to our callback with code and state. */
async function approve(authorizeUrl: string) {
  const response = await fetch(authorizeUrl, { redirect: "manual" });
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get("location") ?? "");
  return { state: callback.searchParams.get("state"), code: callback.searchParams.get("code"), error: null, errorDescription: null, callback };
}

async function connectTwitter() {
  const { owner, workspaceId, members } = await makeWorkspace(["viewer", "manager"]);
  const authorizeUrl = await startOAuthConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { platform: "twitter" } });
  const params = await approve(authorizeUrl);
  const outcome = await completeOAuthConnect({ platform: "twitter", userId: owner.id, params });
  return { owner, workspaceId, members, authorizeUrl, params, outcome };
}

describe("OAuth connect flow (X, against the stand-in server)", () => {
  it("sends the person to the authorize page with state and an S256 PKCE challenge", async () => {
    const { authorizeUrl, params } = await connectTwitter();
    const url = new URL(authorizeUrl);
    expect(url.origin).toBe(x.url);
    expect(url.pathname).toBe("/i/oauth2/authorize");
    expect(url.searchParams.get("client_id")).toBe(TWITTER_CLIENT.clientId);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("scope")).toContain("offline.access");
    expect(url.searchParams.get("redirect_uri")).toMatch(/\/api\/connect\/twitter\/callback$/);
    expect(params.callback.pathname).toBe("/api/connect/twitter/callback");
  });

  it("stores the account with encrypted tokens and expiry after the callback", async () => {
    const { workspaceId, outcome } = await connectTwitter();
    expect(outcome).toMatchObject({ ok: true, workspaceId, accounts: [{ platformUsername: "postlane_dev" }] });
    const account = await db.socialAccount.findFirstOrThrow({ where: { workspaceId, platform: "twitter" } });
    expect(account.platformAccountId).toBe("2244994945");
    expect(account.accessTokenEnc).not.toMatch(/^at-/);
    const accessToken = decryptToken(account.accessTokenEnc ?? "");
    expect(accessToken).toMatch(/^at-/);
    expect(decryptToken(account.refreshTokenEnc ?? "")).toMatch(/^rt-/);
    expect(account.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 7000 * 1000);
    expect(account.grantedScopes).toContain("tweet.write");
    // The stored token is one the network accepts.
    const me = await fetch(`${x.url}/2/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(200);
    // The flow's state row is gone.
    expect(await db.oAuthState.count({ where: { workspaceId } })).toBe(0);
  });

  it("rejects an unknown state and a replayed callback without storing anything", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["manager"]);
    const forged = await completeOAuthConnect({
      platform: "twitter",
      userId: owner.id,
      params: { state: "forged", code: "abc", error: null, errorDescription: null },
    });
    expect(forged).toMatchObject({ ok: false, workspaceId: null });
    expect(forged.ok ? "" : forged.message).toMatch(/not valid/);

    const manager = members.manager!;
    const params = await approve(await startOAuthConnect({ workspaceId, actor: { kind: "user", userId: manager.id }, input: { platform: "twitter" } }));
    expect((await completeOAuthConnect({ platform: "twitter", userId: manager.id, params })).ok).toBe(true);
    const replay = await completeOAuthConnect({ platform: "twitter", userId: manager.id, params });
    expect(replay.ok).toBe(false);
    expect(await db.socialAccount.count({ where: { workspaceId } })).toBe(1);
  });

  it("rejects a callback received by another signed-in person, an expired flow, and a denied approval", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["manager"]);
    const start = () => startOAuthConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { platform: "twitter" } });

    const stolen = await completeOAuthConnect({ platform: "twitter", userId: members.manager!.id, params: await approve(await start()) });
    expect(stolen.ok).toBe(false);

    const late = await completeOAuthConnect({
      platform: "twitter",
      userId: owner.id,
      params: await approve(await start()),
      now: new Date(Date.now() + 11 * 60_000),
    });
    expect(late).toMatchObject({ ok: false, workspaceId });
    expect(late.ok ? "" : late.message).toMatch(/expired/);

    const startUrl = new URL(await start());
    const denied = await completeOAuthConnect({
      platform: "twitter",
      userId: owner.id,
      params: { state: startUrl.searchParams.get("state"), code: null, error: "access_denied", errorDescription: null },
    });
    expect(denied).toMatchObject({ ok: false, workspaceId });
    expect(denied.ok ? "" : denied.message).toMatch(/not approved/);
    expect(await db.socialAccount.count({ where: { workspaceId } })).toBe(0);
  });

  it("fails the exchange when the PKCE verifier does not match the challenge", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const params = await approve(await startOAuthConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { platform: "twitter" } }));
    await db.oAuthState.update({ where: { state: params.state! }, data: { codeVerifier: "a".repeat(43) } });
    const outcome = await completeOAuthConnect({ platform: "twitter", userId: owner.id, params });
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? "" : outcome.message).toMatch(/code_verifier does not match/);
    expect(await db.socialAccount.count({ where: { workspaceId } })).toBe(0);
  });

  it("lets only managers and above start a connect flow", async () => {
    const { workspaceId, members } = await makeWorkspace(["viewer"]);
    await expect(
      startOAuthConnect({ workspaceId, actor: { kind: "user", userId: members.viewer!.id }, input: { platform: "twitter" } }),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("reports networks without client credentials as not configured, and refuses to start them", async () => {
    delete process.env.TWITTER_CLIENT_SECRET;
    const status = connectStatus();
    expect(status.twitter).toMatchObject({ method: "oauth", configured: false });
    // The marketer reads plain words; the variable names are for the operator, in the server log.
    expect(status.twitter.reason).toBe("not set up on this server — ask your administrator");
    expect(status.twitter.operatorHint).toContain("TWITTER_CLIENT_ID and TWITTER_CLIENT_SECRET");
    expect(status.bluesky).toEqual({ method: "credentials", configured: true });
    const { owner, workspaceId } = await makeWorkspace();
    await expect(startOAuthConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { platform: "twitter" } })).rejects.toThrow(
      /not set up on this server/,
    );
  });

  it("reconnect clears requires_reauth and updates the same row", async () => {
    const { owner, workspaceId, outcome } = await connectTwitter();
    const id = outcome.ok ? outcome.accounts[0].id : "";
    await db.socialAccount.update({ where: { id }, data: { requiresReauth: true } });
    const params = await approve(
      await startOAuthConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { platform: "twitter", reconnectAccountId: id } }),
    );
    const again = await completeOAuthConnect({ platform: "twitter", userId: owner.id, params });
    expect(again).toMatchObject({ ok: true, accounts: [{ id }] });
    const account = await db.socialAccount.findUniqueOrThrow({ where: { id } });
    expect(account.requiresReauth).toBe(false);
    expect(await db.socialAccount.count({ where: { workspaceId } })).toBe(1);
  });
});

describe("token refresh", () => {
  it("keeps the stored refresh token when the network returns none", async () => {
    const { outcome } = await connectTwitter();
    const id = outcome.ok ? outcome.accounts[0].id : "";
    const before = await db.socialAccount.findUniqueOrThrow({ where: { id } });
    x.oauth.refreshReturnsNewRefreshToken = false;
    const refreshed = await refreshAccountToken({ accountId: id, signal: AbortSignal.timeout(10_000) });
    const after = await db.socialAccount.findUniqueOrThrow({ where: { id } });
    expect(decryptToken(after.accessTokenEnc!)).not.toBe(decryptToken(before.accessTokenEnc!));
    expect(decryptToken(after.refreshTokenEnc!)).toBe(decryptToken(before.refreshTokenEnc!));
    expect(refreshed.credentials.refreshToken).toBe(decryptToken(before.refreshTokenEnc!));
  });

  it("stores a rotated refresh token", async () => {
    const { outcome } = await connectTwitter();
    const id = outcome.ok ? outcome.accounts[0].id : "";
    const before = await db.socialAccount.findUniqueOrThrow({ where: { id } });
    await refreshAccountToken({ accountId: id, signal: AbortSignal.timeout(10_000) });
    const after = await db.socialAccount.findUniqueOrThrow({ where: { id } });
    expect(decryptToken(after.refreshTokenEnc!)).not.toBe(decryptToken(before.refreshTokenEnc!));
  });

  it("marks the account requires_reauth when the refresh token was revoked", async () => {
    const { outcome } = await connectTwitter();
    const id = outcome.ok ? outcome.accounts[0].id : "";
    const row = await db.socialAccount.findUniqueOrThrow({ where: { id } });
    x.oauth.revokeRefreshToken(decryptToken(row.refreshTokenEnc!));
    await expect(refreshAccountToken({ accountId: id, signal: AbortSignal.timeout(10_000) })).rejects.toMatchObject({ kind: "auth_expired" });
    expect((await db.socialAccount.findUniqueOrThrow({ where: { id } })).requiresReauth).toBe(true);
  });

  it("refreshes a token shortly before it expires, and leaves a fresh one alone", async () => {
    const { outcome } = await connectTwitter();
    const id = outcome.ok ? outcome.accounts[0].id : "";
    const signal = AbortSignal.timeout(10_000);
    expect((await freshAccount({ accountId: id, signal })).refreshed).toBe(false);
    const before = await db.socialAccount.findUniqueOrThrow({ where: { id } });
    await db.socialAccount.update({ where: { id }, data: { tokenExpiresAt: new Date(Date.now() + 60_000) } });
    const fresh = await freshAccount({ accountId: id, signal });
    expect(fresh.refreshed).toBe(true);
    const after = await db.socialAccount.findUniqueOrThrow({ where: { id } });
    expect(decryptToken(after.accessTokenEnc!)).not.toBe(decryptToken(before.accessTokenEnc!));
    expect(fresh.account.credentials.accessToken).toBe(decryptToken(after.accessTokenEnc!));
    expect(after.tokenRefreshedAt).not.toBeNull();
  });

  it("disconnect erases the tokens", async () => {
    const { owner, workspaceId, outcome } = await connectTwitter();
    const id = outcome.ok ? outcome.accounts[0].id : "";
    await disconnectAccount({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { accountId: id } });
    const row = await db.socialAccount.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ isConnected: false, accessTokenEnc: null, refreshTokenEnc: null });
  });
});
