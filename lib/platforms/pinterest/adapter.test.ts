import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { phaseContext, prepareUntilReady, publishAll, publishInput } from "@/test/fakes/oauth-phase-runner";
import { FakePinterestServer, PINTEREST_CLIENT, PINTEREST_USER } from "@/test/fakes/pinterest-server";
import { PlatformAuthExpiredError, PlatformInvalidContentError, PlatformRateLimitedError } from "../errors";
import type { AccountContext, PublishInput } from "../types";
import { pinterestAdapter } from "./adapter";
import { listPinterestBoards } from "./boards";

const pins = new FakePinterestServer();
const media = new FakeMediaHost();
let image = "";
let video = "";

beforeAll(async () => {
  await Promise.all([pins.start(), media.start()]);
  allowMediaHost(media.url);
  process.env.PINTEREST_API_BASE_URL = pins.url;
  process.env.PINTEREST_CLIENT_ID = PINTEREST_CLIENT.clientId;
  process.env.PINTEREST_CLIENT_SECRET = PINTEREST_CLIENT.clientSecret;
  image = media.add("bowl.jpg", "image/jpeg", 2048);
  video = media.add("recipe.mp4", "video/mp4", 512 * 1024);
});
afterEach(() => pins.resetClock());
afterAll(async () => {
  await Promise.all([pins.stop(), media.stop()]);
  delete process.env.PINTEREST_API_BASE_URL;
});

function account(scopes?: string[]): AccountContext {
  const tokens = pins.tokensFor(scopes);
  return {
    id: crypto.randomUUID(),
    platform: "pinterest",
    platformAccountId: PINTEREST_USER.id,
    platformUsername: PINTEREST_USER.username,
    settings: {},
    credentials: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt },
  };
}

const board = () => pins.boards[0].id;
const input = (partial: Partial<PublishInput> = {}, options: Record<string, unknown> = {}) =>
  publishInput({
    platform: "pinterest",
    text: "Five-minute ramen bowls",
    media: [{ url: image, kind: "image" }],
    mediaType: "image",
    options: { boardId: board(), title: "Ramen bowls", link: "https://postlane.example/ramen", altText: "A bowl of ramen", ...options },
    ...partial,
  });

describe("Pinterest adapter: validate", () => {
  it("requires a board and names every other problem at once", () => {
    const problems = pinterestAdapter.validate(
      input({ media: [], text: "x".repeat(801) }, { boardId: undefined, title: "t".repeat(101), altText: "a".repeat(501), link: "ftp://x.example/a" }),
    );
    expect(problems).toMatchObject([
      { field: "mediaUrls", message: "at least one image or video is required", kind: "required" },
      { field: "caption", message: "text is too long: 801 characters, at most 800", kind: "too_long" },
      { field: "platformOptions.pinterest.boardId", message: "boardId is required", kind: "required" },
      { field: "platformOptions.pinterest.title", message: "title must be at most 100 characters (got 101)", kind: "too_long" },
      { field: "platformOptions.pinterest.altText", message: "altText must be at most 500 characters (got 501)", kind: "too_long" },
      { field: "platformOptions.pinterest.link", message: "link must be an http or https URL", kind: "invalid" },
    ]);
  });

  it("allows 1–5 images or one video, not six images, mixes or a cover on an image", () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `${image}?${i}`, kind: "image" as const }));
    expect(pinterestAdapter.validate(input({ media: images(5) }))).toEqual([]);
    expect(pinterestAdapter.validate(input({ media: images(6) })).map((p) => p.message)).toEqual(["too many images: 6, at most 5"]);
    expect(pinterestAdapter.validate(input({ media: [...images(1), { url: video, kind: "video" }] })).map((p) => p.message)).toContain(
      "images and videos cannot be mixed in one post",
    );
    expect(pinterestAdapter.validate(input({}, { thumbOffsetMs: 1000 })).map((p) => p.message)).toEqual(["coverUrl and thumbOffsetMs are for video Pins only"]);
    expect(pinterestAdapter.validate(input({}, { boardId: "kitchen" })).map((p) => p.field)).toEqual(["platformOptions.pinterest.boardId"]);
  });
});

describe("Pinterest adapter: against the stand-in", () => {
  it("creates an image Pin on the chosen board with title, description, link and alt text", async () => {
    const { items } = await publishAll(pinterestAdapter, phaseContext(input(), account()));
    const created = pins.pins.find((p) => p.id === items[0].remotePostId)!;
    expect(created).toMatchObject({
      board_id: board(),
      title: "Ramen bowls",
      description: "Five-minute ramen bowls",
      link: "https://postlane.example/ramen",
      alt_text: "A bowl of ramen",
      media_source: { source_type: "image_url", url: image },
    });
    expect(items[0]).toEqual({ remotePostId: created.id, remotePublishId: null, remotePermalink: `https://www.pinterest.com/pin/${created.id}/` });
    expect(typeof items[0].remotePostId).toBe("string");
  });

  it("creates a carousel from 2–5 images", async () => {
    const urls = ["a.jpg", "b.jpg", "c.jpg"].map((name) => media.add(name, "image/jpeg", 900));
    const { items } = await publishAll(pinterestAdapter, phaseContext(input({ media: urls.map((url) => ({ url, kind: "image" })) }), account()));
    expect(pins.pins.find((p) => p.id === items[0].remotePostId)?.media_source).toEqual({
      source_type: "multiple_image_urls",
      items: urls.map((url) => ({ url })),
    });
  });

  it("uploads a video, polls until Pinterest has processed it, then pins it with the chosen cover frame", async () => {
    pins.processingPolls = 2;
    const ctx = phaseContext(input({ media: [{ url: video, kind: "video" }], mediaType: "video" }, { altText: undefined, thumbOffsetMs: 2500 }), account());
    const prepared = (await pinterestAdapter.prepare(ctx)).state!;
    const mediaId = prepared.mediaId as string;
    expect(pins.media.get(mediaId)).toMatchObject({ status: "processing", bytes: 512 * 1024 });
    // Publishing before processing finished would be refused by Pinterest; the pipeline polls first.
    expect(await pinterestAdapter.poll({ ...ctx, state: prepared })).toEqual({ status: "pending", checkAfterMs: 2000, state: { videoPolls: 1 } });
    const state = await prepareUntilReady(pinterestAdapter, { ...ctx, state: prepared });
    expect(state.mediaId).toBe(mediaId);
    const result = await pinterestAdapter.publish({ ...ctx, state });
    pins.processingPolls = 1;
    expect(pins.media.size).toBe(1);
    expect(pins.pins.find((p) => p.id === result.item.remotePostId)?.media_source).toEqual({
      source_type: "video_id",
      media_id: mediaId,
      cover_image_key_frame_time: 2,
    });
    expect(result.item.remotePublishId).toBe(mediaId);
  });

  it("a video Pinterest cannot process fails the row naming the file", async () => {
    pins.failNextVideo = true;
    pins.processingPolls = 0;
    const ctx = phaseContext(input({ media: [{ url: video, kind: "video" }], mediaType: "video" }, { altText: undefined, coverUrl: image }), account());
    const error = await prepareUntilReady(pinterestAdapter, ctx).catch((e) => e);
    pins.processingPolls = 1;
    expect(error).toBeInstanceOf(PlatformInvalidContentError);
    expect(error).toMatchObject({ field: "mediaUrls[0]" });
  });

  it("crash between prepare and publish: the same upload is used, and a lost answer is found instead of pinning twice", async () => {
    const ctx = phaseContext(input({ text: "Crash test bowl" }), account());
    const state = await prepareUntilReady(pinterestAdapter, ctx);
    // Before the armed publish nothing exists: findExisting says absent.
    expect(await pinterestAdapter.findExisting({ ...ctx, state })).toEqual({ status: "absent" });
    pins.fail({ method: "POST", path: /^\/v5\/pins$/, respond: "drop-after" });
    await expect(pinterestAdapter.publish({ ...ctx, state })).rejects.toMatchObject({ kind: "retryable", notApplied: false });
    const before = pins.pinsCreated();
    const found = await pinterestAdapter.findExisting({ ...ctx, state });
    expect(found).toMatchObject({ status: "found", item: { remotePostId: pins.pins[pins.pins.length - 1].id } });
    expect(pins.pinsCreated()).toBe(before);
  });

  it("findExisting does not mistake an older Pin with the same text for ours", async () => {
    const ctx = phaseContext(input({ text: "Repeat caption" }), account());
    const { items } = await publishAll(pinterestAdapter, ctx);
    const earlier = pins.pins.find((p) => p.id === items[0].remotePostId)!;
    earlier.created_at = new Date(Date.now() - 10 * 60_000).toISOString().replace(/\.\d{3}Z$/, "");
    const later = phaseContext(input({ text: "Repeat caption" }), ctx.account);
    const state = await prepareUntilReady(pinterestAdapter, later);
    expect(await pinterestAdapter.findExisting({ ...later, state })).toEqual({ status: "absent" });
  });

  it("401 is auth_expired; refreshToken() trades the refresh token for a new pair, and the old one is spent", async () => {
    const acct = account();
    pins.advance(31 * 86_400_000);
    const expired = await pinterestAdapter.publish({ ...phaseContext(input(), acct), state: { preparedAt: new Date().toISOString() } }).catch((e) => e);
    expect(expired).toBeInstanceOf(PlatformAuthExpiredError);
    const refreshed = await pinterestAdapter.refreshToken!(acct, AbortSignal.timeout(5000));
    expect(refreshed.refreshToken).toMatch(/^pinr_/);
    expect(refreshed.refreshToken).not.toBe(acct.credentials.refreshToken);
    expect(refreshed.expiresAt!.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await expect(pinterestAdapter.refreshToken!(acct, AbortSignal.timeout(5000))).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    const { items } = await publishAll(
      pinterestAdapter,
      phaseContext(input(), { ...acct, credentials: { ...acct.credentials, accessToken: refreshed.accessToken } }),
    );
    expect(items[0].remotePostId).toMatch(/^\d+$/);
  });

  it("a refresh token older than 60 days is refused: the account needs a reconnect", async () => {
    const acct = account();
    pins.advance(61 * 86_400_000);
    await expect(pinterestAdapter.refreshToken!(acct, AbortSignal.timeout(5000))).rejects.toBeInstanceOf(PlatformAuthExpiredError);
  });

  it("a token without pins:write is auth_expired (a reconnect asks for the scope again)", async () => {
    const error = await publishAll(pinterestAdapter, phaseContext(input(), account(["boards:read", "pins:read", "user_accounts:read"]))).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformAuthExpiredError);
    expect(error.message).toContain("pins:write");
  });

  it("429 is rate_limited with the time Pinterest gives", async () => {
    pins.rateLimit("POST", /^\/v5\/pins$/, 90);
    const error = await publishAll(pinterestAdapter, phaseContext(input(), account())).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformRateLimitedError);
    const wait = (error as PlatformRateLimitedError).retryAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(85_000);
    expect(wait).toBeLessThanOrEqual(90_000);
  });

  it("a board that is not the account's is invalid content on boardId", async () => {
    const error = await publishAll(pinterestAdapter, phaseContext(input({}, { boardId: "999999" }), account())).catch((e) => e);
    expect(error).toMatchObject({ kind: "invalid_content", field: "platformOptions.pinterest.boardId", status: 404 });
  });

  it("reads impressions, saves, reactions and comments; video views only for video Pins", async () => {
    const ctx = phaseContext(input(), account());
    const { items, state } = await publishAll(pinterestAdapter, ctx);
    const ref = {
      postId: ctx.input.postId,
      remotePostId: items[0].remotePostId,
      remotePublishId: null,
      remotePermalink: null,
      publishedAt: new Date(),
      items,
      state,
    };
    expect(await pinterestAdapter.fetchMetrics(ref, ctx.account, AbortSignal.timeout(5000))).toEqual({
      views: null,
      likes: 58,
      comments: 4,
      shares: null,
      reach: null,
      saves: 37,
      impressions: 1840,
      reposts: null,
    });
  });

  it("lists the account's boards with their privacy and Pin counts", async () => {
    pins.addBoard("Secret drafts", "SECRET");
    const boards = await listPinterestBoards(account(), AbortSignal.timeout(5000));
    expect(boards.map((b) => b.name)).toEqual(["Kitchen ideas", "Studio launches"]);
    expect(boards[1]).toMatchObject({ privacy: "PROTECTED", pinCount: 0 });
  });
});
