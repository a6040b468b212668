// A post with per-image alt text, published by the real worker from the database to two stand-ins over
// HTTP, in a workspace whose UTM tags are on: each network's request carries the caption's link tagged with
// its own utm_source (X's tweet text, Mastodon's status), and each image's alt text in that network's field
// (X media metadata, Mastodon's media description). The rows are fanned out by queuePostForPublishing, as the
// app does, so the alt texts and the post's UTM override must survive the fan-out too.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { queuePostForPublishing } from "@/lib/services/posts/queue-post-for-publishing";
import { makeWorkspace } from "@/test/factories";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { startFakeMastodon, type FakeMastodon } from "@/test/fakes/mastodon-server";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { FakeTwitterServer, TWITTER_CLIENT } from "@/test/fakes/twitter-server";
import { makeAccount, waitForFinal } from "@/test/publishing/rows";
import { PublishingWorker } from "./worker";

const x = new FakeTwitterServer();
const media = new FakeMediaHost();
let mastodon: FakeMastodon;
const workers: PublishingWorker[] = [];

beforeAll(async () => {
  [mastodon] = await Promise.all([startFakeMastodon(), x.start(), media.start()]);
  allowMediaHost(media.url);
  allowMediaHost(mastodon.url);
  process.env.TWITTER_API_BASE_URL = x.url;
  process.env.TWITTER_CLIENT_ID = TWITTER_CLIENT.clientId;
  process.env.TWITTER_CLIENT_SECRET = TWITTER_CLIENT.clientSecret;
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await Promise.all([x.stop(), media.stop(), mastodon.close()]);
  delete process.env.TWITTER_API_BASE_URL;
});

async function publish(workspaceId: string, post: { caption: string; mediaAltTexts: string[]; utm?: object }) {
  const tokens = x.tokensFor();
  const twitter = await makeAccount(workspaceId, "twitter", {
    sandbox: false,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? undefined,
  });
  const toot = await makeAccount(workspaceId, "mastodon", {
    sandbox: false,
    accessToken: mastodon.issueToken(),
    settings: { instanceUrl: mastodon.url, accountId: mastodon.account.id },
  });
  const mappings = [
    { platform: "twitter", accountId: twitter.id },
    { platform: "mastodon", accountId: toot.id },
  ];
  const draft = await db.post.create({
    data: {
      workspaceId,
      caption: post.caption,
      platforms: ["twitter", "mastodon"],
      accountMappings: mappings,
      mediaUrls: [media.add(`${crypto.randomUUID()}.png`, "image/png", 1200), media.add(`${crypto.randomUUID()}.png`, "image/png", 1200)],
      mediaType: "image",
      mediaAltTexts: post.mediaAltTexts,
      ...(post.utm ? { utm: post.utm } : {}),
    },
  });
  const ids = await db.$transaction((tx) => queuePostForPublishing(tx, { workspaceId, postId: draft.id }));
  const worker = new PublishingWorker({ workspaceIds: [workspaceId], sweepIntervalMs: 30, deps: { leaseMs: 5_000, callTimeoutMs: 5_000, inlineWaitMs: 100 } });
  workers.push(worker);
  worker.start();
  const rows = await waitForFinal(ids);
  expect(rows.map((r) => [r.platforms[0], r.status, r.platformResults[0]?.error ?? null])).toEqual([
    ["twitter", "published", null],
    ["mastodon", "published", null],
  ]);
  const tweet = x.tweets.find((t) => t.id === rows[0].platformResults[0].remotePostId)!;
  const status = mastodon.statuses.find((s) => s.id === rows[1].platformResults[0].remotePostId)!;
  return { tweet, status };
}

describe("publishing with UTM tags and alt text", () => {
  it("tags the caption's link per network and sends each image's alt text", async () => {
    const { workspaceId } = await makeWorkspace();
    await db.workspace.update({ where: { id: workspaceId }, data: { utmEnabled: true, utmCampaign: "spring sale" } });
    const { tweet, status } = await publish(workspaceId, {
      caption: "New menu (https://bakery.example/menu?lang=en#mains). Already tagged: https://bakery.example/?utm_source=mail",
      mediaAltTexts: ["A sourdough loaf", ""],
    });

    const tagged = (source: string) => `https://bakery.example/menu?lang=en&utm_source=${source}&utm_medium=social&utm_campaign=spring%20sale#mains`;
    expect(tweet.text).toBe(`New menu (${tagged("twitter")}). Already tagged: https://bakery.example/?utm_source=mail`);
    expect(status.text).toBe(`New menu (${tagged("mastodon")}). Already tagged: https://bakery.example/?utm_source=mail`);

    expect(tweet.mediaKeys.map((key) => x.altTextOf(key))).toEqual(["A sourdough loaf", undefined]);
    expect(status.media_ids.map((id) => mastodon.media.get(id)!.description)).toEqual(["A sourdough loaf", null]);
  });

  it("leaves links alone when the post turns the workspace's tags off", async () => {
    const { workspaceId } = await makeWorkspace();
    await db.workspace.update({ where: { id: workspaceId }, data: { utmEnabled: true, utmCampaign: "spring" } });
    const { tweet, status } = await publish(workspaceId, { caption: "Menu: https://bakery.example/menu", mediaAltTexts: [], utm: { enabled: false } });
    expect(tweet.text).toBe("Menu: https://bakery.example/menu");
    expect(status.text).toBe("Menu: https://bakery.example/menu");
  });
});
