import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { phaseContext, prepareUntilReady, publishAll, publishInput } from "@/test/fakes/oauth-phase-runner";
import { FakeTiktokServer, OPEN_ID, TIKTOK_CLIENT } from "@/test/fakes/tiktok-server";
import { PlatformAuthExpiredError, PlatformRateLimitedError, PlatformRetryableError } from "../errors";
import type { AccountContext, PublishInput } from "../types";
import { tiktokAdapter } from "./adapter";

const tt = new FakeTiktokServer();
const media = new FakeMediaHost();
let smallVideo = "";

beforeAll(async () => {
  await Promise.all([tt.start(), media.start()]);
  allowMediaHost(media.url);
  process.env.TIKTOK_API_BASE_URL = tt.url;
  process.env.TIKTOK_CLIENT_ID = TIKTOK_CLIENT.clientId;
  process.env.TIKTOK_CLIENT_SECRET = TIKTOK_CLIENT.clientSecret;
  tt.verifiedUrlPrefix = `${media.url}/`;
  smallVideo = media.add("dance.mp4", "video/mp4", 1024 * 1024);
});
afterAll(async () => {
  await Promise.all([tt.stop(), media.stop()]);
  delete process.env.TIKTOK_API_BASE_URL;
});

function account(): AccountContext {
  const tokens = tt.tokensFor();
  return {
    id: crypto.randomUUID(),
    platform: "tiktok",
    platformAccountId: OPEN_ID,
    platformUsername: "Postlane Studio",
    settings: {},
    credentials: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: null },
  };
}

const REQUIRED = { privacyLevel: "PUBLIC_TO_EVERYONE", disableComment: false, brandContentToggle: false, brandOrganicToggle: false, isAigc: false };
const input = (partial: Partial<PublishInput> = {}, options: Record<string, unknown> = {}) =>
  publishInput({
    platform: "tiktok",
    text: "Behind the scenes #studio",
    media: [{ url: smallVideo, kind: "video" }],
    mediaType: "video",
    options: { ...REQUIRED, ...options },
    cdnBaseUrl: media.url,
    ...partial,
  });

describe("TikTok adapter: validate", () => {
  it("names each of the five required options when missing", () => {
    const problems = tiktokAdapter.validate(input({ options: {} }));
    expect(problems.map((p) => p.field)).toEqual(
      ["privacyLevel", "disableComment", "brandContentToggle", "brandOrganicToggle", "isAigc"].map((key) => `platformOptions.tiktok.${key}`),
    );
  });

  it("rejects an over-long video caption and photos not served from Postlane's media host", () => {
    expect(tiktokAdapter.validate(input({ text: "x".repeat(2201) })).map((p) => p.message)).toEqual(["text is too long: 2201 characters, at most 2200"]);
    const photo = tiktokAdapter.validate(input({ media: [{ url: "https://elsewhere.example/a.jpg", kind: "image" }], mediaType: "image" }));
    expect(photo[0]).toMatchObject({ field: "mediaUrls[0]" });
  });
});

describe("TikTok adapter: against the stand-in", () => {
  it("direct-posts a small video as one chunk and returns the public post id", async () => {
    const ctx = phaseContext(input(), account());
    const state = await prepareUntilReady(tiktokAdapter, ctx);
    const publish = tt.publishes.get(state.publishId as string)!;
    expect(publish).toMatchObject({ mode: "DIRECT_POST", totalChunks: 1, chunksReceived: 0, title: "Behind the scenes #studio" });
    expect(publish.postInfo).toMatchObject({ privacy_level: "PUBLIC_TO_EVERYONE", is_aigc: false, brand_content_toggle: false });
    const result = await tiktokAdapter.publish({ ...ctx, state });
    expect(result.item).toEqual({
      remotePostId: publish.postId,
      remotePublishId: publish.id,
      remotePermalink: `https://www.tiktok.com/@postlane.studio/video/${publish.postId}`,
    });
  });

  it("keeps the int64 post id TikTok sends as a JSON number digit for digit", async () => {
    const ctx = phaseContext(input(), account());
    const state = await prepareUntilReady(tiktokAdapter, ctx);
    const result = await tiktokAdapter.publish({ ...ctx, state });
    const publish = tt.publishes.get(state.publishId as string)!;
    expect(BigInt(publish.postId!)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    expect(result.item.remotePostId).toBe(publish.postId);
  });

  it("uploads a MOV and a WebM with their own content type, and refuses a type TikTok does not take", async () => {
    for (const [name, type] of [
      ["clip.mov", "video/quicktime"],
      ["clip.webm", "video/webm"],
    ] as const) {
      const url = media.add(name, type, 200_000);
      const ctx = phaseContext(input({ media: [{ url, kind: "video" }] }), account());
      const state = await prepareUntilReady(tiktokAdapter, ctx);
      await tiktokAdapter.publish({ ...ctx, state });
      expect(tt.publishes.get(state.publishId as string)!.contentType).toBe(type);
    }
    const avi = media.add("clip.avi", "video/x-msvideo", 200_000);
    const ctx = phaseContext(input({ media: [{ url: avi, kind: "video" }] }), account());
    await expect(prepareUntilReady(tiktokAdapter, ctx)).rejects.toThrow("TikTok takes MP4, MOV or WebM videos; this file is video/x-msvideo");
  });

  it("uploads a large video in chunks; the remainder goes in the last one", async () => {
    const url = media.add("long.mp4", "video/mp4", 11 * 1024 * 1024 + 7);
    const ctx = phaseContext(input({ media: [{ url, kind: "video" }] }), account());
    const state = await prepareUntilReady(tiktokAdapter, ctx);
    const publish = tt.publishes.get(state.publishId as string)!;
    expect(publish).toMatchObject({ totalChunks: 2, chunksReceived: 1, status: "PROCESSING_UPLOAD" });
    await tiktokAdapter.publish({ ...ctx, state });
    expect(publish).toMatchObject({ chunksReceived: 2, uploaded: 11 * 1024 * 1024 + 7, status: "PUBLISH_COMPLETE" });
  });

  it("MEDIA_UPLOAD sends the video to the creator's inbox", async () => {
    const { items } = await publishAll(tiktokAdapter, phaseContext(input({}, { postMode: "MEDIA_UPLOAD" }), account()));
    expect(tt.publishes.get(items[0].remotePublishId!)).toMatchObject({ mode: "MEDIA_UPLOAD", status: "SEND_TO_USER_INBOX" });
    expect(items[0].remotePostId).toBe(items[0].remotePublishId);
  });

  it("posts photos pulled from Postlane's media host", async () => {
    const photos = ["p1.jpg", "p2.jpg"].map((name) => ({ url: media.add(name, "image/jpeg", 700), kind: "image" as const }));
    const { items } = await publishAll(
      tiktokAdapter,
      phaseContext(input({ media: photos, mediaType: "image" }, { photoTitle: "Two photos", photoCoverIndex: 1, autoAddMusic: true }), account()),
    );
    const publish = tt.publishes.get(items[0].remotePublishId!)!;
    expect(publish).toMatchObject({ kind: "photo", mode: "DIRECT_POST", title: "Two photos", photoUrls: photos.map((p) => p.url) });
    expect(publish.postInfo).toMatchObject({ description: "Behind the scenes #studio", auto_add_music: true });
  });

  it("refuses a privacy level the creator is not offered, naming the option", async () => {
    tt.privacyLevelOptions = ["SELF_ONLY"];
    const error = await tiktokAdapter.prepare(phaseContext(input(), account())).catch((e) => e);
    tt.privacyLevelOptions = ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"];
    expect(error).toMatchObject({ kind: "invalid_content", field: "platformOptions.tiktok.privacyLevel", message: expect.stringContaining("SELF_ONLY") });
  });

  it("rate_limit_exceeded is rate_limited", async () => {
    tt.rateLimit(/^\/v2\/post\/publish\/video\/init\/$/);
    await expect(tiktokAdapter.prepare(phaseContext(input(), account()))).rejects.toBeInstanceOf(PlatformRateLimitedError);
  });

  it("a refresh token older than TikTok's 180 days cannot be renewed: auth_expired, so the account asks for a reconnect", async () => {
    const acct = account();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 181 * 24 * 3600_000 });
    try {
      await expect(tiktokAdapter.refreshToken!(acct, AbortSignal.timeout(5000))).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    } finally {
      vi.useRealTimers();
    }
    expect((await tiktokAdapter.refreshToken!(acct, AbortSignal.timeout(5000))).accessToken).toMatch(/^at-/);
  });

  it("access_token_invalid is auth_expired; refreshToken() rotates the refresh token", async () => {
    const acct = account();
    tt.oauth.expireAccessToken(acct.credentials.accessToken!);
    await expect(tiktokAdapter.prepare(phaseContext(input(), acct))).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    const refreshed = await tiktokAdapter.refreshToken!(acct, AbortSignal.timeout(5000));
    expect(refreshed.refreshToken).toMatch(/^rt-/);
    expect(refreshed.refreshToken).not.toBe(acct.credentials.refreshToken);
    const { items } = await publishAll(
      tiktokAdapter,
      phaseContext(input(), { ...acct, credentials: { ...acct.credentials, accessToken: refreshed.accessToken } }),
    );
    expect(items[0].remotePostId).toBeTruthy();
  });

  it("after a crash with the last chunk sent, findExisting finds the post and no second upload starts", async () => {
    const ctx = phaseContext(input(), account());
    const state = await prepareUntilReady(tiktokAdapter, ctx);
    const lost = await tiktokAdapter.publish({ ...ctx, state });
    const before = tt.publishes.size;
    expect(await tiktokAdapter.findExisting({ ...ctx, state })).toMatchObject({ status: "found", item: { remotePublishId: lost.item.remotePublishId } });
    expect(tt.publishes.size).toBe(before);
  });

  it("when the last chunk never arrived, findExisting says absent and publishing again completes the same upload", async () => {
    const ctx = phaseContext(input(), account());
    const state = await prepareUntilReady(tiktokAdapter, ctx);
    tt.fail({ method: "PUT", path: /^\/video\/$/, respond: "drop" });
    await expect(tiktokAdapter.publish({ ...ctx, state })).rejects.toBeInstanceOf(PlatformRetryableError);
    expect(await tiktokAdapter.findExisting({ ...ctx, state })).toEqual({ status: "absent" });
    const result = await tiktokAdapter.publish({ ...ctx, state });
    expect(result.item.remotePublishId).toBe(state.publishId);
    expect(tt.publishes.get(state.publishId as string)?.status).toBe("PUBLISH_COMPLETE");
  });

  it("a post still in moderation keeps its publish_id; metrics resolve the public id later", async () => {
    tt.moderationChecks = 1;
    const { items } = await publishAll(tiktokAdapter, phaseContext(input(), account()));
    tt.moderationChecks = 0;
    expect(items[0]).toMatchObject({ remotePostId: items[0].remotePublishId, remotePermalink: null });
    const metrics = await tiktokAdapter.fetchMetrics(
      {
        postId: "p",
        remotePostId: items[0].remotePostId,
        remotePublishId: items[0].remotePublishId!,
        remotePermalink: null,
        publishedAt: new Date(),
        items,
        state: {},
      },
      account(),
      AbortSignal.timeout(5000),
    );
    expect(metrics).toMatchObject({ views: 5000, likes: 420, comments: 31, shares: 17, reach: null });
  });
});
