// The Meta connect flows (Facebook Login for pages, Instagram business accounts through their page, Threads
// OAuth) through the shared OAuth machinery against the fake Graph server: the authorize URL, the callback,
// one stored account per page / IG business account, tokens that publish, and refresh.
import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { decryptToken } from "@/lib/crypto/token-cipher";
import { completeOAuthConnect } from "@/lib/services/accounts/connect-oauth-complete";
import { startOAuthConnect } from "@/lib/services/accounts/connect-oauth-start";
import { connectStatus } from "@/lib/platforms/connect-status";
import { refreshAccountToken } from "@/lib/services/accounts/refresh-account-token";
import { makeWorkspace } from "@/test/factories";
import { type MetaGraphServer, startMetaGraphServer } from "@/test/fakes/meta-graph-server";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { makeAccount, makeInput, publishFindAndMeasure, Row } from "@/test/fakes/meta-graph/phases";
import { facebookAdapter } from "../facebook/adapter";
import { instagramAdapter } from "../instagram/adapter";
import { threadsAdapter } from "../threads/adapter";
import type { PlatformId } from "../ids";

let server: MetaGraphServer;
let pages: { bakery: { pageId: string; igUserId?: string }; second: { pageId: string } };
let threadsUserId: string;
const saved = { ...process.env };

beforeAll(async () => {
  server = await startMetaGraphServer();
  for (const network of ["INSTAGRAM", "FACEBOOK", "THREADS"]) process.env[`${network}_API_BASE_URL`] = server.url;
  for (const network of ["FACEBOOK", "THREADS"]) {
    process.env[`${network}_CLIENT_ID`] = server.options.app.clientId;
    process.env[`${network}_CLIENT_SECRET`] = server.options.app.clientSecret;
  }
  // The person who consents in the fake dialogs: two pages, one linked to an Instagram business account.
  const { userId } = server.addFacebookUser({ name: "Robin Baker" });
  pages = {
    bakery: server.addPage(userId, { name: "Corner Bakery", instagramUsername: "corner.bakery" }),
    second: server.addPage(userId, { name: "Bakery Jobs" }),
  };
  threadsUserId = server.addThreadsUser({ username: "corner.bakery.threads" }).userId;
});
afterAll(async () => {
  process.env = saved;
  await server.close();
});

/** What the browser does: open the authorize URL; the fake consents and redirects to our callback. */
async function connect(platform: PlatformId) {
  const { owner, workspaceId } = await makeWorkspace();
  const authorizeUrl = await startOAuthConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { platform } });
  const response = await fetch(authorizeUrl, { redirect: "manual" });
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get("location") ?? "");
  const outcome = await completeOAuthConnect({
    platform,
    userId: owner.id,
    params: { state: callback.searchParams.get("state"), code: callback.searchParams.get("code"), error: null, errorDescription: null },
  });
  const accounts = await db.socialAccount.findMany({ where: { workspaceId, platform }, orderBy: { platformUsername: "asc" } });
  return { workspaceId, authorizeUrl: new URL(authorizeUrl), callback, outcome, accounts };
}

type StoredAccount = Awaited<ReturnType<typeof connect>>["accounts"][number];

function contextOf(platform: PlatformId, account: StoredAccount) {
  return makeAccount(platform, account.platformAccountId, decryptToken(account.accessTokenEnc ?? ""), {
    refreshToken: account.refreshTokenEnc ? decryptToken(account.refreshTokenEnc) : null,
    expiresAt: account.tokenExpiresAt,
  });
}

describe("Meta connect status", () => {
  it("offers the three networks when the Facebook and Threads apps are configured", () => {
    const status = connectStatus();
    expect(status.facebook).toEqual({ method: "oauth", configured: true });
    expect(status.instagram).toEqual({ method: "oauth", configured: true });
    expect(status.threads).toEqual({ method: "oauth", configured: true });
  });

  it("explains that Instagram needs the Facebook app when it is not configured", () => {
    delete process.env.FACEBOOK_CLIENT_SECRET;
    try {
      const status = connectStatus();
      expect(status.instagram.configured).toBe(false);
      // The marketer reads plain words; the variable names are for the operator's log only.
      expect(status.instagram.reason).not.toContain("FACEBOOK_");
      expect(status.instagram.operatorHint).toContain("FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET");
      expect(status.threads.configured).toBe(true);
      expect(status.facebook.configured).toBe(false);
    } finally {
      process.env.FACEBOOK_CLIENT_SECRET = server.options.app.clientSecret;
    }
  });
});

describe("Instagram's own app settings", () => {
  it("uses INSTAGRAM_CLIENT_ID/_SECRET when both are set, else the Facebook app", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const start = async () => new URL(await startOAuthConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { platform: "instagram" } }));
    expect((await start()).searchParams.get("client_id")).toBe(server.options.app.clientId);
    process.env.INSTAGRAM_CLIENT_ID = "own-instagram-app";
    process.env.INSTAGRAM_CLIENT_SECRET = "own-instagram-secret";
    try {
      expect((await start()).searchParams.get("client_id")).toBe("own-instagram-app");
      delete process.env.FACEBOOK_CLIENT_SECRET;
      expect(connectStatus().instagram).toEqual({ method: "oauth", configured: true });
    } finally {
      delete process.env.INSTAGRAM_CLIENT_ID;
      delete process.env.INSTAGRAM_CLIENT_SECRET;
      process.env.FACEBOOK_CLIENT_SECRET = server.options.app.clientSecret;
    }
  });
});

describe("Facebook Login for pages", () => {
  it("asks for the page scopes, comma-separated, without PKCE", async () => {
    const { authorizeUrl, callback } = await connect("facebook");
    expect(authorizeUrl.pathname).toBe("/v23.0/dialog/oauth");
    expect(authorizeUrl.searchParams.get("client_id")).toBe(server.options.app.clientId);
    expect(authorizeUrl.searchParams.get("scope")).toBe(
      "pages_show_list,pages_read_engagement,pages_manage_posts,read_insights,business_management,pages_manage_engagement,pages_read_user_content",
    );
    expect(authorizeUrl.searchParams.get("code_challenge")).toBeNull();
    expect(callback.pathname).toBe("/api/connect/facebook/callback");
  });

  it("stores one account per page with its page token, and the user token to renew it", async () => {
    const { outcome, accounts } = await connect("facebook");
    expect(outcome).toMatchObject({ ok: true });
    expect(accounts.map((a) => [a.platformUsername, a.platformAccountId])).toEqual([
      ["Bakery Jobs", pages.second.pageId],
      ["Corner Bakery", pages.bakery.pageId],
    ]);
    const bakery = accounts[1];
    expect(decryptToken(bakery.accessTokenEnc ?? "")).toBe(server.store.pages.get(pages.bakery.pageId)!.pageToken);
    expect(bakery.tokenExpiresAt).toBeNull(); // page tokens from a long-lived user token do not expire
    const userToken = server.store.tokens.get(decryptToken(bakery.refreshTokenEnc ?? ""))!;
    expect(userToken.kind).toBe("user");
    expect(userToken.expiresAt! - Date.now()).toBeGreaterThan(59 * 24 * 3600 * 1000); // long-lived, not the 1-hour one
    expect(bakery.settings).toMatchObject({ pageId: pages.bakery.pageId });
  });

  it("the stored page token publishes, and refreshAccountToken mints a new one", async () => {
    const { accounts } = await connect("facebook");
    const bakery = accounts.find((a) => a.platformAccountId === pages.bakery.pageId)!;
    const row = new Row(facebookAdapter, makeInput("facebook", { text: "Connected!" }), contextOf("facebook", bakery));
    const [item] = await row.run();
    expect(server.store.posts.get(item.remotePostId)?.message).toBe("Connected!");

    server.expireToken(decryptToken(bakery.accessTokenEnc ?? ""));
    const renewed = await refreshAccountToken({ accountId: bakery.id, signal: new AbortController().signal });
    expect(renewed.credentials.accessToken).not.toBe(decryptToken(bakery.accessTokenEnc ?? ""));
    const again = new Row(facebookAdapter, makeInput("facebook", { text: "After renewal" }), renewed);
    await again.run();
    expect(again.items).toHaveLength(1);
  });

  it("a refused approval stores nothing and says why", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const authorizeUrl = await startOAuthConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { platform: "facebook" } });
    const state = new URL(authorizeUrl).searchParams.get("state");
    const outcome = await completeOAuthConnect({
      platform: "facebook",
      userId: owner.id,
      params: { state, code: null, error: "access_denied", errorDescription: "Permissions error" },
    });
    expect(outcome).toMatchObject({ ok: false, message: "Facebook was not connected: the request was not approved" });
    expect(await db.socialAccount.count({ where: { workspaceId } })).toBe(0);
  });
});

describe("Instagram through Facebook Login", () => {
  it("stores one account per Instagram business account (pages without one are skipped)", async () => {
    const { authorizeUrl, outcome, accounts } = await connect("instagram");
    expect(authorizeUrl.searchParams.get("scope")).toContain("instagram_content_publish");
    expect(outcome).toMatchObject({ ok: true, accounts: [{ platformUsername: "corner.bakery" }] });
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ platformAccountId: pages.bakery.igUserId, settings: { pageId: pages.bakery.pageId } });
    expect(accounts[0].tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);
  });

  it("the stored token publishes an image", async () => {
    const { accounts } = await connect("instagram");
    const row = new Row(
      instagramAdapter,
      makeInput("instagram", { text: "Hello IG", media: [{ url: server.mediaUrl("bread.jpg"), kind: "image" }] }),
      contextOf("instagram", accounts[0]),
    );
    const [item] = await row.run();
    expect(server.store.media.get(item.remotePostId)?.text).toBe("Hello IG");
  });
});

describe("Threads OAuth", () => {
  it("stores the account with a long-lived token that publishes and refreshes", async () => {
    const { authorizeUrl, outcome, accounts } = await connect("threads");
    expect(authorizeUrl.pathname).toBe("/oauth/authorize");
    expect(authorizeUrl.searchParams.get("scope")).toBe(
      "threads_basic,threads_content_publish,threads_manage_insights,threads_read_replies,threads_manage_replies",
    );
    expect(outcome).toMatchObject({ ok: true, accounts: [{ platformUsername: "corner.bakery.threads" }] });
    const [account] = accounts;
    expect(account.platformAccountId).toBe(threadsUserId);
    expect(account.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);

    const row = new Row(threadsAdapter, makeInput("threads", { text: "Hello Threads" }), contextOf("threads", account));
    await row.run();
    expect(row.items).toHaveLength(1);

    // Threads renews only a token at least 24 hours old.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 25 * 3600 * 1000 });
    try {
      const refreshed = await refreshAccountToken({ accountId: account.id, signal: new AbortController().signal });
      expect(refreshed.credentials.accessToken).not.toBe(decryptToken(account.accessTokenEnc ?? ""));
    } finally {
      vi.useRealTimers();
    }
  });
});

// The fake dialog grants exactly the scopes a connect flow asks for and every endpoint demands the permissions
// Meta documents (test/fakes/meta-graph/permissions.ts): a flow that forgets one fails here, on the call that
// needs it, as it would for a real person after connecting.
describe("the permissions each connect flow asks for cover every call its adapter makes", () => {
  const image = (name: string) => ({ url: server.mediaUrl(name), kind: "image" as const });
  const video = (name: string) => ({ url: server.mediaUrl(name), kind: "video" as const });

  it("Facebook: every post type, its lookup after a lost answer, its metrics, and the page token's renewal", async () => {
    allowMediaHost(server.url); // feed videos are downloaded and sent as bytes
    const { accounts } = await connect("facebook");
    const account = contextOf(
      "facebook",
      accounts.find((a) => a.platformAccountId === pages.bakery.pageId)!,
    );
    for (const input of [
      { text: "text" },
      { text: "photos", media: [image("a.jpg"), image("b.jpg")] },
      { text: "video", media: [video("c.mp4")] },
      { text: "reel", postType: "reel" as const, media: [video("d.mp4")] },
      { postType: "story" as const, media: [image("e.jpg")] },
      { postType: "story" as const, media: [video("f.mp4")] },
    ])
      expect((await publishFindAndMeasure(facebookAdapter, input, account)).notes).toBeUndefined();
    await facebookAdapter.refreshToken!(account, new AbortController().signal);
  });

  it("Instagram: every post type, its lookup after a lost answer, and its metrics", async () => {
    const { accounts } = await connect("instagram");
    const account = contextOf("instagram", accounts[0]);
    for (const input of [
      { text: "image", media: [image("g.jpg")] },
      { text: "carousel", media: [image("h.jpg"), image("i.jpg")] },
      { text: "reel", postType: "reel" as const, media: [video("j.mp4")] },
      { postType: "story" as const, media: [image("k.jpg")] },
    ])
      expect((await publishFindAndMeasure(instagramAdapter, input, account)).notes).toBeUndefined();
  });

  it("Threads: a post with a reply, the reply's lookup under its parent, and metrics", async () => {
    const { accounts } = await connect("threads");
    const account = contextOf("threads", accounts[0]);
    expect((await publishFindAndMeasure(threadsAdapter, { text: "root", options: { chainItems: [{ text: "reply" }] } }, account)).notes).toBeUndefined();
    const row = new Row(threadsAdapter, makeInput("threads", { text: "root 2", options: { chainItems: [{ text: "reply 2" }] } }), account);
    await row.run();
    expect(await threadsAdapter.findExisting({ ...row.ctx(), items: row.items.slice(0, 1) })).toMatchObject({ status: "found" });
  });
});
