// The Facebook Pages adapter against the fake Graph server through FACEBOOK_API_BASE_URL: text, link, photos,
// video, reel and stories; validation; throttling; expired and renewed page tokens; exactly-once publishing.
import { withoutFacts } from "../check-rules";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { type MetaGraphServer, startMetaGraphServer } from "@/test/fakes/meta-graph-server";
import { commentsOf } from "@/test/fakes/meta-graph/comment-routes";
import { makeAccount, makeInput, Row } from "@/test/fakes/meta-graph/phases";
import { PlatformAuthExpiredError, PlatformInvalidContentError, PlatformRateLimitedError } from "../errors";
import type { PublishInput } from "../types";
import { facebookAdapter } from "./adapter";

let server: MetaGraphServer;
const saved = { ...process.env };

beforeAll(async () => {
  server = await startMetaGraphServer();
  allowMediaHost(server.url); // feed videos are downloaded and sent as bytes
  process.env.FACEBOOK_API_BASE_URL = `${server.url}/v23.0`;
  process.env.FACEBOOK_CLIENT_ID = server.options.app.clientId;
  process.env.FACEBOOK_CLIENT_SECRET = server.options.app.clientSecret;
});
afterAll(async () => {
  process.env = saved;
  await server.close();
});
afterEach(() => server.faults.clear());

/** A page with its (non-expiring) page token; the admin's long-lived user token stored as the refresh token. */
function page() {
  const { userId, userToken } = server.addFacebookUser();
  const { pageId, pageToken } = server.addPage(userId, { name: "Corner Bakery" });
  return { pageId, pageToken, userToken, account: makeAccount("facebook", pageId, pageToken, { refreshToken: userToken }) };
}

const image = (name = "photo.jpg") => ({ url: server.mediaUrl(name), kind: "image" as const });
const video = (name = "clip.mp4") => ({ url: server.mediaUrl(name), kind: "video" as const });

function row(input: Partial<PublishInput>, acct = page()) {
  return { ...acct, row: new Row(facebookAdapter, makeInput("facebook", input), acct.account) };
}

const feedPosts = (pageId: string) => [...server.store.posts.values()].filter((p) => p.pageId === pageId);

describe("facebook: publishing each post type", () => {
  it("publishes a text post", async () => {
    const { row: r, pageId } = row({ text: "Fresh bread at 7" });
    expect(facebookAdapter.validate(r.input)).toEqual([]);
    const [item] = await r.run();
    expect(item.remotePostId).toMatch(new RegExp(`^${pageId}_\\d+$`));
    expect(item.remotePermalink).toMatch(/^https:\/\/www\.facebook\.com\/\d+\/posts\/\d+$/);
    expect(feedPosts(pageId)).toMatchObject([{ message: "Fresh bread at 7", link: undefined }]);
  });

  it("publishes a link post: the first URL becomes the link card", async () => {
    const { row: r, pageId } = row({ text: "Our menu: https://bakery.example/menu." });
    await r.run();
    expect(feedPosts(pageId)[0]).toMatchObject({ link: "https://bakery.example/menu" });
  });

  it("publishes photos: unpublished uploads in prepare, one feed post with attached_media in publish", async () => {
    const { row: r, pageId } = row({ text: "Three loaves", media: [image("a.jpg"), image("b.png"), image("c.jpg")] });
    await r.prepare();
    expect(r.state.photoIds).toHaveLength(3);
    expect(feedPosts(pageId)).toHaveLength(0); // nothing public yet
    await r.pollUntilReady();
    const [item] = await r.publishAll();
    const post = server.store.posts.get(item.remotePostId)!;
    expect(post.photoIds).toEqual(r.state.photoIds);
    expect(server.publishedCount(pageId)).toBe(1);
  });

  it("publishes a video: the Resumable Upload API in prepare (nothing public), one POST /{page}/videos with the handle", async () => {
    const { row: r, pageId, userToken } = row({ text: "Kneading", media: [video()] });
    await r.prepare();
    expect(r.state.videoHandle).toEqual(expect.any(String));
    expect(server.publishedCount(pageId)).toBe(0); // nothing public yet
    const session = [...server.store.uploads.values()].find((u) => u.handle === r.state.videoHandle)!;
    expect(session).toMatchObject({ fileLength: 2048, received: 2048, fileType: "video/mp4" });
    // The session is the app's, started with the page admin's user token.
    const start = server.requests.find((q) => q.path === `/${server.options.app.clientId}/uploads`)!;
    expect(start.params).toMatchObject({ access_token: userToken, file_length: "2048", file_type: "video/mp4", file_name: "clip.mp4" });
    const [item] = await r.publishAll();
    const published = server.store.videos.get(item.remotePostId)!;
    expect(published).toMatchObject({ kind: "video", published: true, description: "Kneading", fileHandle: r.state.videoHandle });
    expect(item).toMatchObject({ remotePublishId: item.remotePostId });
    expect(item.remotePermalink).toBe(`https://www.facebook.com/${pageId}/videos/${item.remotePostId}/`);
    expect(server.publishedCount(pageId)).toBe(1);
    expect(server.requests.filter((q) => q.path === `/${pageId}/videos` && q.method === "POST")).toHaveLength(1);
  });

  it("the stand-in refuses the undocumented POST /{video-id} published=true", async () => {
    const { row: r, pageId, pageToken } = row({ text: "old flow", media: [video()] });
    const [item] = await r.run();
    const answer = await fetch(`${server.url}/v23.0/${item.remotePostId}`, {
      method: "POST",
      body: new URLSearchParams({ published: "true", access_token: pageToken }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/published is not a parameter/);
    expect(server.publishedCount(pageId)).toBe(1);
  });

  it("a video without a stored user token cannot be uploaded: reconnect the page", async () => {
    const acct = page();
    const { row: r } = row({ media: [video()] }, { ...acct, account: { ...acct.account, credentials: { ...acct.account.credentials, refreshToken: null } } });
    const error = await r.prepare().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformAuthExpiredError);
    expect((error as Error).message).toMatch(/reconnect the page/);
  });

  it("publishes a reel through start, the file_url upload and finish", async () => {
    const { row: r, pageId } = row({ postType: "reel", text: "Oven timelapse", media: [video()] });
    const [item] = await r.run();
    const reel = server.store.videos.get(item.remotePostId)!;
    expect(reel).toMatchObject({ kind: "reel", published: true, description: "Oven timelapse", fileUrl: server.mediaUrl("clip.mp4") });
    expect(item.remotePermalink).toBe(`https://www.facebook.com/reel/${item.remotePostId}`);
    expect(server.publishedCount(pageId)).toBe(1);
    const phases = server.requests.filter((q) => q.path === `/${pageId}/video_reels`).map((q) => q.params.upload_phase);
    expect(phases.slice(-2)).toEqual(["start", "finish"]);
  });

  it("publishes a photo story and a video story", async () => {
    const acct = page();
    const photoStory = await row({ postType: "story", media: [image()] }, acct).row.run();
    const videoStory = await row({ postType: "story", media: [video()] }, acct).row.run();
    expect(photoStory[0].remotePermalink).toMatch(/facebook\.com\/stories\//);
    expect(videoStory[0].remotePostId).not.toBe(photoStory[0].remotePostId);
    expect([...server.store.stories.values()].filter((s) => s.pageId === acct.pageId).map((s) => s.mediaType)).toEqual(["photo", "video"]);
  });
});

describe("facebook: validation", () => {
  it("reports every problem at once", () => {
    const problems = facebookAdapter.validate(makeInput("facebook", { text: "x".repeat(63207), media: [image(), video()] }));
    expect(problems.map(withoutFacts)).toEqual(
      expect.arrayContaining([
        { field: "caption", message: "text is too long: 63207 characters, at most 63206", kind: "too_long" },
        { field: "mediaUrls", message: "images and videos cannot be mixed in one post", kind: "unsupported" },
      ]),
    );
  });

  it("requires text or media, and a video for a reel", () => {
    expect(facebookAdapter.validate(makeInput("facebook", { text: "  " })).map(withoutFacts)).toContainEqual({
      field: "caption",
      message: "a caption or media is required",
      kind: "required",
    });
    expect(facebookAdapter.validate(makeInput("facebook", { postType: "reel", media: [image()] })).map(withoutFacts)).toContainEqual({
      field: "mediaUrls",
      message: "a reel needs exactly one video",
      kind: "invalid",
    });
  });

  it("an over-long message that slips past validation is refused as invalid content", async () => {
    const { row: r, pageId } = row({ text: "z".repeat(63300) });
    await r.prepare();
    const error = await r.publishOne().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformInvalidContentError);
    expect((error as Error).message).toMatch(/too long/);
    expect(feedPosts(pageId)).toHaveLength(0);
  });

  it("a photo Facebook cannot fetch is invalid content", async () => {
    const { row: r } = row({ media: [image("missing.jpg")] });
    await expect(r.prepare()).rejects.toBeInstanceOf(PlatformInvalidContentError);
  });
});

describe("facebook: rate limits and tokens", () => {
  it("a page-level throttle (code 32) is rate_limited until the business-use-case reset", async () => {
    server.faults.rateLimit({ match: /\/feed$/, code: 32, regainMinutes: 9 });
    const { row: r, pageId } = row({ text: "busy" });
    await r.prepare();
    const error = (await r.publishOne().catch((e: unknown) => e)) as PlatformRateLimitedError;
    expect(error).toBeInstanceOf(PlatformRateLimitedError);
    expect(Math.round((error.retryAt.getTime() - Date.now()) / 60_000)).toBe(9);
    expect(feedPosts(pageId)).toHaveLength(0);
  });

  it("an expired page token is auth_expired; refreshToken mints a new page token from the user token", async () => {
    const acct = page();
    server.expireToken(acct.pageToken);
    const { row: r } = row({ text: "after refresh" }, acct);
    await r.prepare();
    await expect(r.publishOne()).rejects.toBeInstanceOf(PlatformAuthExpiredError);

    const renewed = await facebookAdapter.refreshToken!(acct.account, new AbortController().signal);
    expect(renewed.accessToken).not.toBe(acct.pageToken);
    expect(renewed.refreshToken).not.toBe(acct.userToken);
    r.account = { ...acct.account, credentials: { accessToken: renewed.accessToken, refreshToken: renewed.refreshToken ?? null, expiresAt: null } };
    await r.publishAll();
    expect(feedPosts(acct.pageId)).toHaveLength(1);
  });

  it("when the user token has expired too, refresh fails for good and asks for a reconnect", async () => {
    const acct = page();
    server.expireToken(acct.pageToken);
    server.expireToken(acct.userToken);
    const error = await facebookAdapter.refreshToken!(acct.account, new AbortController().signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformAuthExpiredError);
    expect((error as Error).message).toMatch(/reconnect/);
  });
});

describe("facebook: publishing exactly once across a crash", () => {
  it("text post applied but the answer lost: found on the page feed, not posted twice", async () => {
    const { row: r, pageId } = row({ text: `crash ${Math.random()}` });
    await r.prepare();
    server.faults.dropResponse({ match: /\/feed$/ });
    await expect(r.publishOne()).rejects.toThrow();
    expect(await r.recover()).toBe("found");
    expect(r.items[0].remotePostId).toBe(feedPosts(pageId)[0].id);
    expect(feedPosts(pageId)).toHaveLength(1);
  });

  it("crash before the feed call reached Facebook: absent, then one post", async () => {
    const { row: r, pageId } = row({ text: "not yet", media: [image()] });
    await r.prepare();
    expect(await r.recover()).toBe("absent");
    await r.publishAll();
    expect(feedPosts(pageId)).toHaveLength(1);
  });

  it("reel finish applied but the answer lost: the video's publishing phase says it is live", async () => {
    const { row: r, pageId } = row({ postType: "reel", media: [video()] });
    await r.prepare();
    await r.pollUntilReady();
    server.faults.dropResponse({ match: /video_reels$/ });
    await expect(r.publishOne()).rejects.toThrow();
    expect(await r.recover()).toBe("found");
    expect(r.items[0].remotePostId).toBe(r.state.videoId);
    expect(server.publishedCount(pageId)).toBe(1);
  });

  it("video published but the answer lost while Meta still processes it: found among the page's videos, not uploaded or published twice", async () => {
    const { row: r, pageId, userToken } = row({ text: `video ${Math.random()}`, media: [video()] });
    await r.prepare();
    await r.pollUntilReady();
    expect(await r.recover()).toBe("absent");
    server.faults.dropResponse({ match: /^POST \/\d+\/videos$/ });
    await expect(r.publishOne()).rejects.toThrow();
    // Still processing when the pipeline asks: the stand-in lists it only among the page's videos, never in its feed.
    const [only] = [...server.store.videos.values()].filter((v) => v.pageId === pageId);
    expect(only.processingPollsLeft).toBeGreaterThan(0);
    expect(await r.recover()).toBe("found");
    expect(r.items[0]).toMatchObject({ remotePostId: only.id, remotePermalink: `https://www.facebook.com/${pageId}/videos/${only.id}/` });
    expect(server.publishedCount(pageId)).toBe(1);
    const admin = server.store.tokens.get(userToken)!.subject;
    expect([...server.store.uploads.values()].filter((u) => u.userId === admin)).toHaveLength(1);
    expect(server.requests.filter((q) => q.method === "POST" && q.path === `/${pageId}/videos`)).toHaveLength(1);
  });

  it("a video without a description whose answer was lost cannot be matched: unknown, not absent", async () => {
    const { row: r, pageId } = row({ text: "", media: [video()] });
    await r.prepare();
    server.faults.dropResponse({ match: /^POST \/\d+\/videos$/ });
    await expect(r.publishOne()).rejects.toThrow();
    expect(await r.recover()).toBe("unknown");
    expect(server.publishedCount(pageId)).toBe(1);
  });
});

describe("facebook: metrics", () => {
  it("maps reactions, comments, shares and media views of a feed post", async () => {
    const { row: r, account: acct } = row({ text: "metrics" });
    const [item] = await r.run();
    server.setInsights(item.remotePostId, { reactions: 42, comments: 6, shares: 3, post_media_view: 900, post_total_media_view_unique: 610 });
    const metrics = await facebookAdapter.fetchMetrics(
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
    expect(metrics).toEqual({ views: 900, reach: 610, likes: 42, comments: 6, shares: 3, saves: null, impressions: null, reposts: null });
  });

  it("maps video views and likes of a reel", async () => {
    const { row: r, account: acct } = row({ postType: "reel", media: [video()] });
    const [item] = await r.run();
    server.setInsights(item.remotePostId, { total_video_views: 5000, total_video_views_unique: 3100, likes: 120, comments: 9 });
    const metrics = await facebookAdapter.fetchMetrics(
      {
        postId: r.input.postId,
        remotePostId: item.remotePostId,
        remotePublishId: item.remotePostId,
        remotePermalink: null,
        publishedAt: new Date(),
        items: [item],
        state: r.state,
      },
      acct,
      new AbortController().signal,
    );
    expect(metrics).toMatchObject({ views: 5000, reach: 3100, likes: 120, comments: 9, shares: null });
    expect(metrics.notes).toBeUndefined();
    // Only metrics of the Graph version in use are asked for: the retired total_video_impressions family is not.
    expect(server.requests.filter((r) => r.path.endsWith("/video_insights")).map((r) => r.params.metric)).not.toContainEqual(
      expect.stringContaining("impressions"),
    );
  });

  it("a metric Graph refuses costs only its own counter, and the refusal is kept as a note", async () => {
    const { row: r, account: acct } = row({ postType: "reel", media: [video()] });
    const [item] = await r.run();
    server.setInsights(item.remotePostId, { total_video_views: 700, likes: 3, comments: 1 });
    // This video has no unique-views figure: Graph refuses that metric (and so the combined request).
    delete server.store.videos.get(item.remotePostId)!.insights.total_video_views_unique;
    const metrics = await facebookAdapter.fetchMetrics(
      {
        postId: r.input.postId,
        remotePostId: item.remotePostId,
        remotePublishId: item.remotePostId,
        remotePermalink: null,
        publishedAt: new Date(),
        items: [item],
        state: r.state,
      },
      acct,
      new AbortController().signal,
    );
    expect(metrics).toMatchObject({ views: 700, reach: null, likes: 3, comments: 1 });
    expect(metrics.notes).toEqual([expect.stringMatching(/^Facebook did not give total_video_views_unique: .*valid insights metric/)]);
  });
});

describe("facebook: the first comment", () => {
  it("comments under the Page post as the Page, and finds the comment after a lost answer", async () => {
    const { row: r, pageId } = row({ text: "Fresh bread at 8", options: { firstComment: "Order here: https://example.com/order" } });
    const [post] = await r.run();
    const comment = await r.postComment("Order here: https://example.com/order");
    expect(commentsOf(server.store)).toContainEqual(expect.objectContaining({ id: comment.remotePostId, objectId: post.remotePostId, authorId: pageId }));
    expect(comment.remotePermalink).toContain("comment_id=");
    expect(await facebookAdapter.firstComment!.findExisting(r.commentCtx("Order here: https://example.com/order"))).toEqual({ status: "found", item: comment });
    expect(await facebookAdapter.firstComment!.findExisting(r.commentCtx("something else"))).toEqual({ status: "absent" });
  });

  it("posts a photo comment through attachment_url when the comment has an image", async () => {
    const options = { firstComment: "Today's loaves", firstCommentMedia: [{ url: server.mediaUrl("loaves.jpg") }] };
    const { row: r } = row({ text: "Fresh bread at 9", options });
    await r.run();
    const comment = await r.postComment("Today's loaves");
    expect(commentsOf(server.store)).toContainEqual(expect.objectContaining({ id: comment.remotePostId, attachmentUrl: server.mediaUrl("loaves.jpg") }));
  });

  it("says to reconnect when the Page was connected without pages_manage_engagement", async () => {
    const { row: r } = row({ text: "Old connection" });
    await r.run();
    r.account = { ...r.account, grantedScopes: ["pages_show_list", "pages_read_engagement", "pages_manage_posts"] };
    await expect(r.postComment("hi")).rejects.toThrow(/reconnect it, then retry the comment/);
  });
});
