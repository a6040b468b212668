import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { decryptToken } from "@/lib/crypto/token-cipher";
import type { PlatformId } from "@/lib/platforms/ids";
import { makeWorkspace } from "@/test/factories";
import { FakeLinkedinServer, LINKEDIN_CLIENT } from "@/test/fakes/linkedin-server";
import type { FakeHttpServer, FakeOAuthProvider } from "@/test/fakes/oauth-server";
import { FakeTiktokServer, OPEN_ID, TIKTOK_CLIENT } from "@/test/fakes/tiktok-server";
import { CHANNEL_ID, FakeYoutubeServer, YOUTUBE_CLIENT } from "@/test/fakes/youtube-server";
import { completeOAuthConnect } from "./connect-oauth-complete";
import { startOAuthConnect } from "./connect-oauth-start";

// The same flow as connect-oauth.test.ts, for each other network's quirks: LinkedIn (no PKCE, secret in the
// form), YouTube (PKCE, offline access, channels as accounts), TikTok (client_key, comma scopes, open_id).
const networks: {
  platform: PlatformId;
  server: FakeHttpServer & { oauth: FakeOAuthProvider };
  client: { clientId: string; clientSecret: string };
  expectAuthorize: Record<string, string | null>;
  expectAccount: { platformAccountId: string; platformUsername: string; settings?: Record<string, unknown> };
  /** The refresh token's lifetime the network reports (refresh_expires_in / refresh_token_expires_in); null: none. */
  refreshDays: number | null;
}[] = [
  {
    platform: "linkedin",
    server: new FakeLinkedinServer(),
    client: LINKEDIN_CLIENT,
    expectAuthorize: { code_challenge: null, scope: "openid profile w_member_social" },
    expectAccount: { platformAccountId: "abC123xYz", platformUsername: "Pat Example", settings: { authorUrn: "urn:li:person:abC123xYz" } },
    refreshDays: 365,
  },
  {
    platform: "youtube",
    server: new FakeYoutubeServer(),
    client: YOUTUBE_CLIENT,
    expectAuthorize: { code_challenge_method: "S256", access_type: "offline", prompt: "consent" },
    expectAccount: { platformAccountId: CHANNEL_ID, platformUsername: "@postlane", settings: { channelId: CHANNEL_ID } },
    refreshDays: null,
  },
  {
    platform: "tiktok",
    server: new FakeTiktokServer(),
    client: TIKTOK_CLIENT,
    expectAuthorize: { client_key: TIKTOK_CLIENT.clientId, client_id: null, scope: "user.info.basic,user.info.profile,video.publish,video.upload,video.list" },
    // The @username (a user.info.profile field), not the display name "Postlane Studio".
    expectAccount: { platformAccountId: OPEN_ID, platformUsername: "postlane.studio" },
    refreshDays: 180,
  },
];

beforeAll(async () => {
  for (const network of networks) {
    await network.server.start();
    const prefix = network.platform.toUpperCase();
    process.env[`${prefix}_API_BASE_URL`] = network.server.url;
    process.env[`${prefix}_CLIENT_ID`] = network.client.clientId;
    process.env[`${prefix}_CLIENT_SECRET`] = network.client.clientSecret;
  }
});
afterAll(async () => {
  for (const network of networks) {
    await network.server.stop();
    delete process.env[`${network.platform.toUpperCase()}_API_BASE_URL`];
  }
});

describe.each(networks)("connecting $platform", ({ platform, server, expectAuthorize, expectAccount, refreshDays }) => {
  it("goes from the authorize page through the callback to a stored account with encrypted tokens", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const authorizeUrl = new URL(await startOAuthConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { platform } }));
    for (const [key, value] of Object.entries(expectAuthorize)) expect(authorizeUrl.searchParams.get(key)).toBe(value);

    const redirect = await fetch(authorizeUrl, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    const callback = new URL(redirect.headers.get("location")!);
    const outcome = await completeOAuthConnect({
      platform,
      userId: owner.id,
      params: { state: callback.searchParams.get("state"), code: callback.searchParams.get("code"), error: null, errorDescription: null },
    });
    expect(outcome).toMatchObject({ ok: true, accounts: [{ platformUsername: expectAccount.platformUsername }] });

    const account = await db.socialAccount.findFirstOrThrow({ where: { workspaceId, platform } });
    expect(account).toMatchObject({ platformAccountId: expectAccount.platformAccountId, isConnected: true, requiresReauth: false });
    if (expectAccount.settings) expect(account.settings).toMatchObject(expectAccount.settings);
    const token = decryptToken(account.accessTokenEnc!);
    expect(server.oauth.check({ headers: { authorization: `Bearer ${token}` } } as never)).toMatchObject({ userId: "user-1" });
    expect(decryptToken(account.refreshTokenEnc!)).toMatch(/^rt-/);
    expect(account.tokenExpiresAt).not.toBeNull();
    if (refreshDays === null) expect(account.refreshTokenExpiresAt).toBeNull();
    else expect(Math.round((account.refreshTokenExpiresAt!.getTime() - Date.now()) / 86_400_000)).toBe(refreshDays);
  });
});

describe("connecting TikTok when the person unticked user.info.profile", () => {
  it("still connects, named by the display name: username is not asked for without its scope", async () => {
    const tiktok = networks.find((n) => n.platform === "tiktok")!;
    const { owner, workspaceId } = await makeWorkspace();
    tiktok.server.oauth.grantedScopes = "user.info.basic,video.publish,video.upload,video.list";
    try {
      const authorizeUrl = await startOAuthConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { platform: "tiktok" } });
      const callback = new URL((await fetch(authorizeUrl, { redirect: "manual" })).headers.get("location")!);
      const outcome = await completeOAuthConnect({
        platform: "tiktok",
        userId: owner.id,
        params: { state: callback.searchParams.get("state"), code: callback.searchParams.get("code"), error: null, errorDescription: null },
      });
      expect(outcome).toMatchObject({ ok: true, accounts: [{ platformUsername: "Postlane Studio" }] });
    } finally {
      tiktok.server.oauth.grantedScopes = null;
    }
  });
});
