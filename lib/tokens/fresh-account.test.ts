// The one refresh service against X's stand-in (single-use, rotating refresh tokens): callers that need a
// renewal at the same moment spend the refresh token once, in one process and across processes (a lease held
// by another instance), and the token's health is recorded.
import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { decryptToken, encryptToken } from "@/lib/crypto/token-cipher";
import { makeWorkspace } from "@/test/factories";
import { FakeTwitterServer, TWITTER_CLIENT } from "@/test/fakes/twitter-server";
import { freshAccount } from "./fresh-account";

const x = new FakeTwitterServer();
const saved = { ...process.env };

beforeAll(async () => {
  await x.start();
  process.env.TWITTER_API_BASE_URL = x.url;
  process.env.TWITTER_CLIENT_ID = TWITTER_CLIENT.clientId;
  process.env.TWITTER_CLIENT_SECRET = TWITTER_CLIENT.clientSecret;
});
afterAll(async () => {
  process.env = saved;
  await x.stop();
});

async function expiringAccount() {
  const { workspaceId } = await makeWorkspace();
  const tokens = x.tokensFor();
  const account = await db.socialAccount.create({
    data: {
      workspaceId,
      platform: "twitter",
      platformUsername: "postlane_dev",
      platformAccountId: "2244994945",
      accessTokenEnc: encryptToken(tokens.accessToken),
      refreshTokenEnc: encryptToken(tokens.refreshToken),
      // Inside the renewal margin: every caller below wants a new token.
      tokenExpiresAt: new Date(Date.now() + 60_000),
    },
  });
  return { account, tokens };
}

describe("freshAccount", () => {
  it("renews once for five callers at the same moment; all get the new token and none is refused", async () => {
    const { account, tokens } = await expiringAccount();
    const before = x.oauth.tokenRequests;
    const results = await Promise.all(Array.from({ length: 5 }, () => freshAccount({ accountId: account.id, signal: AbortSignal.timeout(10_000) })));
    expect(x.oauth.tokenRequests - before).toBe(1);
    const fresh = new Set(results.map((r) => r.account.credentials.accessToken));
    expect(fresh.size).toBe(1);
    expect([...fresh][0]).not.toBe(tokens.accessToken);
    const row = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(row.requiresReauth).toBe(false);
    expect(row.tokenRefreshLockUntil).toBeNull();
    expect(decryptToken(row.refreshTokenEnc!)).not.toBe(tokens.refreshToken);
  });

  it("waits for another instance's renewal (its lease) and uses the token it stored instead of spending the refresh token again", async () => {
    const { account } = await expiringAccount();
    // Another instance holds the lease and is renewing right now.
    await db.socialAccount.update({ where: { id: account.id }, data: { tokenRefreshLockUntil: new Date(Date.now() + 60_000) } });
    const before = x.oauth.tokenRequests;
    const waiting = freshAccount({ accountId: account.id, signal: AbortSignal.timeout(10_000) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // It finishes: new token stored, lease released.
    await db.socialAccount.update({
      where: { id: account.id },
      data: { accessTokenEnc: encryptToken("at-from-the-other-instance"), tokenExpiresAt: new Date(Date.now() + 7200_000), tokenRefreshLockUntil: null },
    });
    const result = await waiting;
    expect(x.oauth.tokenRequests).toBe(before);
    expect(result.account.credentials.accessToken).toBe("at-from-the-other-instance");
  });

  it("a refused token is renewed once even if its expiry says it is fine, and a refusal to renew is recorded", async () => {
    const { account, tokens } = await expiringAccount();
    await db.socialAccount.update({ where: { id: account.id }, data: { tokenExpiresAt: new Date(Date.now() + 3600_000) } });
    const renewed = await freshAccount({ accountId: account.id, signal: AbortSignal.timeout(10_000), rejectedAccessToken: tokens.accessToken });
    expect(renewed.refreshed).toBe(true);
    // A second caller with the same refused token finds it already replaced: no second renewal.
    const before = x.oauth.tokenRequests;
    const again = await freshAccount({ accountId: account.id, signal: AbortSignal.timeout(10_000), rejectedAccessToken: tokens.accessToken });
    expect(again.refreshed).toBe(false);
    expect(x.oauth.tokenRequests).toBe(before);

    const row = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    x.oauth.revokeRefreshToken(decryptToken(row.refreshTokenEnc!));
    await expect(freshAccount({ accountId: account.id, signal: AbortSignal.timeout(10_000), force: true })).rejects.toMatchObject({ kind: "auth_expired" });
    const after = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(after.requiresReauth).toBe(true);
    expect(after.tokenError).toMatch(/invalid|revoked|expired/i);
    expect(after.tokenErrorAt).not.toBeNull();
  });
});
