// The Instagram adapter against the fake Graph server (test/fakes/meta-graph-server.ts) through
// INSTAGRAM_API_BASE_URL: every post type, options on the wire, validation, rate limits, expired tokens and
// publishing exactly once across a crash.
import { withoutFacts } from "../check-rules";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type MetaGraphServer, startMetaGraphServer } from "@/test/fakes/meta-graph-server";
import { commentsOf } from "@/test/fakes/meta-graph/comment-routes";
import { makeAccount, makeInput, Row } from "@/test/fakes/meta-graph/phases";
import { PlatformAuthExpiredError, PlatformInvalidContentError, PlatformPermanentError, PlatformRateLimitedError, PlatformRetryableError } from "../errors";
import type { PublishInput } from "../types";
import { instagramAdapter } from "./adapter";

let server: MetaGraphServer;
const saved = { ...process.env };

beforeAll(async () => {
  server = await startMetaGraphServer();
  process.env.INSTAGRAM_API_BASE_URL = server.url;
  process.env.FACEBOOK_CLIENT_ID = server.options.app.clientId;
  process.env.FACEBOOK_CLIENT_SECRET = server.options.app.clientSecret;
});
afterAll(async () => {
  process.env = saved;
  await server.close();
});
afterEach(() => server.faults.clear());

/** A fresh IG business account behind a fresh page, with the admin's long-lived user token. */
function account() {
  const { userId, userToken } = server.addFacebookUser();
  const { igUserId } = server.addPage(userId, { instagramUsername: `brand${Math.floor(Math.random() * 1e6)}` });
  return { igUserId: igUserId!, userToken, account: makeAccount("instagram", igUserId!, userToken) };
}

const image = (name = "photo.jpg") => ({ url: server.mediaUrl(name), kind: "image" as const });
const video = (name = "clip.mp4") => ({ url: server.mediaUrl(name), kind: "video" as const });

function row(input: Partial<PublishInput>, acct = account()) {
  return { ...acct, row: new Row(instagramAdapter, makeInput("instagram", input), acct.account) };
}

function containerCalls() {
  return server.requests.filter((r) => r.method === "POST" && /\/media$/.test(r.path));
}

describe("instagram: publishing each post type", () => {
  it("publishes a feed image with alt text, location, collaborators and positioned user tags", async () => {
    const before = containerCalls().length;
    const { row: r, igUserId } = row({
      text: "Launch day #launch",
      media: [{ ...image(), altText: "A red rocket on a pad" }],
      options: { locationId: "110843418940484", collaborators: ["partner.brand"], userTags: [{ username: "alice", x: 0.2, y: 0.8 }], isAiGenerated: true },
    });
    expect(instagramAdapter.validate(r.input)).toEqual([]);
    const [item] = await r.run();

    expect(item.remotePostId).toMatch(/^\d+$/);
    expect(item.remotePublishId).toBe(r.state.containerId);
    expect(item.remotePermalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    expect(server.publishedCount(igUserId)).toBe(1);
    const call = containerCalls().slice(before)[0].params;
    expect(call).toMatchObject({ caption: "Launch day #launch", alt_text: "A red rocket on a pad", location_id: "110843418940484", is_ai_generated: "true" });
    expect(JSON.parse(call.collaborators)).toEqual(["partner.brand"]);
    expect(JSON.parse(call.user_tags)).toEqual([{ username: "alice", x: 0.2, y: 0.8 }]);
  });

  it("publishes a carousel: children first, then the carousel container once they are finished", async () => {
    const before = containerCalls().length;
    const { row: r, igUserId } = row({ text: "Three views", media: [image("a.jpg"), video("b.mp4"), image("c.jpg")], options: { isAiGenerated: false } });
    await r.prepare();
    expect(r.state.childIds).toHaveLength(3);
    expect(r.state.containerId).toBeUndefined();
    const polls = await r.pollUntilReady();
    expect(polls).toBeGreaterThan(1); // the video child processes first
    await r.publishAll();

    const calls = containerCalls()
      .slice(before)
      .map((c) => c.params);
    expect(calls.slice(0, 3).every((c) => c.is_carousel_item === "true" && c.caption === undefined && c.is_ai_generated === undefined)).toBe(true);
    expect(calls[1]).toMatchObject({ media_type: "VIDEO" });
    expect(calls[3]).toMatchObject({ media_type: "CAROUSEL", caption: "Three views", is_ai_generated: "false" });
    expect(calls[3].children.split(",")).toEqual(r.state.childIds);
    expect(server.publishedCount(igUserId)).toBe(1);
  });

  it("publishes a reel with cover, thumbnail offset, audio name and trial-reel settings", async () => {
    const before = containerCalls().length;
    const { row: r } = row({
      postType: "reel",
      text: "Behind the scenes",
      media: [video()],
      options: {
        shareToFeed: false,
        coverUrl: server.mediaUrl("cover.jpg"),
        thumbOffsetMs: 1500,
        audioName: "Studio take",
        isTrialReel: true,
        trialGraduationStrategy: "SS_PERFORMANCE",
        userTags: [{ username: "bob" }],
      },
    });
    const [item] = await r.run();
    expect(item.remotePermalink).toMatch(/\/reel\//);
    const call = containerCalls().slice(before)[0].params;
    expect(call).toMatchObject({
      media_type: "REELS",
      share_to_feed: "false",
      thumb_offset: "1500",
      audio_name: "Studio take",
      cover_url: server.mediaUrl("cover.jpg"),
    });
    expect(JSON.parse(call.trial_params)).toEqual({ graduation_strategy: "SS_PERFORMANCE" });
    expect(JSON.parse(call.user_tags)).toEqual([{ username: "bob" }]); // videos take usernames only
  });

  it("publishes a single feed video as a reel shown in the feed", async () => {
    const before = containerCalls().length;
    const { row: r } = row({ text: "Clip", media: [video()] });
    await r.run();
    expect(containerCalls().slice(before)[0].params).toMatchObject({ media_type: "REELS", share_to_feed: "true" });
  });

  it("publishes an image story and a video story", async () => {
    const before = containerCalls().length;
    const first = row({ postType: "story", media: [image()] });
    const [imageStory] = await first.row.run();
    const second = row({ postType: "story", media: [video()] });
    const [videoStory] = await second.row.run();
    const calls = containerCalls()
      .slice(before)
      .map((c) => c.params);
    expect(calls[0]).toMatchObject({ media_type: "STORIES", image_url: server.mediaUrl("photo.jpg") });
    expect(calls[1]).toMatchObject({ media_type: "STORIES", video_url: server.mediaUrl("clip.mp4") });
    expect(imageStory.remotePermalink).toContain("/stories/");
    expect(videoStory.remotePostId).not.toBe(imageStory.remotePostId);
  });
});

describe("instagram: validation", () => {
  it("reports every problem at once", () => {
    const problems = instagramAdapter.validate(
      makeInput("instagram", {
        text: "x".repeat(2201),
        media: [],
        options: { collaborators: ["a", "b", "c", "d"], userTags: [{ x: 2 }], trialGraduationStrategy: "SOMETIMES", isTrialReel: true },
      }),
    );
    const fields = problems.map((p) => p.field);
    expect(problems.find((p) => p.field === "caption")?.message).toBe("text is too long: 2201 characters, at most 2200");
    expect(fields).toEqual(
      expect.arrayContaining([
        "mediaUrls",
        "platformOptions.instagram.collaborators",
        "platformOptions.instagram.userTags[0].username",
        "platformOptions.instagram.userTags[0].x",
        "platformOptions.instagram.trialGraduationStrategy",
        "platformOptions.instagram.isTrialReel",
      ]),
    );
  });

  it("requires media for every post type, and a video for a reel", () => {
    expect(instagramAdapter.validate(makeInput("instagram", { text: "hi" })).map(withoutFacts)).toContainEqual({
      field: "mediaUrls",
      message: "at least one image or video is required",
      kind: "required",
    });
    expect(instagramAdapter.validate(makeInput("instagram", { postType: "reel", media: [image()] })).map(withoutFacts)).toContainEqual({
      field: "mediaUrls",
      message: "a reel needs exactly one video",
      kind: "invalid",
    });
    expect(instagramAdapter.validate(makeInput("instagram", { postType: "story" })).map(withoutFacts)).toContainEqual({
      field: "mediaUrls",
      message: "a story needs exactly one image or video",
      kind: "invalid",
    });
  });

  it("an over-long caption that slips past validation is refused by Instagram as invalid content", async () => {
    const { row: r, igUserId } = row({ text: "y".repeat(2300), media: [image()] });
    const error = await r.prepare().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformInvalidContentError);
    expect((error as Error).message).toContain("shorten it to 2,200 characters");
    expect(server.publishedCount(igUserId)).toBe(0);
  });

  it("a media URL Instagram cannot fetch is invalid content naming the fix", async () => {
    const { row: r } = row({ text: "broken", media: [image("missing.jpg")] });
    const error = await r.prepare().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformInvalidContentError);
    expect((error as Error).message).toMatch(/could not be fetched from its URL/);
  });

  it("a video container that ends in ERROR fails at poll with the reason", async () => {
    server.faults.nextContainer({ settlesAs: "ERROR", detail: "ERROR: 2207026 unsupported video format", polls: 1 });
    const { row: r } = row({ postType: "reel", media: [video()] });
    await r.prepare();
    const error = await r.pollUntilReady().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformInvalidContentError);
    expect((error as Error).message).toContain("H.264 MP4");
  });
});

describe("instagram: rate limits and tokens", () => {
  it("a business-use-case throttle becomes rate_limited with the reset time from X-Business-Use-Case-Usage", async () => {
    server.faults.rateLimit({ match: /\/media$/, code: 80002, regainMinutes: 23 });
    const { row: r } = row({ media: [image()] });
    const started = Date.now();
    const error = (await r.prepare().catch((e: unknown) => e)) as PlatformRateLimitedError;
    expect(error).toBeInstanceOf(PlatformRateLimitedError);
    const minutes = (error.retryAt.getTime() - started) / 60_000;
    expect(minutes).toBeGreaterThan(22.9);
    expect(minutes).toBeLessThan(23.2);
    expect(error.notApplied).toBe(true);
    await r.run(); // the limit has passed: the same row publishes
    expect(r.items).toHaveLength(1);
  });

  it("an app-level throttle (code 4, X-App-Usage only) waits a conservative default", async () => {
    server.faults.rateLimit({ match: /media_publish/, code: 4 });
    const { row: r, igUserId } = row({ media: [image()] });
    await r.prepare();
    await r.pollUntilReady();
    const error = (await r.publishOne().catch((e: unknown) => e)) as PlatformRateLimitedError;
    expect(error).toBeInstanceOf(PlatformRateLimitedError);
    expect(error.retryAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect(server.publishedCount(igUserId)).toBe(0);
  });

  it("the daily publishing cap (subcode 2207042) is permanent and says when to try", async () => {
    const limit = server.options.publishLimit;
    server.options.publishLimit = 0;
    try {
      const { row: r, igUserId } = row({ media: [image()] });
      await r.prepare();
      await r.pollUntilReady();
      const error = await r.publishOne().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlatformPermanentError);
      expect((error as Error).message).toContain("daily publishing limit (50 posts in 24 hours); publish later");
      expect(server.publishedCount(igUserId)).toBe(0);
    } finally {
      server.options.publishLimit = limit;
    }
  });

  it("an expired token is auth_expired; a token that cannot be renewed asks for a reconnect", async () => {
    const acct = account();
    server.expireToken(acct.userToken);
    const { row: r } = row({ media: [image()] }, acct);
    const error = await r.prepare().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformAuthExpiredError);
    expect((error as Error).message).toMatch(/expired; reconnect the account/);
    const refresh = await instagramAdapter.refreshToken!(acct.account, new AbortController().signal).catch((e: unknown) => e);
    expect(refresh).toBeInstanceOf(PlatformAuthExpiredError);
  });

  it("refreshToken exchanges a still-valid token for a new 60-day one that publishes", async () => {
    const acct = account();
    const renewed = await instagramAdapter.refreshToken!(acct.account, new AbortController().signal);
    expect(renewed.accessToken).not.toBe(acct.userToken);
    expect(renewed.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);
    const { row: r } = row(
      { media: [image()] },
      { ...acct, account: { ...acct.account, credentials: { ...acct.account.credentials, accessToken: renewed.accessToken } } },
    );
    await r.run();
    expect(r.items).toHaveLength(1);
  });
});

describe("instagram: publishing exactly once across a crash", () => {
  it("media_publish applied but the answer lost: findExisting finds the post and nothing is published twice", async () => {
    const { row: r, igUserId } = row({ text: `crash test ${Math.random()}`, media: [image()] });
    await r.prepare();
    await r.pollUntilReady();
    server.faults.dropResponse({ match: /media_publish/ });
    const error = await r.publishOne().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformRetryableError);
    expect((error as PlatformRetryableError).notApplied).toBe(false);

    expect(await r.recover()).toBe("found");
    expect(r.items[0].remotePublishId).toBe(r.state.containerId);
    expect(r.items[0].remotePermalink).toMatch(/instagram\.com\/p\//);
    expect(server.publishedCount(igUserId)).toBe(1);
  });

  it("process died after prepare: a new run resumes the stored container, finds nothing, publishes once", async () => {
    const { row: first, igUserId, account: acct } = row({ text: "resume me", media: [image()] });
    await first.prepare();
    const containersBefore = containerCalls().length;

    const second = new Row(instagramAdapter, first.input, acct);
    second.state = { ...first.state };
    await second.prepare(); // resumes: no second container
    expect(containerCalls().length).toBe(containersBefore);
    expect(await second.recover()).toBe("absent");
    await second.pollUntilReady();
    await second.publishAll();
    expect(server.publishedCount(igUserId)).toBe(1);
    // Publishing the same container again is refused by Instagram.
    const again = await second.publishOne().catch((e: unknown) => e);
    expect(again).toBeInstanceOf(PlatformInvalidContentError);
    expect(server.publishedCount(igUserId)).toBe(1);
  });

  it("a story interrupted after publishing is found on the stories edge", async () => {
    const { row: r, igUserId } = row({ postType: "story", media: [image()] });
    await r.prepare();
    await r.pollUntilReady();
    server.faults.dropResponse({ match: /media_publish/ });
    await r.publishOne().catch(() => undefined);
    expect(await r.recover()).toBe("found");
    expect(server.publishedCount(igUserId)).toBe(1);
  });
});

describe("instagram: metrics", () => {
  it("maps media insights onto the counters, null where Instagram has none", async () => {
    const { row: r, account: acct } = row({ text: "metrics", media: [image()] });
    const [item] = await r.run();
    server.setInsights(item.remotePostId, { views: 1200, reach: 800, saved: 14, likes: 95, comments: 7, shares: 5 });
    const metrics = await instagramAdapter.fetchMetrics(
      {
        postId: r.input.postId,
        remotePostId: item.remotePostId,
        remotePublishId: item.remotePublishId ?? null,
        remotePermalink: null,
        publishedAt: new Date(),
        items: [item],
        state: r.state,
      },
      acct,
      new AbortController().signal,
    );
    expect(metrics).toEqual({ views: 1200, reach: 800, saves: 14, likes: 95, comments: 7, shares: 5, impressions: null, reposts: null });
  });

  it("asks stories only for the metrics stories have", async () => {
    const { row: r, account: acct } = row({ postType: "story", media: [image()] });
    const [item] = await r.run();
    server.setInsights(item.remotePostId, { views: 40, reach: 30, replies: 2, shares: 1 });
    const metrics = await instagramAdapter.fetchMetrics(
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
    expect(metrics).toMatchObject({ views: 40, reach: 30, comments: 2, shares: 1, likes: null, saves: null });
  });

  it("a reel is asked only for metrics reels have on v23.0 (no plays, no impressions)", async () => {
    const { row: r, account: acct } = row({ postType: "reel", media: [video()] });
    const [item] = await r.run();
    server.setInsights(item.remotePostId, { views: 900, reach: 600, likes: 40 });
    const ref = {
      postId: r.input.postId,
      remotePostId: item.remotePostId,
      remotePublishId: null,
      remotePermalink: null,
      publishedAt: new Date(),
      items: [item],
    };
    const metrics = await instagramAdapter.fetchMetrics({ ...ref, state: r.state }, acct, new AbortController().signal);
    expect(metrics).toMatchObject({ views: 900, reach: 600, likes: 40 });
    expect(metrics.notes).toBeUndefined();
  });

  it("a metric Meta retires costs only its own counter, and Graph's refusal is kept as a note", async () => {
    const { row: r, account: acct } = row({ text: "retired", media: [image()] });
    const [item] = await r.run();
    server.setInsights(item.remotePostId, { views: 300, reach: 200, saved: 4, likes: 20 });
    server.faults.retireMetric("saved");
    const ref = {
      postId: r.input.postId,
      remotePostId: item.remotePostId,
      remotePublishId: null,
      remotePermalink: null,
      publishedAt: new Date(),
      items: [item],
    };
    const metrics = await instagramAdapter.fetchMetrics({ ...ref, state: r.state }, acct, new AbortController().signal);
    expect(metrics).toMatchObject({ views: 300, reach: 200, likes: 20, saves: null });
    expect(metrics.notes).toEqual([expect.stringMatching(/^Instagram did not give saved: .*metric\[0\] must be one of the following values/)]);
  });
});

describe("instagram: the first comment", () => {
  it("comments on the published media as the account, and finds the comment after a lost answer", async () => {
    const { row: r } = row({ text: "New drop", media: [image()], options: { firstComment: "#launch #spring" } });
    const [post] = await r.run();
    expect(await instagramAdapter.firstComment!.findExisting(r.commentCtx("#launch #spring"))).toEqual({ status: "absent" });
    const comment = await r.postComment("#launch #spring");
    expect(commentsOf(server.store)).toContainEqual(
      expect.objectContaining({ id: comment.remotePostId, objectId: post.remotePostId, message: "#launch #spring" }),
    );
    expect(await instagramAdapter.firstComment!.findExisting(r.commentCtx("#launch #spring"))).toEqual({ status: "found", item: comment });
  });

  it("is refused by Graph for another account's media, and for a token without instagram_manage_comments", async () => {
    const { row: mine } = row({ text: "Mine", media: [image()] });
    await mine.run();
    const { row: theirs } = row({ text: "Theirs", media: [image()] });
    theirs.items = mine.items;
    await expect(theirs.postComment("hi")).rejects.toThrow(/Permissions error/);
    const { userId } = server.addFacebookUser();
    const { igUserId } = server.addPage(userId, { instagramUsername: `narrow${Math.floor(Math.random() * 1e6)}` });
    const narrow = server.store.issueToken("instagram", userId, "user", null, ["instagram_basic", "instagram_content_publish", "pages_read_engagement"]);
    const { row: limited } = row(
      { text: "Narrow", media: [image()] },
      { igUserId: igUserId!, userToken: narrow, account: makeAccount("instagram", igUserId!, narrow) },
    );
    await limited.run();
    await expect(limited.postComment("hi")).rejects.toThrow(/instagram_manage_comments/);
  });
});
