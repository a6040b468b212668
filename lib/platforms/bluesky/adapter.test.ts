// Against a real PDS (@atproto/dev-env), not a stand-in: what the adapter writes is read back with @atproto/api.
// Single posts here (text and facets, images, video, link cards, exactly-once, validation, sessions, metrics);
// threads are in adapter-chain.test.ts. The PDS, media and accounts come from adapter-fixture.ts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AtpAgent } from "@atproto/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlueskyTestAccount, BlueskyTestNetwork } from "@/test/fakes/bluesky-network";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { publishInput, RowRun } from "@/test/fakes/social-adapter-harness";
import { PlatformAuthExpiredError, PlatformInvalidContentError, PlatformRateLimitedError } from "../errors";
import type { AccountContext } from "../types";
import { blueskyAdapter } from "./adapter";
import { type AdapterFixture, BLUE, CARD, CLIP, rkeyOf, startAdapterFixture } from "./adapter-fixture";
import { createBlueskySession } from "./session";

let fx: AdapterFixture;
let net: BlueskyTestNetwork;
let media: AdapterFixture["media"];
let alice: BlueskyTestAccount;
let bob: BlueskyTestAccount;
let account: AccountContext;
let reader: AtpAgent;

beforeAll(async () => {
  fx = await startAdapterFixture();
  ({ net, media, alice, bob, account, reader } = fx);
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

const countPosts = () => fx.countPosts();
const utf8Slice = (text: string, start: number, end: number) => Buffer.from(text, "utf8").subarray(start, end).toString("utf8");

describe("bluesky adapter against a real PDS", () => {
  it("publishes text with a link, a mention and a hashtag, two images with alt text and aspect ratios, and langs", async () => {
    const text = "Héllo ✨ https://example.com/x?q=1 cc @bob.test #launch";
    const input = publishInput("bluesky", {
      text,
      media: [
        { url: `${media.url}/red.png`, kind: "image", altText: "a red rectangle" },
        { url: `${media.url}/blue.png`, kind: "image" },
      ],
      options: { langs: ["en", "fr"], altTexts: ["ignored: media altText wins", "a blue rectangle"] },
    });
    const [item] = await new RowRun(blueskyAdapter, input, account).publishAll();
    const rkey = rkeyOf(item.remotePostId);
    expect(item).toEqual({
      remotePostId: `at://${alice.did}/app.bsky.feed.post/${rkey}`,
      remotePublishId: null,
      remotePermalink: `https://bsky.app/profile/${alice.did}/post/${rkey}`,
    });

    const { data } = await reader.com.atproto.repo.getRecord({ repo: alice.did, collection: "app.bsky.feed.post", rkey });
    const record = data.value as {
      text: string;
      langs: string[];
      facets: Array<{ index: { byteStart: number; byteEnd: number }; features: Array<Record<string, string>> }>;
      embed: {
        $type: string;
        images: Array<{ alt: string; aspectRatio: { width: number; height: number }; image: { ref: { toString(): string }; mimeType: string } }>;
      };
    };
    expect(record.text).toBe(text);
    expect(record.langs).toEqual(["en", "fr"]);
    const facets = record.facets.map((f) => ({ slice: utf8Slice(text, f.index.byteStart, f.index.byteEnd), feature: f.features[0] }));
    expect(facets).toEqual([
      { slice: "https://example.com/x?q=1", feature: expect.objectContaining({ $type: "app.bsky.richtext.facet#link", uri: "https://example.com/x?q=1" }) },
      { slice: "@bob.test", feature: expect.objectContaining({ $type: "app.bsky.richtext.facet#mention", did: bob.did }) },
      { slice: "#launch", feature: expect.objectContaining({ $type: "app.bsky.richtext.facet#tag", tag: "launch" }) },
    ]);
    // "Héllo ✨ " is 11 UTF-8 bytes but 8 UTF-16 units: the offsets are bytes.
    expect(record.facets[0].index.byteStart).toBe(11);
    expect(record.embed.$type).toBe("app.bsky.embed.images");
    expect(record.embed.images.map((i) => [i.alt, i.aspectRatio, i.image.mimeType])).toEqual([
      ["a red rectangle", { width: 4, height: 2 }, "image/png"],
      ["a blue rectangle", { width: 3, height: 5 }, "image/png"],
    ]);
    const blob = await reader.com.atproto.sync.getBlob({ did: alice.did, cid: record.embed.images[1].image.ref.toString() });
    expect(Buffer.from(blob.data).equals(Buffer.from(BLUE))).toBe(true);
  });

  it("publishes a video as an app.bsky.embed.video blob with alt text and the aspect ratio read from the file", async () => {
    const input = publishInput("bluesky", { text: "Clip of the week", media: [{ url: `${media.url}/clip.mp4`, kind: "video", altText: "a green field" }] });
    const [item] = await new RowRun(blueskyAdapter, input, account).publishAll();
    const { data } = await reader.com.atproto.repo.getRecord({ repo: alice.did, collection: "app.bsky.feed.post", rkey: rkeyOf(item.remotePostId) });
    const embed = (
      data.value as { embed: { $type: string; alt: string; aspectRatio: unknown; video: { mimeType: string; size: number; ref: { toString(): string } } } }
    ).embed;
    expect(embed).toMatchObject({
      $type: "app.bsky.embed.video",
      alt: "a green field",
      aspectRatio: { width: 1080, height: 1920 },
      video: { mimeType: "video/mp4", size: CLIP.length },
    });
    const blob = await reader.com.atproto.sync.getBlob({ did: alice.did, cid: embed.video.ref.toString() });
    expect(Buffer.from(blob.data).equals(CLIP)).toBe(true);
  });

  it("refuses a video longer than 3 minutes, or not an MP4, before uploading anything", async () => {
    const tooLong = await new RowRun(blueskyAdapter, publishInput("bluesky", { text: "x", media: [{ url: `${media.url}/long.mp4`, kind: "video" }] }), account)
      .prepare()
      .catch((e: unknown) => e);
    expect(tooLong).toBeInstanceOf(PlatformInvalidContentError);
    expect(tooLong).toMatchObject({ message: "mediaUrls[0]: the video is 200 s long; Bluesky takes at most 3 minutes" });
    const mov = await new RowRun(blueskyAdapter, publishInput("bluesky", { text: "x", media: [{ url: `${media.url}/clip.mov`, kind: "video" }] }), account)
      .prepare()
      .catch((e: unknown) => e);
    expect(mov).toMatchObject({ kind: "invalid_content", message: expect.stringMatching(/is video\/quicktime; expected video\/mp4$/) });
  });

  it("a post whose first link has a page gets a link card: OpenGraph title and description, the og:image as thumbnail", async () => {
    const link = `${media.url}/launch`;
    const text = `Out now: ${link} and more at ${media.url}/other`;
    const [item] = await new RowRun(blueskyAdapter, publishInput("bluesky", { text }), account).publishAll();
    const { data } = await reader.com.atproto.repo.getRecord({ repo: alice.did, collection: "app.bsky.feed.post", rkey: rkeyOf(item.remotePostId) });
    const record = data.value as {
      text: string;
      facets: unknown[];
      embed: { $type: string; external: { uri: string; title: string; description: string; thumb: { mimeType: string; ref: { toString(): string } } } };
    };
    expect(record.text).toBe(text);
    expect(record.facets).toHaveLength(2);
    expect(record.embed.$type).toBe("app.bsky.embed.external");
    expect(record.embed.external).toMatchObject({
      uri: link,
      title: "Spring launch & roadmap",
      description: "What shipped this spring.",
      thumb: { mimeType: "image/png" },
    });
    const thumb = await reader.com.atproto.sync.getBlob({ did: alice.did, cid: record.embed.external.thumb.ref.toString() });
    expect(Buffer.from(thumb.data).equals(Buffer.from(CARD))).toBe(true);
  });

  it("a link whose page cannot be fetched (missing, or on a private address) is posted without a card", async () => {
    for (const link of [`${media.url}/gone`, `${media.url.replace("//127.0.0.1:", "//localhost:")}/launch`]) {
      const text = `See ${link}`;
      const [item] = await new RowRun(blueskyAdapter, publishInput("bluesky", { text }), account).publishAll();
      const { data } = await reader.com.atproto.repo.getRecord({ repo: alice.did, collection: "app.bsky.feed.post", rkey: rkeyOf(item.remotePostId) });
      const record = data.value as { text: string; facets: Array<{ features: Array<{ uri?: string }> }>; embed?: unknown };
      expect(record.text, link).toBe(text);
      expect(record.facets[0].features[0].uri, link).toBe(link);
      expect(record.embed, link).toBeUndefined();
    }
  });

  it("a crash between prepare and publish does not create a second post", async () => {
    const before = await countPosts();
    const input = publishInput("bluesky", { text: "prepared, then the worker died" });
    const first = new RowRun(blueskyAdapter, input, account);
    await first.prepare();
    // The process dies here. The pipeline kept the state; a new worker resumes the row.
    const resumed = new RowRun(blueskyAdapter, input, account);
    resumed.state = structuredClone(first.state);
    await resumed.prepare();
    expect(resumed.state.rkey).toBe(first.state.rkey);
    expect(await blueskyAdapter.findExisting(resumed.ctx())).toEqual({ status: "absent" });
    await resumed.publishOne();
    expect(await countPosts()).toBe(before + 1);
    expect(rkeyOf(resumed.items[0].remotePostId)).toBe(first.state.rkey);
  });

  it("a retry after a success (answer lost) finds the post and re-publishing returns the same record", async () => {
    const input = publishInput("bluesky", { text: "published once, answer lost", options: { langs: ["en"] } });
    const run = new RowRun(blueskyAdapter, input, account);
    await run.prepare();
    await run.publishOne();
    const cid = run.state.cid;
    const before = await countPosts();
    // The pipeline never heard back: findExisting is asked first …
    const found = await blueskyAdapter.findExisting({ ...run.ctx(), items: [] });
    expect(found).toEqual({ status: "found", item: run.items[0], more: false, state: { cid } });
    // … and even a blind second publish of the same prepared record is a no-op with the same cid.
    const again = await blueskyAdapter.publish({ ...run.ctx(), items: [] });
    expect(again.item).toEqual(run.items[0]);
    expect(again.state).toEqual({ cid });
    expect(await countPosts()).toBe(before);
  });

  it("a mention of an unknown handle keeps the text and leaves that facet out", async () => {
    const text = "hi @nobody.test and #tags";
    const [item] = await new RowRun(blueskyAdapter, publishInput("bluesky", { text }), account).publishAll();
    const { data } = await reader.com.atproto.repo.getRecord({ repo: alice.did, collection: "app.bsky.feed.post", rkey: rkeyOf(item.remotePostId) });
    const record = data.value as { text: string; facets: Array<{ features: Array<{ $type: string }> }> };
    expect(record.text).toBe(text);
    expect(record.facets.flatMap((f) => f.features.map((x) => x.$type))).toEqual(["app.bsky.richtext.facet#tag"]);
  });

  it("counts graphemes: 300 emoji families fit, 301 do not; too many images, two videos or a mix are reported", () => {
    const family = "👩‍👩‍👧‍👦";
    expect(blueskyAdapter.validate(publishInput("bluesky", { text: "a".repeat(300) }))).toEqual([]);
    const problems = blueskyAdapter.validate(publishInput("bluesky", { text: family.repeat(301) }));
    expect(problems).toMatchObject([{ field: "caption", message: "text is too long: 301 graphemes, at most 300", kind: "too_long" }]);
    // 300 families are 300 graphemes but 7,500 bytes: over Bluesky's byte cap.
    expect(blueskyAdapter.validate(publishInput("bluesky", { text: family.repeat(300) }))[0].message).toMatch(/bytes, at most 3000/);
    const image = { url: `${media.url}/red.png`, kind: "image" as const };
    expect(blueskyAdapter.validate(publishInput("bluesky", { text: "x", media: Array.from({ length: 5 }, () => image) }))).toMatchObject([
      { field: "mediaUrls", message: "too many images: 5, at most 4", kind: "too_many" },
    ]);
    const video = { url: `${media.url}/clip.mp4`, kind: "video" as const };
    expect(blueskyAdapter.validate(publishInput("bluesky", { text: "x", media: [video] }))).toEqual([]);
    expect(blueskyAdapter.validate(publishInput("bluesky", { text: "x", media: [video, video] }))).toMatchObject([
      { field: "mediaUrls", message: "too many videos: 2, at most 1", kind: "too_many" },
    ]);
    expect(blueskyAdapter.validate(publishInput("bluesky", { text: "x", media: [image, video] }))).toMatchObject([
      { field: "mediaUrls", message: "images and videos cannot be mixed in one post", kind: "unsupported" },
    ]);
    expect(blueskyAdapter.validate(publishInput("bluesky", { text: "", options: { langs: "en" } }))).toMatchObject([
      { field: "caption", message: "a caption or media is required", kind: "required" },
      { field: "platformOptions.bluesky.langs", message: "langs must be a list of strings", kind: "invalid" },
    ]);
  });

  it("an invalid access token is auth_expired; refreshToken() rotates the session and publishing works again", async () => {
    const stale = { ...account, credentials: { ...account.credentials, accessToken: "not-a-jwt" } };
    await expect(new RowRun(blueskyAdapter, publishInput("bluesky", { text: "x" }), stale).publishAll()).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    const refreshed = await blueskyAdapter.refreshToken!(stale, AbortSignal.timeout(10_000));
    // The refresh JWT carries a random id, so rotation shows there; the access JWT can come out identical
    // when it is issued within the same second as the first one.
    expect(refreshed.accessToken).toBeTruthy();
    expect(refreshed.refreshToken).toBeTruthy();
    expect(refreshed.refreshToken).not.toBe(account.credentials.refreshToken);
    expect(refreshed.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    account = { ...account, credentials: { accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken!, expiresAt: refreshed.expiresAt! } };
    const [item] = await new RowRun(blueskyAdapter, publishInput("bluesky", { text: "after refresh" }), account).publishAll();
    expect(item.remotePostId).toContain(alice.did);
    // A refresh token that is not one is refused for good: the account needs reconnecting.
    const broken = { ...account, credentials: { ...account.credentials, refreshToken: "garbage" } };
    await expect(blueskyAdapter.refreshToken!(broken, AbortSignal.timeout(10_000))).rejects.toBeInstanceOf(PlatformAuthExpiredError);
  });

  it("a wrong app password is refused at login with a message a person can act on", async () => {
    const error = await createBlueskySession(net.url, alice.handle, "wrong-pass-word-xxxx").catch((e) => e);
    expect(error).toBeInstanceOf(PlatformAuthExpiredError);
    expect(error.message).toMatch(/app password/);
  });

  it("metrics: a PDS without an AppView gives empty metrics, not an error", async () => {
    const [item] = await new RowRun(blueskyAdapter, publishInput("bluesky", { text: "metrics" }), account).publishAll();
    const metrics = await blueskyAdapter.fetchMetrics(
      { postId: "p", remotePostId: item.remotePostId, remotePublishId: null, remotePermalink: null, publishedAt: new Date(), items: [item], state: {} },
      account,
      AbortSignal.timeout(10_000),
    );
    expect(metrics).toEqual({ views: null, likes: null, comments: null, shares: null, reach: null, saves: null, impressions: null, reposts: null });
  });

  it("never looked up a host outside this machine", () => {
    expect(net.lookupCount()).toBeGreaterThan(0);
    expect(net.outsideLookups).toEqual([]);
  });
});

describe("bluesky login rate limit", () => {
  it("429 on createSession becomes rate_limited at the ratelimit-reset time", async () => {
    // The dev PDS disables rate limits, so this one answer comes from a local server with the PDS's 429 shape.
    const reset = Math.floor(Date.now() / 1000) + 300;
    const server = http.createServer((_req, res) => {
      res.writeHead(429, { "content-type": "application/json", "ratelimit-limit": "30", "ratelimit-remaining": "0", "ratelimit-reset": String(reset) });
      res.end(JSON.stringify({ error: "RateLimitExceeded", message: "Rate Limit Exceeded" }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    allowMediaHost(url);
    try {
      const error = await createBlueskySession(url, "alice.test", "x").catch((e) => e);
      expect(error).toBeInstanceOf(PlatformRateLimitedError);
      expect(error.retryAt.getTime()).toBe(reset * 1000);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
