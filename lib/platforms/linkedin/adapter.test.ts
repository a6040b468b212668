import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeLinkedinServer, LINKEDIN_CLIENT } from "@/test/fakes/linkedin-server";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { commentContext, phaseContext, prepareUntilReady, publishAll, publishInput } from "@/test/fakes/oauth-phase-runner";
import { PlatformAuthExpiredError, PlatformPermanentError, PlatformRateLimitedError, PlatformRetryableError } from "../errors";
import type { AccountContext, PublishInput, ResolvedMedia } from "../types";
import { validateForPlatform } from "../rules";
import { linkedinAdapter } from "./adapter";
import { fromLittleText, toLittleText } from "./little-text";

const li = new FakeLinkedinServer();
const media = new FakeMediaHost();

beforeAll(async () => {
  await Promise.all([li.start(), media.start()]);
  allowMediaHost(media.url);
  process.env.LINKEDIN_API_BASE_URL = li.url;
  process.env.LINKEDIN_CLIENT_ID = LINKEDIN_CLIENT.clientId;
  process.env.LINKEDIN_CLIENT_SECRET = LINKEDIN_CLIENT.clientSecret;
});
afterAll(async () => {
  await Promise.all([li.stop(), media.stop()]);
  delete process.env.LINKEDIN_API_BASE_URL;
});

/** An account of an app with LinkedIn's partner permission r_member_social (reads posts), or of a member app without it (the default here). */
function account(partner = false): AccountContext {
  const scopes = partner ? "openid profile w_member_social r_member_social" : "openid profile w_member_social";
  const tokens = li.oauth.issueTokens("user-1", scopes);
  return {
    grantedScopes: scopes.split(" "),
    id: crypto.randomUUID(),
    platform: "linkedin",
    platformAccountId: "abC123xYz",
    platformUsername: "Pat Example",
    settings: { authorUrn: li.personUrn },
    credentials: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: null },
  };
}

const input = (partial: Partial<PublishInput> = {}) => publishInput({ platform: "linkedin", text: `Quarterly update ${crypto.randomUUID()}`, ...partial });
const postOf = (urn: string) => li.posts.find((p) => p.urn === urn)!;

describe("LinkedIn little text format", () => {
  it("escapes reserved characters and keeps hashtags as templates", () => {
    const text = "Results (Q3) are in: 50% growth @ scale [draft] <b> a_b *c* ~d~ | {x} back\\slash #launch #AI2026";
    const escaped = toLittleText(text);
    expect(escaped).toContain("\\(Q3\\)");
    expect(escaped).toContain("{hashtag|\\#|launch}");
    expect(fromLittleText(escaped)).toBe(text);
  });
});

describe("LinkedIn adapter", () => {
  it("validates every problem: over-long commentary, mixed media", () => {
    const problems = linkedinAdapter.validate(
      input({
        text: "x".repeat(3001),
        media: [
          { url: "https://cdn.example/a.png", kind: "image" },
          { url: "https://cdn.example/v.mp4", kind: "video" },
        ],
      }),
    );
    expect(problems.map((p) => p.message)).toEqual(["text is too long: 3001 characters, at most 3000", "images and videos cannot be mixed in one post"]);
  });

  it("publishes text with reserved characters intact (not cut at the first one)", async () => {
    const text = `Big news (really) for #founders: we're live! ${crypto.randomUUID()}`;
    const { items } = await publishAll(linkedinAdapter, phaseContext(input({ text }), account()));
    expect(items[0].remotePostId).toMatch(/^urn:li:share:/);
    expect(items[0].remotePermalink).toBe(`https://www.linkedin.com/feed/update/${items[0].remotePostId}/`);
    expect(fromLittleText(postOf(items[0].remotePostId).commentary)).toBe(text);
  });

  it("publishes one image as media and several as multiImage", async () => {
    const one = await publishAll(
      linkedinAdapter,
      phaseContext(input({ media: [{ url: media.add("one.png", "image/png", 1200), kind: "image" }], mediaType: "image" }), account()),
    );
    expect(postOf(one.items[0].remotePostId).content?.media?.id).toMatch(/^urn:li:image:/);
    const urls = ["m1.jpg", "m2.jpg", "m3.jpg"].map((name) => ({ url: media.add(name, "image/jpeg", 900), kind: "image" as const }));
    const many = await publishAll(linkedinAdapter, phaseContext(input({ media: urls, mediaType: "image" }), account()));
    expect(postOf(many.items[0].remotePostId).content?.multiImage?.images).toHaveLength(3);
  });

  it("uploads a video in the parts LinkedIn asks for, finalizes with their ETags and waits for AVAILABLE", async () => {
    li.partSize = 1024 * 1024;
    li.videoProcessingChecks = 2;
    const url = media.add("talk.mp4", "video/mp4", 2.5 * 1024 * 1024);
    const ctx = phaseContext(input({ media: [{ url, kind: "video" }], mediaType: "video" }), account());
    const prepared = await linkedinAdapter.prepare(ctx);
    const urn = (prepared.state!.mediaUrns as string[])[0];
    expect(li.assets.get(urn)?.received.size).toBe(3);
    expect((await linkedinAdapter.poll({ ...ctx, state: prepared.state! })).status).toBe("pending");
    const { items } = await publishAll(linkedinAdapter, { ...ctx, state: prepared.state! });
    expect(postOf(items[0].remotePostId).content?.media?.id).toBe(urn);
  });

  it("a 429 is rate_limited", async () => {
    li.rateLimit(/^\/rest\/posts$/);
    await expect(linkedinAdapter.publish(phaseContext(input(), account()))).rejects.toBeInstanceOf(PlatformRateLimitedError);
  });

  it("a sunset LinkedIn-Version (426) fails permanently, naming LINKEDIN_API_VERSION; a current one set there works", async () => {
    li.oldestLiveVersion = "209901";
    try {
      const failure = linkedinAdapter.publish(phaseContext(input(), account()));
      await expect(failure).rejects.toBeInstanceOf(PlatformPermanentError);
      await expect(failure).rejects.toThrow(/API version 202609 .*set LINKEDIN_API_VERSION/);
      process.env.LINKEDIN_API_VERSION = "209901";
      const result = await linkedinAdapter.publish(phaseContext(input(), account()));
      expect(result.item.remotePostId).toMatch(/^urn:li:share:/);
    } finally {
      li.oldestLiveVersion = "202511";
      delete process.env.LINKEDIN_API_VERSION;
    }
  });

  it("an expired token is auth_expired; refreshToken() gets a working one", async () => {
    const acct = account();
    li.oauth.expireAccessToken(acct.credentials.accessToken!);
    const ctx = phaseContext(input(), acct);
    await expect(linkedinAdapter.publish(ctx)).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    const refreshed = await linkedinAdapter.refreshToken!(acct, AbortSignal.timeout(5000));
    const result = await linkedinAdapter.publish({ ...ctx, account: { ...acct, credentials: { ...acct.credentials, accessToken: refreshed.accessToken } } });
    expect(result.item.remotePostId).toMatch(/^urn:li:share:/);
  });

  it("after a crash between the armed publish and its result, findExisting finds the post", async () => {
    const ctx = phaseContext(input({ media: [{ url: media.add("crash.png", "image/png", 800), kind: "image" }], mediaType: "image" }), account(true));
    const state = await prepareUntilReady(linkedinAdapter, ctx);
    const lost = await linkedinAdapter.publish({ ...ctx, state });
    const before = li.posts.length;
    expect(await linkedinAdapter.findExisting({ ...ctx, state })).toMatchObject({ status: "found", item: { remotePostId: lost.item.remotePostId } });
    expect(li.posts.length).toBe(before);
  });

  it("when the create request never arrived, findExisting says absent", async () => {
    const ctx = phaseContext(input({ text: `Only once (please) ${crypto.randomUUID()}` }), account(true));
    const state = await prepareUntilReady(linkedinAdapter, ctx);
    li.fail({ method: "POST", path: /^\/rest\/posts$/, respond: "drop" });
    await expect(linkedinAdapter.publish({ ...ctx, state })).rejects.toBeInstanceOf(PlatformRetryableError);
    expect(await linkedinAdapter.findExisting({ ...ctx, state })).toEqual({ status: "absent" });
    const result = await linkedinAdapter.publish({ ...ctx, state });
    expect(await linkedinAdapter.findExisting({ ...ctx, state })).toMatchObject({ status: "found", item: { remotePostId: result.item.remotePostId } });
  });

  it("without r_member_social a lost answer cannot be checked: unknown (check the profile), not absent, LinkedIn not asked", async () => {
    const ctx = phaseContext(input({ text: `Lost ${crypto.randomUUID()}` }), account());
    const state = await prepareUntilReady(linkedinAdapter, ctx);
    await linkedinAdapter.publish({ ...ctx, state });
    const lookups = li.count("GET", /^\/rest\/posts$/);
    const result = await linkedinAdapter.findExisting({ ...ctx, state });
    expect(result).toEqual({ status: "unknown", reason: expect.stringMatching(/r_member_social.*look at the LinkedIn profile before publishing it again/) });
    expect(li.count("GET", /^\/rest\/posts$/)).toBe(lookups);
  });

  it("when the scopes are not recorded, the finder's 403 also answers unknown with the same reason", async () => {
    const acct = { ...account(), grantedScopes: [] };
    const ctx = phaseContext(input({ text: `Lost ${crypto.randomUUID()}` }), acct);
    const state = await prepareUntilReady(linkedinAdapter, ctx);
    const lookups = li.count("GET", /^\/rest\/posts$/);
    const result = await linkedinAdapter.findExisting({ ...ctx, state });
    expect(result).toEqual({ status: "unknown", reason: expect.stringMatching(/r_member_social.*look at the LinkedIn profile/) });
    expect(li.count("GET", /^\/rest\/posts$/)).toBe(lookups + 1);
  });

  it("reads likes and comments with the partner permission", async () => {
    const { items } = await publishAll(linkedinAdapter, phaseContext(input(), account(true)));
    const metrics = await linkedinAdapter.fetchMetrics(
      { postId: "p", remotePostId: items[0].remotePostId, remotePublishId: null, remotePermalink: null, publishedAt: new Date(), items, state: {} },
      account(true),
      AbortSignal.timeout(5000),
    );
    expect(metrics).toMatchObject({ likes: 12, comments: 5, impressions: null });
    expect(metrics.notes).toBeUndefined();
  });

  it("without r_member_social, metrics are 'not available for this account' and LinkedIn is not asked (no 403 every hour)", async () => {
    const { items } = await publishAll(linkedinAdapter, phaseContext(input(), account()));
    const ref = { postId: "p", remotePostId: items[0].remotePostId, remotePublishId: null, remotePermalink: null, publishedAt: new Date(), items, state: {} };
    const before = li.count("GET", /socialActions/);
    const metrics = await linkedinAdapter.fetchMetrics(ref, account(), AbortSignal.timeout(5000));
    expect(metrics).toMatchObject({ likes: null, comments: null, notes: [expect.stringContaining("not available for this account")] });
    expect(li.count("GET", /socialActions/)).toBe(before);
    // Scopes not recorded (an older connection): LinkedIn's 403 becomes the same note, not a failed snapshot.
    const unknown = await linkedinAdapter.fetchMetrics(ref, { ...account(), grantedScopes: [] }, AbortSignal.timeout(5000));
    expect(unknown.notes).toEqual([expect.stringContaining("not available for this account")]);
  });
});

// Alt text: content.media.altText for one image, each multiImage image's altText for several, checked by the
// stand-in as the Posts API does (a string of at most 4,086 characters).
const publishImages = async (items: ResolvedMedia[]) => {
  const input = publishInput({ platform: "linkedin", text: `Alt ${crypto.randomUUID()}`, media: items, mediaType: "image" });
  const { items: published } = await publishAll(linkedinAdapter, phaseContext(input, account()));
  return li.posts.find((p) => p.urn === published[0].remotePostId)!;
};

describe("LinkedIn: alt text", () => {
  it("sends one image's alt text on content.media", async () => {
    const post = await publishImages([{ url: media.add("alt1.png", "image/png", 900), kind: "image", altText: "Our team at the booth" }]);
    expect(post.content?.media?.altText).toBe("Our team at the booth");
  });

  it("sends each image's alt text on its multiImage entry, none where there is none", async () => {
    const post = await publishImages([
      { url: media.add("alt2.png", "image/png", 900), kind: "image", altText: "First slide" },
      { url: media.add("alt3.png", "image/png", 900), kind: "image" },
    ]);
    expect(post.content?.multiImage?.images.map((i) => i.altText)).toEqual(["First slide", undefined]);
  });

  it("refuses alt text over 4,086 characters before anything is sent", () => {
    const input = publishInput({ platform: "linkedin", text: "x", media: [{ url: "https://cdn.example/a.png", kind: "image", altText: "a".repeat(4087) }] });
    expect(validateForPlatform(input).map((p) => p.field)).toEqual(["mediaAltTexts[0]"]);
  });
});

describe("LinkedIn adapter: first comment", () => {
  it("comments on the post as the member (little text escaped); a partner app finds it after a lost answer", async () => {
    const acct = account(true);
    const ctx = phaseContext(input(), acct);
    const { items, state } = await publishAll(linkedinAdapter, ctx);
    const done = { ...ctx, items, state };
    const text = "Full report (PDF): https://example.com/q3";
    const comment = await linkedinAdapter.firstComment!.publish(commentContext(done, text));
    expect(li.comments).toContainEqual({ urn: comment.remotePostId, object: items[0].remotePostId, actor: acct.settings.authorUrn, text: toLittleText(text) });
    expect(await linkedinAdapter.firstComment!.findExisting(commentContext(done, text))).toMatchObject({
      status: "found",
      item: { remotePostId: comment.remotePostId },
    });
  });

  it("a member app cannot read comments back: an armed comment is unknown, never re-sent blindly", async () => {
    const ctx = phaseContext(input(), { ...account(), grantedScopes: ["openid", "profile", "w_member_social"] });
    const { items, state } = await publishAll(linkedinAdapter, ctx);
    const found = await linkedinAdapter.firstComment!.findExisting(commentContext({ ...ctx, items, state }, "hello"));
    expect(found).toMatchObject({ status: "unknown", reason: expect.stringMatching(/cannot be checked/) });
  });
});

// An image in the comment: uploaded through the Images API as the member's right before the comment, then
// content[0].entity.image; the stand-in refuses fields the Comments API does not name (an alt text among them)
// and an image that is not the actor's, not uploaded or not yet AVAILABLE.
describe("LinkedIn adapter: first comment image", () => {
  const withImage = async (text: string, file: string, partner = false) => {
    const url = media.add(file, "image/png", 1500);
    const ctx = phaseContext(input({ options: { firstComment: text, firstCommentMedia: [{ url, altText: "Sign-ups per week" }] } }), account(partner));
    const { items, state } = await publishAll(linkedinAdapter, ctx);
    return { ...ctx, items, state };
  };

  it("uploads the image as the member's and comments with it as content[0].entity.image, without alt text", async () => {
    const text = `The chart (weekly) ${crypto.randomUUID()}`;
    const done = await withImage(text, "comment-chart.png", true);
    const comment = await linkedinAdapter.firstComment!.publish(commentContext(done, text));
    const stored = li.comments.find((c) => c.urn === comment.remotePostId)!;
    expect(stored).toMatchObject({
      object: done.items[0].remotePostId,
      actor: li.personUrn,
      text: toLittleText(text),
      image: expect.stringMatching(/^urn:li:image:/),
    });
    expect(comment.remotePublishId).toBe(stored.image);
    const asset = li.assets.get(stored.image!)!;
    expect({ owner: asset.owner, bytes: asset.received.get(0)?.length }).toEqual({ owner: li.personUrn, bytes: 1500 });
    // A partner app finds it again by its text after a lost answer, image or not.
    expect(await linkedinAdapter.firstComment!.findExisting(commentContext(done, text))).toMatchObject({
      status: "found",
      item: { remotePostId: comment.remotePostId },
    });
  });

  it("waits for an image LinkedIn is still processing before commenting", async () => {
    const text = `Processing ${crypto.randomUUID()}`;
    const done = await withImage(text, "comment-slow.png");
    li.imageProcessingChecks = 2;
    try {
      const checks = li.count("GET", /^\/rest\/images\//);
      const comment = await linkedinAdapter.firstComment!.publish(commentContext(done, text));
      expect(li.comments.find((c) => c.urn === comment.remotePostId)?.image).toBe(comment.remotePublishId);
      expect(li.count("GET", /^\/rest\/images\//) - checks).toBe(3);
    } finally {
      li.imageProcessingChecks = 0;
    }
  });

  it("a failed upload leaves no comment and says it was not applied, so a retry needs no lookup", async () => {
    const text = `Upload fails ${crypto.randomUUID()}`;
    const done = await withImage(text, "comment-fails.png");
    const before = li.comments.length;
    li.fail({ method: "PUT", path: /^\/dms-uploads\//, respond: { status: 500, body: { status: 500, message: "Internal Server Error" } } });
    const failure = await linkedinAdapter.firstComment!.publish(commentContext(done, text)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PlatformRetryableError);
    expect((failure as PlatformRetryableError).notApplied).toBe(true);
    expect(li.comments.length).toBe(before);
    // The retry uploads again (the first image stays unused) and comments once.
    const comment = await linkedinAdapter.firstComment!.publish(commentContext(done, text));
    expect(li.comments.filter((c) => c.object === done.items[0].remotePostId)).toEqual([expect.objectContaining({ urn: comment.remotePostId })]);
  });

  it("an image the media host refuses is the comment's problem, named by its field", async () => {
    const text = `Missing image ${crypto.randomUUID()}`;
    const ctx = phaseContext(input({ options: { firstComment: text, firstCommentMedia: [{ url: `${media.url}/missing.png` }] } }), account());
    const { items, state } = await publishAll(linkedinAdapter, ctx);
    await expect(linkedinAdapter.firstComment!.publish(commentContext({ ...ctx, items, state }, text))).rejects.toThrow(
      /platformOptions\.linkedin\.firstCommentMedia\[0\] could not be downloaded/,
    );
  });
});
