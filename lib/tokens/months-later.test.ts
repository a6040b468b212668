// Months later: every network's account, connected once, still publishes and is measured 59 days and 2 hours
// on, without a reconnect. The clock of this process (the app, the stand-ins and the real Bluesky PDS all run
// in it) moves day by day while the scheduled renewal runs, as the cron would; then one post per network is
// published by the real worker and measured by the real metrics job. Tokens expire on the stand-ins' clocks:
// X after 2 h, YouTube 1 h, TikTok 2 h, Bluesky's session 2 h, Instagram and Threads after 60 days (Meta
// refuses to renew an expired one, and Threads one younger than 24 h), LinkedIn after 60 days. TikTok's refresh
// token ends 180 days after the consent whatever the rotations: its end is checked to stay put and to be warned of.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { encryptToken } from "@/lib/crypto/token-cipher";
import { refreshMetrics } from "@/lib/analytics/refresh-metrics";
import { PublishingWorker } from "@/lib/publishing/worker";
import { createBlueskySession } from "@/lib/platforms/bluesky/session";
import { makeWorkspace } from "@/test/factories";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { startBlueskyNetwork, type BlueskyTestNetwork } from "@/test/fakes/bluesky-network";
import { startFakeDiscord, type FakeDiscord } from "@/test/fakes/discord-server";
import { FakeLinkedinServer, LINKEDIN_CLIENT } from "@/test/fakes/linkedin-server";
import { startFakeMastodon, type FakeMastodon } from "@/test/fakes/mastodon-server";
import { type MetaGraphServer, startMetaGraphServer } from "@/test/fakes/meta-graph-server";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { startFakeTelegram, type FakeTelegram } from "@/test/fakes/telegram-server";
import { FakeTiktokServer, OPEN_ID, TIKTOK_CLIENT } from "@/test/fakes/tiktok-server";
import { FakeTwitterServer, TWITTER_CLIENT } from "@/test/fakes/twitter-server";
import { CHANNEL_ID, FakeYoutubeServer, YOUTUBE_CLIENT } from "@/test/fakes/youtube-server";
import { makeQueuedRows, waitForFinal } from "@/test/publishing/rows";
import { renewExpiringTokens } from "./renew-expiring-tokens";
import { tokenHealth } from "./token-health";

const DAY = 24 * 3600_000;
const x = new FakeTwitterServer();
const li = new FakeLinkedinServer();
const yt = new FakeYoutubeServer();
const tt = new FakeTiktokServer();
const media = new FakeMediaHost();
let meta: MetaGraphServer;
let bsky: BlueskyTestNetwork;
let mastodon: FakeMastodon;
let telegram: FakeTelegram;
let discord: FakeDiscord;
const CHAT = { id: -1001234567890, type: "channel" as const, title: "Launch news", username: "launchnews" };
const CHANNEL = { id: "1100000000000000001", guildId: "1000000000000000001", name: "general" };
const saved = { ...process.env };
const workers: PublishingWorker[] = [];

beforeAll(async () => {
  [meta, bsky, mastodon, telegram, discord] = await Promise.all([
    startMetaGraphServer(),
    startBlueskyNetwork(),
    startFakeMastodon(),
    startFakeTelegram({ chats: [CHAT] }),
    startFakeDiscord({ channels: [CHANNEL] }),
    x.start(),
    li.start(),
    yt.start(),
    tt.start(),
    media.start(),
  ]).then((started) => started.slice(0, 5) as [MetaGraphServer, BlueskyTestNetwork, FakeMastodon, FakeTelegram, FakeDiscord]);
  // Media, and the Bluesky PDS and Mastodon instance a person names (the connect host check refuses loopback).
  for (const url of [media.url, bsky.url, mastodon.url]) allowMediaHost(url);
  for (const [name, url, client] of [
    ["TWITTER", x.url, TWITTER_CLIENT],
    ["LINKEDIN", li.url, LINKEDIN_CLIENT],
    ["YOUTUBE", yt.url, YOUTUBE_CLIENT],
    ["TIKTOK", tt.url, TIKTOK_CLIENT],
    ["FACEBOOK", meta.url, meta.options.app],
    ["THREADS", meta.url, meta.options.app],
  ] as const) {
    process.env[`${name}_API_BASE_URL`] = url;
    process.env[`${name}_CLIENT_ID`] = client.clientId;
    process.env[`${name}_CLIENT_SECRET`] = client.clientSecret;
  }
  process.env.INSTAGRAM_API_BASE_URL = meta.url;
  process.env.TELEGRAM_API_BASE_URL = telegram.url;
  process.env.DISCORD_API_BASE_URL = discord.url;
}, 180_000);
afterAll(async () => {
  vi.useRealTimers();
  process.env = saved;
  await Promise.all([
    x.stop(),
    li.stop(),
    yt.stop(),
    tt.stop(),
    media.stop(),
    meta?.close(),
    bsky?.close(),
    mastodon?.close(),
    telegram?.close(),
    discord?.close(),
  ]);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

async function publishAll(workspaceId: string, rows: { platform: string; accountId: string; input: Parameters<typeof makeQueuedRows>[2] }[]) {
  const ids = (await Promise.all(rows.map((r) => makeQueuedRows(workspaceId, [{ platform: r.platform, accountId: r.accountId }], r.input)))).map(([id]) => id);
  const worker = new PublishingWorker({
    workspaceIds: [workspaceId],
    sweepIntervalMs: 40,
    deps: { policy: { maxAttempts: 3, backoffBaseMs: 30, backoffMaxMs: 200 }, leaseMs: 20_000, callTimeoutMs: 15_000, inlineWaitMs: 100 },
  });
  workers.push(worker);
  worker.start();
  const done = await waitForFinal(ids);
  await worker.stop();
  return done;
}

describe("accounts months after connecting", () => {
  it("59 days and 2 hours on, every network's account still publishes and is measured, with no reconnect", { timeout: 300_000 }, async () => {
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: t0 });
    const { workspaceId } = await makeWorkspace();
    const at = (ms: number) => new Date(t0 + ms);
    const live = { isSandbox: false, connectedAt: at(0) };

    // Connected as each connect flow stores them (tokens and their expiry).
    const xTokens = x.tokensFor();
    const liTokens = li.tokensFor();
    const ytTokens = yt.tokensFor();
    const ttTokens = tt.tokensFor();
    const { userId: fbUser, userToken } = meta.addFacebookUser({ name: "Robin Baker" });
    const page = meta.addPage(fbUser, { name: "Corner Bakery", instagramUsername: "corner.bakery" });
    const threadsUser = meta.addThreadsUser({ username: "corner.bakery.threads" });
    const alice = await bsky.createAccount("alice.test");
    const session = await createBlueskySession(bsky.url, alice.handle, alice.appPassword);
    const mastodonToken = mastodon.issueToken();
    const accounts = await Promise.all(
      [
        {
          platform: "twitter",
          platformAccountId: "2244994945",
          platformUsername: "postlane_dev",
          accessTokenEnc: encryptToken(xTokens.accessToken),
          refreshTokenEnc: encryptToken(xTokens.refreshToken),
          tokenExpiresAt: at(7200_000),
        },
        {
          platform: "linkedin",
          platformAccountId: "abC123xYz",
          platformUsername: "Pat Example",
          accessTokenEnc: encryptToken(liTokens.accessToken),
          refreshTokenEnc: encryptToken(liTokens.refreshToken),
          tokenExpiresAt: at(60 * DAY),
          settings: { authorUrn: li.personUrn },
        },
        {
          platform: "youtube",
          platformAccountId: CHANNEL_ID,
          platformUsername: "@postlane",
          accessTokenEnc: encryptToken(ytTokens.accessToken),
          refreshTokenEnc: encryptToken(ytTokens.refreshToken),
          tokenExpiresAt: at(3599_000),
        },
        {
          platform: "tiktok",
          platformAccountId: OPEN_ID,
          platformUsername: "Postlane Studio",
          accessTokenEnc: encryptToken(ttTokens.accessToken),
          refreshTokenEnc: encryptToken(ttTokens.refreshToken),
          tokenExpiresAt: at(2 * 3600_000),
        },
        {
          platform: "facebook",
          platformAccountId: page.pageId,
          platformUsername: "Corner Bakery",
          accessTokenEnc: encryptToken(page.pageToken),
          refreshTokenEnc: encryptToken(userToken),
          tokenExpiresAt: null,
        },
        {
          platform: "instagram",
          platformAccountId: page.igUserId!,
          platformUsername: "corner.bakery",
          accessTokenEnc: encryptToken(userToken),
          tokenExpiresAt: at(60 * DAY),
          settings: { pageId: page.pageId },
        },
        {
          platform: "threads",
          platformAccountId: threadsUser.userId,
          platformUsername: "corner.bakery.threads",
          accessTokenEnc: encryptToken(threadsUser.token),
          tokenExpiresAt: at(60 * DAY),
        },
        {
          platform: "bluesky",
          platformAccountId: session.did,
          platformUsername: session.handle,
          accessTokenEnc: encryptToken(session.accessJwt),
          refreshTokenEnc: encryptToken(session.refreshJwt),
          tokenExpiresAt: session.accessExpiresAt,
          settings: { serviceUrl: bsky.url, pdsUrl: session.pdsUrl, handle: session.handle },
        },
        {
          platform: "mastodon",
          platformAccountId: mastodon.account.id,
          platformUsername: "postlane",
          accessTokenEnc: encryptToken(mastodonToken),
          settings: { instanceUrl: mastodon.url, accountId: mastodon.account.id },
        },
        {
          platform: "telegram",
          platformAccountId: String(CHAT.id),
          platformUsername: CHAT.username,
          accessTokenEnc: encryptToken(telegram.bot.token),
          settings: { chatId: String(CHAT.id), chatUsername: CHAT.username },
        },
        {
          platform: "discord",
          platformAccountId: CHANNEL.id,
          platformUsername: "general",
          accessTokenEnc: encryptToken(discord.webhook.url),
          settings: { mode: "webhook", guildId: CHANNEL.guildId, channelId: CHANNEL.id },
        },
      ].map((data) => db.socialAccount.create({ data: { workspaceId, ...live, ...data } })),
    );
    const byPlatform = new Map(accounts.map((a) => [a.platform, a]));
    const rowsFor = (label: string) =>
      accounts.map((account) => {
        const caption = `${label} on ${account.platform} ${crypto.randomUUID().slice(0, 8)}`;
        const input: Parameters<typeof makeQueuedRows>[2] = { caption };
        if (account.platform === "instagram") Object.assign(input, { mediaUrls: [meta.mediaUrl(`${label}.jpg`)], mediaType: "image" });
        if (account.platform === "youtube")
          Object.assign(input, {
            mediaUrls: [media.add(`${label}.mp4`, "video/mp4", 4000)],
            mediaType: "video",
            platformOptions: { youtube: { title: caption, categoryId: "22", madeForKids: false } },
          });
        if (account.platform === "tiktok")
          Object.assign(input, {
            mediaUrls: [media.add(`${label}-tt.mp4`, "video/mp4", 300_000)],
            mediaType: "video",
            platformOptions: {
              tiktok: { privacyLevel: "SELF_ONLY", disableComment: false, brandContentToggle: false, brandOrganicToggle: false, isAigc: false },
            },
          });
        return { platform: account.platform, accountId: account.id, input };
      });

    // Day 0: publish and measure once.
    const first = await publishAll(workspaceId, rowsFor("day0"));
    expect(first.map((r) => [r.platforms[0], r.status, r.platformResults[0]?.error ?? null])).toEqual(accounts.map((a) => [a.platform, "published", null]));

    // The days pass; the scheduled renewal runs (four times a day in production, once a day here).
    for (let day = 1; day <= 59; day++) {
      vi.setSystemTime(t0 + day * DAY);
      await renewExpiringTokens({ workspaceIds: [workspaceId] });
    }
    vi.setSystemTime(t0 + 59 * DAY + 2 * 3600_000);

    // 59 days and 2 hours later: every account publishes…
    const later = await publishAll(workspaceId, rowsFor("day59"));
    expect(later.map((r) => [r.platforms[0], r.status, r.platformResults[0]?.error ?? null])).toEqual(accounts.map((a) => [a.platform, "published", null]));
    // …and every published row is measured without an error.
    await refreshMetrics({ workspaceIds: [workspaceId], staleAfterMs: 0, limits: { concurrency: 2, minIntervalMs: 0 } });
    const snapshots = await db.metricSnapshot.findMany({ where: { workspaceId }, orderBy: { fetchedAt: "asc" } });
    const errors = snapshots.filter((s) => s.error).map((s) => `${s.platform}: ${s.error}`);
    expect(errors).toEqual([]);
    expect(new Set(snapshots.map((s) => s.platform))).toEqual(new Set(accounts.map((a) => a.platform)));

    const after = await db.socialAccount.findMany({ where: { workspaceId } });
    expect(after.filter((a) => a.requiresReauth).map((a) => a.platform)).toEqual([]);
    // The long-lived Meta tokens were renewed ahead of their 60 days, and now run well past day 60.
    for (const platform of ["instagram", "threads"]) {
      const account = after.find((a) => a.platform === platform)!;
      expect(account.tokenRefreshedAt!.getTime()).toBeLessThan(t0 + 59 * DAY);
      expect(account.tokenExpiresAt!.getTime()).toBeGreaterThan(t0 + 100 * DAY);
    }
    // TikTok's refresh token ends 180 days after the consent: 59 daily renewals (each rotating it) did not move
    // that end, and GET /accounts warns three days before it, when only a reconnect helps.
    const tiktok = after.find((a) => a.platform === "tiktok")!;
    expect(tiktok.tokenRefreshedAt!.getTime()).toBeGreaterThan(t0 + 58 * DAY);
    expect(Math.abs(tiktok.refreshTokenExpiresAt!.getTime() - (t0 + 180 * DAY))).toBeLessThan(60_000);
    expect(tokenHealth(tiktok, at(170 * DAY)).requiresReauth).toBe(false);
    expect(tokenHealth(tiktok, at(178 * DAY)).warning).toMatch(/^Reconnect before /);
    expect(byPlatform.size).toBe(11);
  });
});
