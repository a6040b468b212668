import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { phaseContext, prepareUntilReady, publishAll, publishInput } from "@/test/fakes/oauth-phase-runner";
import { CHANNEL_ID, FakeYoutubeServer, YOUTUBE_CLIENT } from "@/test/fakes/youtube-server";
import { PlatformAuthExpiredError, PlatformRateLimitedError, PlatformRetryableError } from "../errors";
import type { AccountContext, PublishInput } from "../types";
import { youtubeAdapter } from "./adapter";
import { nextPacificMidnight } from "./errors";

const yt = new FakeYoutubeServer();
const media = new FakeMediaHost();
let smallVideo = "";
let bigVideo = "";

beforeAll(async () => {
  await Promise.all([yt.start(), media.start()]);
  allowMediaHost(media.url);
  process.env.YOUTUBE_API_BASE_URL = yt.url;
  process.env.YOUTUBE_CLIENT_ID = YOUTUBE_CLIENT.clientId;
  process.env.YOUTUBE_CLIENT_SECRET = YOUTUBE_CLIENT.clientSecret;
  smallVideo = media.add("short.mp4", "video/mp4", 300 * 1024);
  bigVideo = media.add("long.mp4", "video/mp4", 9 * 1024 * 1024 + 123);
});
afterAll(async () => {
  await Promise.all([yt.stop(), media.stop()]);
  delete process.env.YOUTUBE_API_BASE_URL;
});

function account(): AccountContext {
  const tokens = yt.tokensFor();
  return {
    id: crypto.randomUUID(),
    platform: "youtube",
    platformAccountId: CHANNEL_ID,
    platformUsername: "@postlane",
    settings: { channelId: CHANNEL_ID },
    credentials: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: null },
  };
}

const input = (partial: Partial<PublishInput> = {}, options: Record<string, unknown> = {}) =>
  publishInput({
    platform: "youtube",
    text: "How we ship every week.\n\n#buildinpublic",
    hashtags: ["buildinpublic"],
    media: [{ url: smallVideo, kind: "video" }],
    mediaType: "video",
    options: { title: "Weekly shipping", categoryId: "28", madeForKids: false, ...options },
    ...partial,
  });

describe("YouTube adapter: validate", () => {
  it("names each missing required option", () => {
    const problems = youtubeAdapter.validate(input({ options: {} }));
    expect(problems).toEqual([
      { field: "platformOptions.youtube.title", message: "title is required", kind: "required" },
      { field: "platformOptions.youtube.categoryId", message: "categoryId is required", kind: "required" },
      { field: "platformOptions.youtube.madeForKids", message: "madeForKids is required", kind: "required" },
    ]);
  });

  it("rejects an over-long title and a post without exactly one video", () => {
    const problems = youtubeAdapter.validate(input({ media: [] }, { title: "t".repeat(101) }));
    expect(problems.map((p) => p.message)).toEqual(["exactly one video is required", "title must be at most 100 characters (got 101)"]);
  });
});

describe("YouTube adapter: resumable upload against the stand-in", () => {
  it("publishes a small video with its metadata (private by default, hashtags as tags)", async () => {
    const { items } = await publishAll(youtubeAdapter, phaseContext(input(), account()));
    const video = yt.videos.find((v) => v.id === items[0].remotePostId)!;
    expect(video.snippet).toMatchObject({
      title: "Weekly shipping",
      categoryId: "28",
      tags: ["buildinpublic"],
      description: expect.stringContaining("ship every week"),
    });
    expect(video.status).toMatchObject({ privacyStatus: "private", selfDeclaredMadeForKids: false });
    expect(items[0]).toMatchObject({ remotePermalink: `https://www.youtube.com/watch?v=${video.id}`, remotePublishId: expect.stringContaining("upload_id=") });
  });

  it("uploads every chunk but the last in prepare; the video appears only with the last chunk", async () => {
    const ctx = phaseContext(input({ media: [{ url: bigVideo, kind: "video" }] }, { privacyStatus: "unlisted", tags: ["a", "b"] }), account());
    const before = yt.videos.length;
    const state = await prepareUntilReady(youtubeAdapter, ctx);
    const session = [...yt.sessions.values()].at(-1)!;
    expect(session.offset).toBe(8 * 1024 * 1024);
    expect(yt.videos.length).toBe(before);
    const result = await youtubeAdapter.publish({ ...ctx, state });
    expect(yt.videos.length).toBe(before + 1);
    expect(yt.videos.at(-1)).toMatchObject({
      id: result.item.remotePostId,
      bytes: 9 * 1024 * 1024 + 123,
      status: { privacyStatus: "unlisted" },
      snippet: { tags: ["a", "b"] },
    });
  });

  it("sets the thumbnail, and reports (without failing) a thumbnail the channel may not set", async () => {
    const thumbnailUrl = media.add("thumb.jpg", "image/jpeg", 5000);
    const ok = await publishAll(youtubeAdapter, phaseContext(input({}, { thumbnailUrl }), account()));
    expect(yt.videos.find((v) => v.id === ok.items[0].remotePostId)?.thumbnail?.length).toBe(5000);
    yt.channelVerified = false;
    const refused = await publishAll(youtubeAdapter, phaseContext(input({}, { thumbnailUrl }), account()));
    yt.channelVerified = true;
    expect(refused.items[0].remotePostId).toBeTruthy();
    expect(refused.state.thumbnailError).toMatch(/permissions for uploading and setting custom video thumbnails/);
  });

  it("a network-side invalid category fails as invalid content naming the option", async () => {
    const error = await youtubeAdapter.prepare(phaseContext(input({}, { categoryId: "999" }), account())).catch((e) => e);
    expect(error).toMatchObject({ kind: "invalid_content", field: "platformOptions.youtube.categoryId" });
  });

  it("quotaExceeded is rate_limited until midnight Pacific time", async () => {
    yt.quotaExceeded(/^\/upload\/youtube\/v3\/videos$/);
    const error = await youtubeAdapter.prepare(phaseContext(input(), account())).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformRateLimitedError);
    expect(Math.abs((error as PlatformRateLimitedError).retryAt.getTime() - nextPacificMidnight().getTime())).toBeLessThan(5000);
  });

  it("an expired token is auth_expired; refreshToken() gets a working one", async () => {
    const acct = account();
    yt.oauth.expireAccessToken(acct.credentials.accessToken!);
    await expect(youtubeAdapter.prepare(phaseContext(input(), acct))).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    const refreshed = await youtubeAdapter.refreshToken!(acct, AbortSignal.timeout(5000));
    const fresh = { ...acct, credentials: { ...acct.credentials, accessToken: refreshed.accessToken } };
    const { items } = await publishAll(youtubeAdapter, phaseContext(input(), fresh));
    expect(items[0].remotePostId).toMatch(/^vid/);
  });

  it("after a crash with the last chunk sent, findExisting finds the video and no second one is uploaded", async () => {
    const ctx = phaseContext(input(), account());
    const state = await prepareUntilReady(youtubeAdapter, ctx);
    const lost = await youtubeAdapter.publish({ ...ctx, state });
    const before = yt.videos.length;
    expect(await youtubeAdapter.findExisting({ ...ctx, state })).toMatchObject({ status: "found", item: { remotePostId: lost.item.remotePostId } });
    expect(yt.videos.length).toBe(before);
  });

  it("when the last chunk never arrived, findExisting says absent and publishing again finishes the same upload", async () => {
    const ctx = phaseContext(input({ media: [{ url: bigVideo, kind: "video" }] }), account());
    const state = await prepareUntilReady(youtubeAdapter, ctx);
    // The connection drops while the last chunk is being sent (a Content-Range with bytes, not a status query).
    yt.fail({ method: "PUT", path: /^\/upload\/youtube\/v3\/videos$/, when: (req) => /^bytes \d/.test(String(req.headers["content-range"])), respond: "drop" });
    await expect(youtubeAdapter.publish({ ...ctx, state })).rejects.toBeInstanceOf(PlatformRetryableError);
    expect(await youtubeAdapter.findExisting({ ...ctx, state })).toEqual({ status: "absent" });
    const before = yt.videos.length;
    const result = await youtubeAdapter.publish({ ...ctx, state });
    expect(yt.videos.length).toBe(before + 1);
    expect(result.item.remotePublishId).toBe(state.sessionUri);
  });

  it("a grant without youtube.readonly cannot read statistics: auth_expired (reconnect), not invalid content", async () => {
    const { items } = await publishAll(youtubeAdapter, phaseContext(input(), account()));
    const tokens = yt.tokensFor("user-1", ["https://www.googleapis.com/auth/youtube.upload"]);
    const uploadOnly = { ...account(), credentials: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: null } };
    const ref = { postId: "p", remotePostId: items[0].remotePostId, remotePublishId: null, remotePermalink: null, publishedAt: new Date(), items, state: {} };
    const error = await youtubeAdapter.fetchMetrics(ref, uploadOnly, AbortSignal.timeout(5000)).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformAuthExpiredError);
    expect((error as Error).message).toContain("reconnect");
  });

  it("reads statistics", async () => {
    const { items } = await publishAll(youtubeAdapter, phaseContext(input(), account()));
    const metrics = await youtubeAdapter.fetchMetrics(
      { postId: "p", remotePostId: items[0].remotePostId, remotePublishId: null, remotePermalink: null, publishedAt: new Date(), items, state: {} },
      account(),
      AbortSignal.timeout(5000),
    );
    expect(metrics).toEqual({ views: 1200, likes: 87, comments: 9, shares: null, reach: null, saves: null, impressions: null, reposts: null });
  });
});
