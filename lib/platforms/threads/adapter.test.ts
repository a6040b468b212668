// The Threads adapter against the fake Graph server through THREADS_API_BASE_URL: text, image, video and
// carousel posts with their options, reply chains one item per publish() call (and a chain that breaks
// half-way), validation in Threads' own counting, throttling, token refresh, exactly-once publishing.
import { withoutFacts } from "../check-rules";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type MetaGraphServer, startMetaGraphServer } from "@/test/fakes/meta-graph-server";
import { makeAccount, makeInput, Row } from "@/test/fakes/meta-graph/phases";
import { PlatformAuthExpiredError, PlatformInvalidContentError, PlatformRateLimitedError } from "../errors";
import type { PublishInput } from "../types";
import { createThreadsAdapter } from "./adapter";
import { threadsLength } from "./validate";

const adapter = createThreadsAdapter({ replyPollMs: 5, replyMaxWaitMs: 2_000 });
let server: MetaGraphServer;
const saved = { ...process.env };

beforeAll(async () => {
  server = await startMetaGraphServer();
  process.env.THREADS_API_BASE_URL = server.url;
  process.env.THREADS_CLIENT_ID = server.options.app.clientId;
  process.env.THREADS_CLIENT_SECRET = server.options.app.clientSecret;
});
afterAll(async () => {
  process.env = saved;
  await server.close();
});
afterEach(() => server.faults.clear());

function user() {
  const { userId, token } = server.addThreadsUser({ username: `maker${Math.floor(Math.random() * 1e6)}` });
  return { userId, token, account: makeAccount("threads", userId, token) };
}

const image = (name = "photo.jpg") => ({ url: server.mediaUrl(name), kind: "image" as const });
const video = (name = "clip.mp4") => ({ url: server.mediaUrl(name), kind: "video" as const });

function row(input: Partial<PublishInput>, acct = user()) {
  return { ...acct, row: new Row(adapter, makeInput("threads", input), acct.account) };
}

const containerCalls = () => server.requests.filter((q) => q.method === "POST" && /\/threads$/.test(q.path));
const mediaOf = (userId: string) => [...server.store.media.values()].filter((m) => m.ownerId === userId);

describe("threads: publishing each post type", () => {
  it("publishes a text post with reply control, topic, link attachment, location and country allowlist", async () => {
    const before = containerCalls().length;
    const { row: r, userId } = row({
      text: "Shipping notes",
      options: {
        replyControl: "accounts_you_follow",
        topic: "buildinpublic",
        linkAttachment: "https://example.com/notes",
        locationId: "7890",
        allowlistedCountryCodes: ["US", "CA"],
      },
    });
    expect(adapter.validate(r.input)).toEqual([]);
    const [item] = await r.run();
    expect(item.remotePermalink).toMatch(/^https:\/\/www\.threads\.net\/@maker\d+\/post\//);
    expect(containerCalls().slice(before)[0].params).toMatchObject({
      media_type: "TEXT",
      text: "Shipping notes",
      reply_control: "accounts_you_follow",
      topic_tag: "buildinpublic",
      link_attachment: "https://example.com/notes",
      location_id: "7890",
      allowlisted_country_codes: "US,CA",
    });
    expect(mediaOf(userId)).toHaveLength(1);
  });

  it("publishes an image with alt text and a quote of another post", async () => {
    const acct = user();
    const [quoted] = await row({ text: "original" }, acct).row.run();
    const before = containerCalls().length;
    const { row: r } = row({ text: "look", media: [{ ...image(), altText: "a cat" }], options: { quotePostId: quoted.remotePostId } }, acct);
    await r.run();
    expect(containerCalls().slice(before)[0].params).toMatchObject({ media_type: "IMAGE", alt_text: "a cat", quote_post_id: quoted.remotePostId });
  });

  it("publishes a video after its container finishes processing", async () => {
    const { row: r } = row({ text: "clip", media: [video()] });
    await r.prepare();
    expect(await r.pollUntilReady()).toBeGreaterThan(1);
    await r.publishAll();
    expect(r.items).toHaveLength(1);
  });

  it("publishes a carousel of images and a video", async () => {
    const before = containerCalls().length;
    const { row: r, userId } = row({ text: "album", media: [image("a.jpg"), video("b.mp4"), image("c.png")] });
    await r.run();
    const calls = containerCalls()
      .slice(before)
      .map((c) => c.params);
    expect(calls.slice(0, 3).every((c) => c.is_carousel_item === "true")).toBe(true);
    expect(calls[3]).toMatchObject({ media_type: "CAROUSEL", text: "album", children: (r.state.childIds as string[]).join(",") });
    expect(mediaOf(userId).map((m) => m.mediaType)).toEqual(["CAROUSEL_ALBUM"]);
  });

  it("publishes a reply chain one item per publish() call, each replying to the one before", async () => {
    const { row: r, userId } = row({
      text: "1/ A thread about ovens",
      options: {
        chainItems: [{ text: "2/ Heat matters" }, { text: "3/ So does steam", mediaUrl: server.mediaUrl("steam.jpg"), mediaType: "image", altText: "steam" }],
      },
    });
    await r.prepare();
    await r.pollUntilReady();
    expect(await r.publishOne()).toBe(true);
    expect(await r.publishOne()).toBe(true);
    expect(await r.publishOne()).toBe(false);
    const [root, second, third] = r.items.map((i) => server.store.media.get(i.remotePostId)!);
    expect(root.replyToId).toBeUndefined();
    expect(second).toMatchObject({ text: "2/ Heat matters", replyToId: root.id });
    expect(third).toMatchObject({ text: "3/ So does steam", replyToId: second.id, mediaType: "IMAGE" });
    expect(third.params.alt_text).toBe("steam");
    expect(mediaOf(userId)).toHaveLength(3);
  });

  it("a chain item that fails for good leaves the earlier items published (partial)", async () => {
    const { row: r, userId } = row({
      text: "root",
      options: { chainItems: [{ text: "ok" }, { text: "broken", mediaUrl: server.mediaUrl("missing.jpg"), mediaType: "image" }] },
    });
    await r.prepare();
    await r.pollUntilReady();
    await r.publishOne();
    await r.publishOne();
    const error = await r.publishOne().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformInvalidContentError);
    expect((error as Error).message).toMatch(/could not be fetched|could not process the media/);
    expect(r.items).toHaveLength(2);
    expect(mediaOf(userId)).toHaveLength(2);
  });
});

describe("threads: validation", () => {
  it("counts an emoji as its UTF-8 bytes, as Threads does", () => {
    expect(threadsLength("abc")).toBe(3);
    expect(threadsLength("👍")).toBe(4);
    const text = "a".repeat(497) + "👍"; // 497 + 4 = 501
    expect(adapter.validate(makeInput("threads", { text })).map(withoutFacts)).toContainEqual({
      field: "caption",
      message: "text is too long: 501 characters, at most 500",
      kind: "too_long",
    });
  });

  it("reports every problem at once, chain items included", () => {
    const problems = adapter.validate(
      makeInput("threads", {
        text: "x".repeat(501),
        media: [image()],
        options: { replyControl: "friends", linkAttachment: "https://example.com", chainItems: [{ text: "" }, { text: "y".repeat(501), mediaType: "gif" }] },
      }),
    );
    expect(problems.map((p) => p.field)).toEqual(
      expect.arrayContaining([
        "caption",
        "platformOptions.threads.replyControl",
        "platformOptions.threads.linkAttachment",
        "platformOptions.threads.chainItems[0].text",
        "platformOptions.threads.chainItems[1].text",
        "platformOptions.threads.chainItems[1].mediaType",
      ]),
    );
  });

  it("requires text or media", () => {
    expect(adapter.validate(makeInput("threads", { text: "" })).map(withoutFacts)).toContainEqual({
      field: "caption",
      message: "a caption or media is required",
      kind: "required",
    });
  });

  it("an over-long text that slips past validation is refused as invalid content", async () => {
    const { row: r } = row({ text: "q".repeat(501) });
    const error = await r.prepare().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformInvalidContentError);
    expect(mediaOf(r.account.platformAccountId)).toHaveLength(0);
  });
});

describe("threads: rate limits and tokens", () => {
  it("a throttled publish is rate_limited and publishes nothing", async () => {
    server.faults.rateLimit({ match: /threads_publish/, code: 80002, regainMinutes: 5 });
    const { row: r, userId } = row({ text: "later" });
    await r.prepare();
    await r.pollUntilReady();
    const error = (await r.publishOne().catch((e: unknown) => e)) as PlatformRateLimitedError;
    expect(error).toBeInstanceOf(PlatformRateLimitedError);
    expect(Math.round((error.retryAt.getTime() - Date.now()) / 60_000)).toBe(5);
    expect(mediaOf(userId)).toHaveLength(0);
    await r.publishAll();
    expect(mediaOf(userId)).toHaveLength(1);
  });

  it("refreshToken renews a live token (th_refresh_token) and the old one stops working", async () => {
    const acct = user();
    // Threads renews only a token at least 24 hours old.
    await expect(adapter.refreshToken!(acct.account, new AbortController().signal)).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 25 * 3600 * 1000 });
    let renewed;
    try {
      renewed = await adapter.refreshToken!(acct.account, new AbortController().signal);
      expect(renewed.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);
    } finally {
      vi.useRealTimers();
    }
    expect(renewed.accessToken).not.toBe(acct.token);
    await expect(row({ text: "old token" }, acct).row.prepare()).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    const { row: r } = row({ text: "new token" }, { ...acct, account: makeAccount("threads", acct.userId, renewed.accessToken) });
    await r.run();
    expect(r.items).toHaveLength(1);
  });

  it("an expired token is auth_expired and cannot be refreshed: reconnect", async () => {
    const acct = user();
    server.expireToken(acct.token);
    await expect(row({ text: "x" }, acct).row.prepare()).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    const error = await adapter.refreshToken!(acct.account, new AbortController().signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformAuthExpiredError);
    expect((error as Error).message).toMatch(/expired; reconnect/);
  });
});

describe("threads: publishing exactly once across a crash", () => {
  it("root publish applied but the answer lost: found on the profile, not published twice", async () => {
    const { row: r, userId } = row({ text: `crash ${Math.random()}`, options: { chainItems: [{ text: "reply" }] } });
    await r.prepare();
    await r.pollUntilReady();
    server.faults.dropResponse({ match: /threads_publish/ });
    await expect(r.publishOne()).rejects.toThrow();
    const found = await adapter.findExisting(r.ctx());
    expect(found).toMatchObject({ status: "found", more: true });
    r.items.push((found as { item: (typeof r.items)[number] }).item);
    await r.publishAll();
    expect(mediaOf(userId)).toHaveLength(2);
    expect(server.store.media.get(r.items[1].remotePostId)?.replyToId).toBe(r.items[0].remotePostId);
  });

  it("reply publish applied but the answer lost: found among the parent's replies", async () => {
    const { row: r, userId } = row({ text: "root", options: { chainItems: [{ text: "first reply" }, { text: "second reply" }] } });
    await r.prepare();
    await r.pollUntilReady();
    await r.publishOne();
    server.faults.dropResponse({ match: /threads_publish/ });
    await expect(r.publishOne()).rejects.toThrow();
    expect(await r.recover()).toBe("found");
    await r.publishAll();
    expect(mediaOf(userId).map((m) => m.text)).toEqual(["root", "first reply", "second reply"]);
  });

  it("process died after prepare: the stored container is reused, absent, then published once", async () => {
    const { row: first, userId, account: acct } = row({ text: "resume" });
    await first.prepare();
    const before = containerCalls().length;
    const second = new Row(adapter, first.input, acct);
    second.state = { ...first.state };
    await second.prepare();
    expect(containerCalls().length).toBe(before);
    expect(await second.recover()).toBe("absent");
    await second.pollUntilReady();
    await second.publishAll();
    expect(mediaOf(userId)).toHaveLength(1);
  });
});

describe("threads: metrics", () => {
  it("maps views, likes, replies, reposts + quotes and shares; reach, saves and impressions are null", async () => {
    const { row: r, account: acct } = row({ text: "metrics" });
    const [item] = await r.run();
    server.setInsights(item.remotePostId, { views: 700, likes: 50, replies: 8, reposts: 4, quotes: 2, shares: 3 });
    const metrics = await adapter.fetchMetrics(
      {
        postId: r.input.postId,
        remotePostId: item.remotePostId,
        remotePublishId: null,
        remotePermalink: null,
        publishedAt: new Date(),
        items: [item],
        state: r.state,
      },
      acct,
      new AbortController().signal,
    );
    expect(metrics).toEqual({ views: 700, likes: 50, comments: 8, reposts: 6, shares: 3, reach: null, saves: null, impressions: null });
  });

  it("a metric Meta retires costs only its own counter, and Graph's refusal is kept as a note", async () => {
    const { row: r, account: acct } = row({ text: "retired metric" });
    const [item] = await r.run();
    server.setInsights(item.remotePostId, { views: 70, likes: 5, shares: 2 });
    server.faults.retireMetric("shares");
    const ref = {
      postId: r.input.postId,
      remotePostId: item.remotePostId,
      remotePublishId: null,
      remotePermalink: null,
      publishedAt: new Date(),
      items: [item],
    };
    const metrics = await adapter.fetchMetrics({ ...ref, state: r.state }, acct, new AbortController().signal);
    expect(metrics).toMatchObject({ views: 70, likes: 5, shares: null });
    expect(metrics.notes).toEqual([expect.stringMatching(/^Threads did not give shares: .*metric\[0\] must be one of the following values/)]);
  });
});

describe("threads: the first comment", () => {
  it("publishes a text reply to the post and finds it among the post's replies after a lost answer", async () => {
    const { row: r } = row({ text: "Big news", options: { firstComment: "More at example.com" } });
    const [post] = await r.run();
    expect(await adapter.firstComment!.findExisting(r.commentCtx("More at example.com"))).toEqual({ status: "absent" });
    const comment = await r.postComment("More at example.com");
    expect(server.store.media.get(comment.remotePostId)).toMatchObject({ text: "More at example.com", replyToId: post.remotePostId });
    expect(await adapter.firstComment!.findExisting(r.commentCtx("More at example.com"))).toMatchObject({
      status: "found",
      item: { remotePostId: comment.remotePostId },
    });
  });

  it("publishes an image reply (IMAGE container with image_url and alt_text) when the comment has an image", async () => {
    const options = { firstComment: "The menu", firstCommentMedia: [{ url: server.mediaUrl("menu.jpg"), altText: "Today's menu" }] };
    const { row: r } = row({ text: "Open today", options });
    const [post] = await r.run();
    const comment = await r.postComment("The menu");
    expect(server.store.media.get(comment.remotePostId)).toMatchObject({
      text: "The menu",
      mediaType: "IMAGE",
      replyToId: post.remotePostId,
      params: expect.objectContaining({ image_url: server.mediaUrl("menu.jpg"), alt_text: "Today's menu" }),
    });
  });
});
