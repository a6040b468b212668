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
