import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mastodonRateLimit, startFakeMastodon, type FakeMastodon } from "@/test/fakes/mastodon-server";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { startMediaServer } from "@/test/fakes/social-fake-http";
import { pngBytes } from "@/test/fakes/social-fake-png";
import { accountContext, publishInput, RowRun } from "@/test/fakes/social-adapter-harness";
import { PlatformAuthExpiredError, PlatformInvalidContentError, PlatformRateLimitedError, toPlatformError } from "../errors";
import { mastodonAdapter } from "./adapter";
import { mastodonTextLength } from "./text-length";
import { validateMastodon } from "./validate";

let mastodon: FakeMastodon;
let media: { url: string; close(): Promise<void> };
let token: string;

beforeAll(async () => {
  mastodon = await startFakeMastodon();
  // The stand-in instance is on loopback, which a user-named server may not be unless the operator allows it.
  allowMediaHost(mastodon.url);
  media = await startMediaServer({
    "/a.png": { bytes: pngBytes(4, 2), type: "image/png" },
    "/clip.mp4": { bytes: new Uint8Array(4096).fill(1), type: "video/mp4" },
  });
  allowMediaHost(media.url);
});
afterAll(async () => {
  await mastodon.close();
  await media.close();
});
afterEach(() => {
  mastodon.statuses.length = 0;
});

// The instance URL comes from the account's settings, the way a connected account stores it.
const account = (accessToken = token) =>
  accountContext("mastodon", { accessToken, platformAccountId: mastodon.account.id, settings: { instanceUrl: mastodon.url, accountId: mastodon.account.id } });

describe("mastodon adapter", () => {
  beforeAll(() => {
    token = mastodon.issueToken();
  });

  it("publishes a text status with visibility, spoiler, language and the row id as Idempotency-Key", async () => {
    const input = publishInput("mastodon", {
      text: "Hello fediverse & friends",
      options: { visibility: "unlisted", spoilerText: "launch", sensitive: true, language: "en" },
    });
    const [item] = await new RowRun(mastodonAdapter, input, account()).publishAll();
    expect(mastodon.statuses).toEqual([
      expect.objectContaining({
        text: "Hello fediverse & friends",
        visibility: "unlisted",
        spoiler_text: "launch",
        sensitive: true,
        language: "en",
        idempotencyKey: input.postId,
      }),
    ]);
    const id = mastodon.statuses[0].id;
    expect(item).toEqual({ remotePostId: id, remotePublishId: null, remotePermalink: `${mastodon.url}/@alice/${id}` });
  });

  it("uploads an image with alt text and a video that needs processing, then attaches both", async () => {
    mastodon.setVideoPolls(2);
    const input = publishInput("mastodon", {
      text: "media",
      media: [
        { url: `${media.url}/a.png`, kind: "image", altText: "a red square" },
        { url: `${media.url}/clip.mp4`, kind: "video" },
      ],
    });
    const run = new RowRun(mastodonAdapter, input, account());
    await run.prepare();
    const mediaIds = run.state.mediaIds as string[];
    expect(mediaIds).toHaveLength(2);
    expect(await mastodonAdapter.poll(run.ctx())).toMatchObject({ status: "pending" });
    await run.pollUntilReady();
    await run.publishOne();
    expect(mastodon.statuses[0].media_ids).toEqual(mediaIds);
    expect(mastodon.media.get(mediaIds[0])).toMatchObject({ type: "image", description: "a red square", bytes: pngBytes(4, 2).byteLength });
    expect(run.items[0].remotePublishId).toBe(mediaIds.join(","));
  });

  it("publishing before the video is processed is a retryable refusal, not a failure", async () => {
    mastodon.setVideoPolls(5);
    const run = new RowRun(mastodonAdapter, publishInput("mastodon", { text: "v", media: [{ url: `${media.url}/clip.mp4`, kind: "video" }] }), account());
    await run.prepare();
    const error = await run.publishOne().catch((e) => e);
    expect(error.kind).toBe("retryable");
    expect(error.notApplied).toBe(true);
  });

  it("refuses a media URL that resolves to a private address, naming it; nothing reaches the instance", async () => {
    const uploads = mastodon.requests.filter((r) => r.path.includes("/media")).length;
    // Served for real, but under a name that is not the allowed 127.0.0.1:<port>, so the address check applies.
    const inside = `${media.url.replace("//127.0.0.1:", "//localhost:")}/a.png`;
    const error = await new RowRun(mastodonAdapter, publishInput("mastodon", { text: "x", media: [{ url: inside, kind: "image" }] }), account())
      .prepare()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformInvalidContentError); // the row fails, it is not retried
    expect(error).toMatchObject({ field: "mediaUrls[0]", notApplied: true });
    expect((error as Error).message).toMatch(
      /^mediaUrls\[0\] cannot be fetched: localhost:\d+ resolves to a private or reserved address \(127\.0\.0\.1\); media must be on a public host/,
    );
    // A type the network cannot take is refused before upload, too.
    const wrongType = await new RowRun(
      mastodonAdapter,
      publishInput("mastodon", { text: "x", media: [{ url: `${media.url}/a.png`, kind: "video" }] }),
      account(),
    )
      .prepare()
      .catch((e: unknown) => e);
    expect(wrongType).toMatchObject({
      kind: "invalid_content",
      message: expect.stringMatching(/^mediaUrls\[0\] cannot be used: .* is image\/png; expected video\/\*$/),
    });
    expect(mastodon.requests.filter((r) => r.path.includes("/media")).length).toBe(uploads);
  });

  it("counts URLs as 23 characters and remote mentions by their local part", () => {
    const url = `https://example.com/${"a".repeat(200)}`;
    expect(mastodonTextLength(`see ${url}`)).toBe(4 + 23);
    expect(mastodonTextLength("hi @bob@mastodon.social")).toBe("hi @bob".length);
    const fits = publishInput("mastodon", { text: `${"x".repeat(470)} ${url}` });
    expect(mastodonAdapter.validate(fits)).toEqual([]);
    const tooLong = publishInput("mastodon", { text: "x".repeat(501) });
    expect(mastodonAdapter.validate(tooLong)).toMatchObject([{ field: "caption", message: "text is too long: 501 characters, at most 500", kind: "too_long" }]);
  });

  it("reports missing content and wrong options, and the instance refuses an over-long status with 422", async () => {
    expect(mastodonAdapter.validate(publishInput("mastodon", { text: " " }))).toMatchObject([
      { field: "caption", message: "a caption or media is required", kind: "required" },
    ]);
    expect(mastodonAdapter.validate(publishInput("mastodon", { text: "x", options: { visibility: "everyone" } }))).toEqual([
      { field: "platformOptions.mastodon.visibility", message: "visibility must be one of public, unlisted, private, direct", kind: "invalid" },
    ]);
    const error = await new RowRun(mastodonAdapter, publishInput("mastodon", { text: "y".repeat(600) }), account()).publishOne().catch((e) => e);
    expect(error).toBeInstanceOf(PlatformInvalidContentError);
    expect(error.message).toMatch(/character limit of 500 exceeded/);
  });

  it("429 becomes rate_limited until X-RateLimit-Reset", async () => {
    const reset = new Date(Date.now() + 5 * 60_000);
    mastodon.inject(/\/api\/v1\/statuses$/, { kind: "reply", reply: mastodonRateLimit(reset) });
    const error = await new RowRun(mastodonAdapter, publishInput("mastodon", { text: "busy" }), account()).publishAll().catch((e) => e);
    expect(error).toBeInstanceOf(PlatformRateLimitedError);
    expect(Math.abs(error.retryAt.getTime() - reset.getTime())).toBeLessThan(1000);
  });

  it("a revoked token is auth_expired, and the refresh check confirms it (reconnect); a valid token passes it unchanged", async () => {
    const revoked = mastodon.issueToken();
    mastodon.revokeToken(revoked);
    await expect(new RowRun(mastodonAdapter, publishInput("mastodon", { text: "x" }), account(revoked)).publishAll()).rejects.toBeInstanceOf(
      PlatformAuthExpiredError,
    );
    await expect(mastodonAdapter.refreshToken!(account(revoked), AbortSignal.timeout(5000))).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    expect(await mastodonAdapter.refreshToken!(account(), AbortSignal.timeout(5000))).toEqual({ accessToken: token });
  });

  it("a token without write:statuses (granular scopes) is auth_expired: reconnect and allow it", async () => {
    const readOnly = mastodon.issueToken(["read", "write:media"]);
    const error = await new RowRun(mastodonAdapter, publishInput("mastodon", { text: "x" }), account(readOnly)).publishAll().catch((e) => e);
    expect(error).toBeInstanceOf(PlatformAuthExpiredError);
    expect((error as Error).message).toMatch(/reconnect the account and allow it/);
  });

  it("a 403 with another reason (a disabled login) stays a permanent refusal with the instance's words", async () => {
    mastodon.inject(/\/api\/v1\/statuses$/, { kind: "reply", reply: { status: 403, body: { error: "Your login is currently disabled" } } });
    const error = await new RowRun(mastodonAdapter, publishInput("mastodon", { text: "x" }), account()).publishAll().catch((e) => e);
    expect(error).toMatchObject({ kind: "permanent", status: 403, message: expect.stringContaining("Your login is currently disabled") });
  });

  it("an account without an instance is refused before any request", async () => {
    const orphan = accountContext("mastodon", { accessToken: token, settings: {} });
    const error = await new RowRun(mastodonAdapter, publishInput("mastodon", { text: "x" }), orphan).publishAll().catch((e) => e);
    expect(error.kind).toBe("permanent");
    expect(error.message).toMatch(/no instance URL/);
  });

  it("a crash between prepare and publish, or after an unanswered publish, never makes a second status", async () => {
    const input = publishInput("mastodon", { text: "exactly once", media: [{ url: `${media.url}/a.png`, kind: "image" }] });
    const run = new RowRun(mastodonAdapter, input, account());
    await run.prepare();
    // Crash before publish: nothing is public, findExisting says absent, the resumed row publishes once.
    expect(await mastodonAdapter.findExisting(run.ctx())).toEqual({ status: "absent" });
    mastodon.inject(/\/api\/v1\/statuses$/, { kind: "drop-after-apply" });
    const lost = toPlatformError(await run.publishOne().catch((e) => e));
    expect(lost.notApplied).toBe(false);
    expect(mastodon.statuses).toHaveLength(1);
    // The answer was lost: findExisting finds it by its media, read-only.
    const found = await mastodonAdapter.findExisting(run.ctx());
    expect(found).toMatchObject({ status: "found", item: { remotePostId: mastodon.statuses[0].id } });
    // Even a blind re-send with the same Idempotency-Key returns the same status.
    await run.publishOne();
    expect(mastodon.statuses).toHaveLength(1);
    expect(run.items[0].remotePostId).toBe(mastodon.statuses[0].id);
  });

  it("finds a text-only status after a lost answer by its text", async () => {
    const run = new RowRun(mastodonAdapter, publishInput("mastodon", { text: "Fish & chips <3\nsecond line" }), account());
    await run.prepare();
    mastodon.inject(/\/api\/v1\/statuses$/, { kind: "drop-after-apply" });
    await run.publishOne().catch(() => undefined);
    expect(await mastodonAdapter.findExisting(run.ctx())).toMatchObject({ status: "found", item: { remotePostId: mastodon.statuses[0].id } });
  });

  describe("a thread (options.chainItems)", () => {
    const thread = (chainItems: Array<Record<string, unknown>>, options: Record<string, unknown> = {}) =>
      publishInput("mastodon", { text: "1/ A thread", options: { ...options, chainItems } });

    it("publishes each part as a reply to the one before, with its own Idempotency-Key, media and the post's visibility", async () => {
      const input = thread([{ text: "2/ middle" }, { text: "3/ with a picture", mediaUrl: `${media.url}/a.png`, mediaType: "image", altText: "a square" }], {
        visibility: "unlisted",
      });
      const items = await new RowRun(mastodonAdapter, input, account()).publishAll();
      expect(items.map((i) => i.remotePostId)).toEqual(mastodon.statuses.map((s) => s.id));
      const [one, two, three] = mastodon.statuses;
      expect(mastodon.statuses.map((s) => [s.text, s.in_reply_to_id, s.idempotencyKey, s.visibility])).toEqual([
        ["1/ A thread", null, input.postId, "unlisted"],
        ["2/ middle", one.id, `${input.postId}:1`, "unlisted"],
        ["3/ with a picture", two.id, `${input.postId}:2`, "unlisted"],
      ]);
      expect([one.replies_count, two.replies_count, three.replies_count]).toEqual([1, 1, 0]);
      expect(three.media_ids).toHaveLength(1);
      expect(mastodon.media.get(three.media_ids[0])).toMatchObject({ type: "image", description: "a square" });
      expect(items[2].remotePublishId).toBe(three.media_ids[0]);
    });

    it("part 2 created but its answer lost: findExisting finds the reply and only part 3 is published next", async () => {
      const run = new RowRun(mastodonAdapter, thread([{ text: "2/ answer lost" }, { text: "3/ resumed" }]), account());
      await run.prepare();
      expect(await run.publishOne()).toBe(true);
      mastodon.inject(/\/api\/v1\/statuses$/, { kind: "drop-after-apply" });
      expect(toPlatformError(await run.publishOne().catch((e) => e)).notApplied).toBe(false);
      expect(mastodon.statuses).toHaveLength(2);
      const found = await mastodonAdapter.findExisting(run.ctx());
      expect(found).toMatchObject({ status: "found", item: { remotePostId: mastodon.statuses[1].id }, more: true });
      if (found.status !== "found") throw new Error("not found");
      run.items = [...run.items, found.item];
      expect(await run.publishOne()).toBe(false);
      expect(mastodon.statuses.map((s) => s.text)).toEqual(["1/ A thread", "2/ answer lost", "3/ resumed"]);
      expect(mastodon.statuses[2].in_reply_to_id).toBe(mastodon.statuses[1].id);
      // A blind re-send of part 2 with its key returns the same status: the key is per part, not per row.
      const again = await mastodonAdapter.publish({ ...run.ctx(), items: run.items.slice(0, 1) });
      expect(again.item.remotePostId).toBe(mastodon.statuses[1].id);
      expect(mastodon.statuses).toHaveLength(3);
    });

    it("a part not yet created is absent (same text as a status elsewhere does not count), then published once", async () => {
      const run = new RowRun(mastodonAdapter, thread([{ text: "1/ A thread" }]), account());
      await run.prepare();
      await run.publishOne();
      // The post has the same text as part 2, but it replies to nothing: part 2 is not there yet.
      expect(await mastodonAdapter.findExisting(run.ctx())).toEqual({ status: "absent" });
      await run.publishOne();
      expect(mastodon.statuses.map((s) => s.in_reply_to_id)).toEqual([null, mastodon.statuses[0].id]);
    });

    it("the instance refuses a reply to a status that does not exist (404)", async () => {
      const run = new RowRun(mastodonAdapter, thread([{ text: "2/ orphan" }]), account());
      await run.prepare();
      run.items = [{ remotePostId: "999", remotePermalink: null }];
      const error = await run.publishOne().catch((e) => e);
      expect(error).toMatchObject({ kind: "permanent", status: 404, message: "Mastodon refused publishing part 2 of the thread: Record not found" });
      expect(mastodon.statuses).toHaveLength(0);
    });

    it("validates each part against the instance's limit in Mastodon's counting, naming the field", () => {
      const url = `https://example.com/${"a".repeat(200)}`;
      const input = thread([{ text: `${"x".repeat(470)} ${url}` }, { text: "y".repeat(501) }, { text: "  " }]);
      expect(mastodonAdapter.validate(input)).toMatchObject([
        { field: "platformOptions.mastodon.chainItems[1].text", message: "chainItems[1].text is too long: 501 characters, at most 500", kind: "too_long" },
        { field: "platformOptions.mastodon.chainItems[2].text", message: "chainItems[2].text is required", kind: "required" },
      ]);
      expect(validateMastodon(input, { maxCharacters: 1000 })).toMatchObject([
        { field: "platformOptions.mastodon.chainItems[2].text", message: "chainItems[2].text is required", kind: "required" },
      ]);
    });
  });

  it("maps favourites, reblogs and replies to metrics", async () => {
    const [item] = await new RowRun(mastodonAdapter, publishInput("mastodon", { text: "count me" }), account()).publishAll();
    Object.assign(mastodon.statuses[0], { favourites_count: 7, reblogs_count: 3, replies_count: 2 });
    const metrics = await mastodonAdapter.fetchMetrics(
      { postId: "p", remotePostId: item.remotePostId, remotePublishId: null, remotePermalink: null, publishedAt: new Date(), items: [item], state: {} },
      account(),
      AbortSignal.timeout(5000),
    );
    expect(metrics).toEqual({ views: null, likes: 7, comments: 2, shares: null, reach: null, saves: null, impressions: null, reposts: 3 });
  });
});

describe("mastodon first comment", () => {
  beforeAll(() => {
    token = mastodon.issueToken();
  });

  it("replies to the post in its audience, with a key of its own, and finds the reply again after a lost answer", async () => {
    const input = publishInput("mastodon", { text: "Launch day", options: { visibility: "unlisted", firstComment: "Details: https://example.com/launch" } });
    const run = new RowRun(mastodonAdapter, input, account());
    const [post] = await run.publishAll();
    const comment = await run.postComment("Details: https://example.com/launch");
    const reply = mastodon.statuses.find((s) => s.id === comment.remotePostId)!;
    expect(reply).toMatchObject({ in_reply_to_id: post.remotePostId, visibility: "unlisted", idempotencyKey: `${input.postId}:first-comment` });
    expect(await mastodonAdapter.firstComment!.findExisting(run.commentCtx("Details: https://example.com/launch"))).toEqual({ status: "found", item: comment });
    expect(await mastodonAdapter.firstComment!.findExisting(run.commentCtx("another text"))).toEqual({ status: "absent" });
    // Sent again with the same key (the answer was lost): the instance hands back the first reply.
    expect((await run.postComment("Details: https://example.com/launch")).remotePostId).toBe(comment.remotePostId);
    expect(mastodon.statuses.filter((s) => s.in_reply_to_id === post.remotePostId)).toHaveLength(1);
  });

  it("uploads the comment's image with its description and attaches it to the reply", async () => {
    const options = { firstComment: "The poster", firstCommentMedia: [{ url: `${media.url}/a.png`, altText: "A launch poster" }] };
    const run = new RowRun(mastodonAdapter, publishInput("mastodon", { text: "Launch day", options }), account());
    await run.publishAll();
    const comment = await run.postComment("The poster");
    const reply = mastodon.statuses.find((s) => s.id === comment.remotePostId)!;
    expect(reply.media_ids).toHaveLength(1);
    expect(mastodon.media.get(reply.media_ids[0])).toMatchObject({ description: "A launch poster", attached: true });
    expect(comment.remotePublishId).toBe(reply.media_ids[0]);
  });
});
