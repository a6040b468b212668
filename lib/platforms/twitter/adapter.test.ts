import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { commentContext, phaseContext, prepareUntilReady, publishAll, publishInput } from "@/test/fakes/oauth-phase-runner";
import { FakeTwitterServer, TWITTER_CLIENT } from "@/test/fakes/twitter-server";
import { PlatformAuthExpiredError, PlatformRateLimitedError, PlatformRetryableError } from "../errors";
import type { AccountContext, PublishInput } from "../types";
import { validateForPlatform } from "../rules";
import { twitterAdapter } from "./adapter";

const x = new FakeTwitterServer();
const media = new FakeMediaHost();

beforeAll(async () => {
  await Promise.all([x.start(), media.start()]);
  allowMediaHost(media.url);
  process.env.TWITTER_API_BASE_URL = x.url;
  process.env.TWITTER_CLIENT_ID = TWITTER_CLIENT.clientId;
  process.env.TWITTER_CLIENT_SECRET = TWITTER_CLIENT.clientSecret;
});
afterAll(async () => {
  await Promise.all([x.stop(), media.stop()]);
  delete process.env.TWITTER_API_BASE_URL;
});

function account(): AccountContext {
  const tokens = x.tokensFor();
  return {
    id: crypto.randomUUID(),
    platform: "twitter",
    platformAccountId: "2244994945",
    platformUsername: "postlane_dev",
    settings: {},
    credentials: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: null },
  };
}

const input = (partial: Partial<PublishInput> = {}) => publishInput({ platform: "twitter", text: `Hello from Postlane ${crypto.randomUUID()}`, ...partial });

describe("X adapter: validate", () => {
  it("counts weighted characters (CJK weighs 2, a URL 23)", () => {
    expect(twitterAdapter.validate(input({ text: "日".repeat(140) }))).toEqual([]);
    expect(twitterAdapter.validate(input({ text: "日".repeat(141) }))).toMatchObject([
      { field: "caption", message: "text is too long: 282 weighted characters, at most 280", kind: "too_long" },
    ]);
    expect(twitterAdapter.validate(input({ text: `${"a".repeat(256)} https://example.com/${"x".repeat(100)}` }))).toEqual([]);
  });

  it("reports every media problem at once", () => {
    const img = { url: "https://cdn.example/a.png", kind: "image" as const };
    const problems = twitterAdapter.validate(input({ text: "", media: [img, img, img, img, img, { url: "https://cdn.example/v.mp4", kind: "video" }] }));
    expect(problems.map((p) => p.message)).toEqual(["too many images: 5, at most 4", "images and videos cannot be mixed in one post"]);
  });
});

describe("X adapter: publishing against the stand-in", () => {
  it("publishes a text post", async () => {
    const ctxInput = input();
    const { items } = await publishAll(twitterAdapter, phaseContext(ctxInput, account()));
    expect(items).toHaveLength(1);
    const tweet = x.tweets.find((t) => t.id === items[0].remotePostId);
    expect(tweet?.text).toBe(ctxInput.text);
    expect(items[0].remotePermalink).toBe(`https://x.com/postlane_dev/status/${items[0].remotePostId}`);
  });

  it("publishes two images through the chunked upload", async () => {
    const urls = [media.add("a.png", "image/png", 2000), media.add("b.jpg", "image/jpeg", 3000)];
    const { items } = await publishAll(
      twitterAdapter,
      phaseContext(input({ media: urls.map((url) => ({ url, kind: "image" as const })), mediaType: "image" }), account()),
    );
    const tweet = x.tweets.find((t) => t.id === items[0].remotePostId)!;
    expect(tweet.mediaKeys).toHaveLength(2);
    expect(tweet.mediaKeys.every((k) => k.startsWith("3_"))).toBe(true);
    expect(items[0].remotePublishId?.split(",")).toHaveLength(2);
  });

  it("publishes a video in ordered segments and waits for processing", async () => {
    const url = media.add("clip.mp4", "video/mp4", 5 * 1024 * 1024 + 10);
    x.videoProcessingChecks = 2;
    const ctx = phaseContext(input({ media: [{ url, kind: "video" }], mediaType: "video" }), account());
    const prepared = await twitterAdapter.prepare(ctx);
    const mediaId = (prepared.state!.mediaIds as string[])[0];
    expect(x.uploads.get(mediaId)?.segments.map((s) => s.length)).toEqual([4 * 1024 * 1024, 1024 * 1024 + 10]);
    const firstPoll = await twitterAdapter.poll({ ...ctx, state: prepared.state! });
    expect(firstPoll.status).toBe("pending");
    const { items } = await publishAll(twitterAdapter, { ...ctx, state: prepared.state! });
    expect(x.tweets.find((t) => t.id === items[0].remotePostId)?.mediaKeys[0]).toMatch(/^7_/);
    x.videoProcessingChecks = 1;
  });

  it("fails with invalid content when X cannot process the video", async () => {
    const url = media.add("broken.mp4", "video/mp4", 1000);
    x.failNextVideoProcessing = true;
    const ctx = phaseContext(input({ media: [{ url, kind: "video" }], mediaType: "video" }), account());
    await expect(prepareUntilReady(twitterAdapter, ctx)).rejects.toMatchObject({ kind: "invalid_content", message: expect.stringContaining("Unsupported") });
  });

  it("turns a 429 into rate_limited with X's reset time", async () => {
    const reset = x.rateLimit(/^\/2\/tweets$/, 600);
    const ctx = phaseContext(input(), account());
    const error = await twitterAdapter.publish(ctx).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformRateLimitedError);
    expect((error as PlatformRateLimitedError).retryAt.getTime()).toBe(reset.getTime());
  });

  it("an expired token is auth_expired; after refreshToken() the publish succeeds", async () => {
    const acct = account();
    x.oauth.expireAccessToken(acct.credentials.accessToken!);
    const ctx = phaseContext(input(), acct);
    await expect(twitterAdapter.publish(ctx)).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    const refreshed = await twitterAdapter.refreshToken!(acct, AbortSignal.timeout(5000));
    expect(refreshed.refreshToken).toMatch(/^rt-/);
    const result = await twitterAdapter.publish({ ...ctx, account: { ...acct, credentials: { ...acct.credentials, ...refreshed, expiresAt: null } } });
    expect(result.item.remotePostId).toBeTruthy();
  });

  it("after a crash between the armed publish and its result, findExisting finds the post and no second one is made", async () => {
    const url = media.add("c.png", "image/png", 1500);
    const ctx = phaseContext(
      input({ text: "Launch day! Read more at https://example.com/launch & enjoy", media: [{ url, kind: "image" }], mediaType: "image" }),
      account(),
    );
    const state = await prepareUntilReady(twitterAdapter, ctx);
    const before = x.tweets.length;
    const lost = await twitterAdapter.publish({ ...ctx, state }); // the process "dies" before storing this
    const found = await twitterAdapter.findExisting({ ...ctx, state });
    expect(found).toMatchObject({ status: "found", item: { remotePostId: lost.item.remotePostId } });
    expect(x.tweets.length).toBe(before + 1);
  });

  it("matches a text-only post by its text even though X shortens links and escapes &", async () => {
    const ctx = phaseContext(input({ text: `Tips & tricks ${crypto.randomUUID()} https://example.com/a` }), account());
    const state = await prepareUntilReady(twitterAdapter, ctx);
    const lost = await twitterAdapter.publish({ ...ctx, state });
    expect(await twitterAdapter.findExisting({ ...ctx, state })).toMatchObject({ status: "found", item: { remotePostId: lost.item.remotePostId } });
  });

  it("when the create request never reached X, findExisting says absent and one publish makes one post", async () => {
    const ctx = phaseContext(input(), account());
    const state = await prepareUntilReady(twitterAdapter, ctx);
    x.fail({ method: "POST", path: /^\/2\/tweets$/, respond: "drop" });
    const error = await twitterAdapter.publish({ ...ctx, state }).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformRetryableError);
    expect(await twitterAdapter.findExisting({ ...ctx, state })).toEqual({ status: "absent" });
    const before = x.tweets.length;
    await twitterAdapter.publish({ ...ctx, state });
    expect(x.tweets.length).toBe(before + 1);
  });

  describe("a thread (options.chainItems)", () => {
    const chainInput = (parts: { text: string; mediaUrl?: string; mediaType?: "image" | "video" }[]) =>
      input({ text: `1/ thread ${crypto.randomUUID()}`, options: { chainItems: parts.map((p) => ({ ...p, text: `${p.text} ${crypto.randomUUID()}` })) } });
    const tweet = (id: string) => x.tweets.find((t) => t.id === id)!;

    it("publishes each part as a reply to the part before, with a part's own image", async () => {
      const url = media.add("part.png", "image/png", 1200);
      const ctxInput = chainInput([{ text: "2/ with a picture", mediaUrl: url, mediaType: "image" }, { text: "3/ the end" }]);
      const { items } = await publishAll(twitterAdapter, phaseContext(ctxInput, account()));
      expect(items).toHaveLength(3);
      const [one, two, three] = items.map((i) => tweet(i.remotePostId));
      expect(one.inReplyTo).toBeNull();
      expect(two.inReplyTo).toBe(one.id);
      expect(three.inReplyTo).toBe(two.id);
      expect(three.conversationId).toBe(one.id);
      expect(two.mediaKeys).toHaveLength(1);
      expect(one.mediaKeys).toEqual([]);
      expect(three.mediaKeys).toEqual([]);
      expect(items[2].remotePermalink).toBe(`https://x.com/postlane_dev/status/${three.id}`);
    });

    it("part 2 created but its answer lost: findExisting finds it under part 1 and only part 3 is published next", async () => {
      const ctxInput = chainInput([{ text: "2/ lost answer" }, { text: "3/ after the crash" }]);
      const ctx = phaseContext(ctxInput, account());
      const state = await prepareUntilReady(twitterAdapter, ctx);
      const first = await twitterAdapter.publish({ ...ctx, state });
      expect(first.more).toBe(true);
      const partTwo = (ctxInput.options.chainItems as { text: string }[])[0].text;
      x.fail({ method: "POST", path: /^\/2\/tweets$/, when: (req) => (req.json as { text?: string }).text === partTwo, respond: "drop-after" });
      await expect(twitterAdapter.publish({ ...ctx, state, items: [first.item] })).rejects.toBeInstanceOf(PlatformRetryableError);
      const before = x.tweets.length;
      const found = await twitterAdapter.findExisting({ ...ctx, state, items: [first.item] });
      expect(found).toMatchObject({ status: "found", more: true });
      if (found.status !== "found") throw new Error("not found");
      expect(tweet(found.item.remotePostId)).toMatchObject({ text: partTwo, inReplyTo: first.item.remotePostId });
      const last = await twitterAdapter.publish({ ...ctx, state, items: [first.item, found.item] });
      expect(last.more).toBe(false);
      expect(x.tweets.length).toBe(before + 1);
      expect(tweet(last.item.remotePostId).inReplyTo).toBe(found.item.remotePostId);
      // The post itself is still found as the post (replies excluded), not confused with a part.
      expect(await twitterAdapter.findExisting({ ...ctx, state, items: [] })).toMatchObject({
        status: "found",
        item: { remotePostId: first.item.remotePostId },
        more: true,
      });
    });

    it("a part whose request never reached X is absent; a part with media is matched by its media key", async () => {
      const url = media.add("part3.png", "image/png", 900);
      const ctxInput = chainInput([{ text: "2/ never sent" }, { text: "3/ picture", mediaUrl: url }]);
      const ctx = phaseContext(ctxInput, account());
      const state = await prepareUntilReady(twitterAdapter, ctx);
      const first = await twitterAdapter.publish({ ...ctx, state });
      x.fail({ method: "POST", path: /^\/2\/tweets$/, respond: "drop" });
      await expect(twitterAdapter.publish({ ...ctx, state, items: [first.item] })).rejects.toBeInstanceOf(PlatformRetryableError);
      expect(await twitterAdapter.findExisting({ ...ctx, state, items: [first.item] })).toEqual({ status: "absent" });
      const second = await twitterAdapter.publish({ ...ctx, state, items: [first.item] });
      const third = await twitterAdapter.publish({ ...ctx, state, items: [first.item, second.item] });
      expect(await twitterAdapter.findExisting({ ...ctx, state, items: [first.item, second.item] })).toMatchObject({
        status: "found",
        item: { remotePostId: third.item.remotePostId },
        more: false,
      });
    });

    it("X refuses a reply to a tweet that does not exist (403), and the adapter says so", async () => {
      const ctx = phaseContext(chainInput([{ text: "2/ orphan" }]), account());
      const state = await prepareUntilReady(twitterAdapter, ctx);
      const gone = { remotePostId: "1999999999999999999", remotePermalink: null };
      const error = await twitterAdapter.publish({ ...ctx, state, items: [gone] }).catch((e) => e);
      expect(error).toMatchObject({
        kind: "permanent",
        status: 403,
        message: expect.stringMatching(/part 2 of the thread: You attempted to reply to a Tweet that is deleted/),
      });
    });

    it("a 403 with its own reason (duplicate content, a suspended account) stays what it was, not a reconnect", async () => {
      for (const [detail, kind] of [
        ["You are not allowed to create a Tweet with duplicate content.", "invalid_content"],
        ["You are not permitted to perform this action.", "permanent"],
      ] as const) {
        x.fail({ method: "POST", path: /^\/2\/tweets$/, respond: { status: 403, body: { title: "Forbidden", type: "about:blank", status: 403, detail } } });
        const ctx = phaseContext(input(), account());
        const state = await prepareUntilReady(twitterAdapter, ctx);
        const error = await twitterAdapter.publish({ ...ctx, state }).catch((e) => e);
        expect(error).toMatchObject({ kind, status: 403 });
      }
    });

    it("validates each part in X's weighted counting, naming the field", () => {
      const problems = twitterAdapter.validate(
        input({ options: { chainItems: [{ text: "日".repeat(140) }, { text: "日".repeat(141) }, { text: "" }, { text: "x", mediaType: "gif" }] } }),
      );
      expect(problems).toMatchObject([
        {
          field: "platformOptions.twitter.chainItems[1].text",
          message: "chainItems[1].text is too long: 282 weighted characters, at most 280",
          kind: "too_long",
        },
        { field: "platformOptions.twitter.chainItems[2].text", message: "chainItems[2].text is required", kind: "required" },
        { field: "platformOptions.twitter.chainItems[3].mediaType", message: "chainItems[3].mediaType must be image or video", kind: "invalid" },
      ]);
    });
  });

  it("a grant without tweet.write (unticked on X's authorize page) is auth_expired: reconnect and allow it", async () => {
    const readOnly = x.tokensFor("user-1", ["tweet.read", "users.read", "media.write", "offline.access"]);
    const ctx = phaseContext(input(), {
      ...account(),
      credentials: { accessToken: readOnly.accessToken, refreshToken: readOnly.refreshToken, expiresAt: null },
    });
    const state = await prepareUntilReady(twitterAdapter, ctx);
    const error = await twitterAdapter.publish({ ...ctx, state }).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformAuthExpiredError);
    expect((error as Error).message).toMatch(/reconnect the account and allow it/);
  });

  it("reads public metrics", async () => {
    const { items } = await publishAll(twitterAdapter, phaseContext(input(), account()));
    const metrics = await twitterAdapter.fetchMetrics(
      { postId: "p", remotePostId: items[0].remotePostId, remotePublishId: null, remotePermalink: null, publishedAt: new Date(), items, state: {} },
      account(),
      AbortSignal.timeout(5000),
    );
    expect(metrics).toEqual({ views: 321, impressions: 321, likes: 10, comments: 3, reposts: 3, saves: 4, shares: null, reach: null });
  });
});

// Alt text: POST /2/media/metadata per image that has one, checked by the stand-in as X does (images and GIFs
// only, at most 1,000 characters).
describe("X: alt text", () => {
  it("sets each image's alt text before the post names it", async () => {
    const urls = [media.add("alt-a.png", "image/png", 1500), media.add("alt-b.png", "image/png", 1500)];
    const input = publishInput({
      platform: "twitter",
      text: `Alt text ${crypto.randomUUID()}`,
      media: [
        { url: urls[0], kind: "image", altText: "A red bicycle against a wall" },
        { url: urls[1], kind: "image" },
      ],
      mediaType: "image",
    });
    const { items } = await publishAll(twitterAdapter, phaseContext(input, account()));
    const tweet = x.tweets.find((t) => t.id === items[0].remotePostId)!;
    expect(tweet.mediaKeys.map((key) => x.altTextOf(key))).toEqual(["A red bicycle against a wall", undefined]);
  });

  it("refuses alt text over 1,000 characters before anything is sent", () => {
    const input = publishInput({ platform: "twitter", text: "x", media: [{ url: "https://cdn.example/a.png", kind: "image", altText: "a".repeat(1001) }] });
    expect(validateForPlatform(input)).toMatchObject([
      { field: "mediaAltTexts[0]", message: "alt text of image 1 is too long: 1001 characters, at most 1000", kind: "too_long" },
    ]);
  });
});

describe("X adapter: first comment", () => {
  it("replies to the post, and finds the reply in the timeline after a lost answer", async () => {
    const acct = account();
    const ctx = phaseContext(input({ options: { firstComment: "The link: https://example.com/a" } }), acct);
    const { items, state } = await publishAll(twitterAdapter, ctx);
    const done = { ...ctx, state, items };
    const comment = await twitterAdapter.firstComment!.publish(commentContext(done, "The link: https://example.com/a"));
    expect(x.tweets.find((t) => t.id === comment.remotePostId)).toMatchObject({ text: "The link: https://example.com/a", inReplyTo: items[0].remotePostId });
    expect(comment.remotePermalink).toBe(`https://x.com/postlane_dev/status/${comment.remotePostId}`);
    expect(await twitterAdapter.firstComment!.findExisting(commentContext(done, "The link: https://example.com/a"))).toEqual({
      status: "found",
      item: comment,
    });
    expect(await twitterAdapter.firstComment!.findExisting(commentContext(done, "not sent"))).toEqual({ status: "absent" });
  });

  it("uploads the comment's images (with alt text) and attaches them to the reply", async () => {
    const url = media.add("comment.png", "image/png", 1800);
    const text = `See the chart ${crypto.randomUUID()}`;
    const ctx = phaseContext(input({ options: { firstComment: text, firstCommentMedia: [{ url, altText: "Sign-ups per week" }] } }), account());
    const { items, state } = await publishAll(twitterAdapter, ctx);
    const comment = await twitterAdapter.firstComment!.publish(commentContext({ ...ctx, state, items }, text));
    const reply = x.tweets.find((t) => t.id === comment.remotePostId)!;
    expect(reply).toMatchObject({ text, inReplyTo: items[0].remotePostId });
    expect(reply.mediaKeys).toHaveLength(1);
    expect(x.altTextOf(reply.mediaKeys[0])).toBe("Sign-ups per week");
    expect(comment.remotePublishId).toBeTruthy();
  });

  it("is refused by X when the post it replies to does not exist", async () => {
    const ctx = phaseContext(input(), account(), {}, [{ remotePostId: "1999999999999999999" }]);
    await expect(twitterAdapter.firstComment!.publish(commentContext(ctx, "orphan"))).rejects.toThrow(/deleted or not visible/);
  });
});
