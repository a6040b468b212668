import "@/test/use-database";
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getAnalyticsRoute } from "@/app/api/v1/analytics/route";
import { db } from "@/lib/db";
import type { PostMetrics } from "@/lib/platforms/types";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { makeWorkspace } from "@/test/factories";
import { getAnalytics } from "./get-analytics";

const NOW = new Date("2026-11-21T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const none: PostMetrics = { views: null, likes: null, comments: null, shares: null, reach: null, saves: null, impressions: null, reposts: null };

async function publishedPost(
  workspaceId: string,
  platform: string,
  publishedAt: Date,
  extra: { mode?: "live" | "test"; status?: "published" | "partial_published" | "failed" | "draft"; deletedAt?: Date; caption?: string } = {},
) {
  const post = await db.post.create({
    data: {
      workspaceId,
      platforms: [platform],
      caption: extra.caption ?? `${platform} post`,
      mode: extra.mode ?? "live",
      status: extra.status ?? "published",
      publishedAt: extra.status === "draft" ? null : publishedAt,
      deletedAt: extra.deletedAt ?? null,
    },
  });
  return post.id;
}

async function snapshot(
  postId: string,
  workspaceId: string,
  platform: string,
  fetchedAt: Date,
  metrics: Partial<PostMetrics>,
  error: string | null = null,
  notes: string | null = null,
) {
  await db.metricSnapshot.create({ data: { postId, workspaceId, platform, fetchedAt, ...none, ...metrics, error, notes } });
}

let ws: Awaited<ReturnType<typeof makeWorkspace>>;
const ids: Record<string, string> = {};
const asOwner = () => ({ kind: "user" as const, userId: ws.owner.id });

beforeAll(async () => {
  ws = await makeWorkspace(["viewer"]);
  const w = ws.workspaceId;
  ids.instagram = await publishedPost(w, "instagram", daysAgo(2), { caption: "spring launch" });
  await snapshot(ids.instagram, w, "instagram", daysAgo(1), { views: 10, likes: 1 });
  await snapshot(ids.instagram, w, "instagram", daysAgo(0.5), { views: 100, likes: 10, comments: 2, shares: 1, reach: 80, saves: 3, impressions: 130 });
  ids.bluesky = await publishedPost(w, "bluesky", daysAgo(10));
  await snapshot(ids.bluesky, w, "bluesky", daysAgo(9.5), { likes: 1 }, null, "an older note");
  await snapshot(
    ids.bluesky,
    w,
    "bluesky",
    daysAgo(9),
    { likes: 5, reposts: 2, comments: 1 },
    null,
    "Bluesky gives no view counts; figures not available for this account",
  );
  ids.twitter = await publishedPost(w, "twitter", daysAgo(40), { status: "partial_published" });
  await snapshot(ids.twitter, w, "twitter", daysAgo(39), { views: 1000, impressions: 1200, likes: 50, comments: 5, reposts: 7, saves: 4 });
  ids.mastodon = await publishedPost(w, "mastodon", daysAgo(100));
  await snapshot(ids.mastodon, w, "mastodon", daysAgo(99), { likes: 9, reposts: 1, comments: 0 });
  ids.telegram = await publishedPost(w, "telegram", daysAgo(1)); // never measured
  ids.facebook = await publishedPost(w, "facebook", daysAgo(3));
  await snapshot(ids.facebook, w, "facebook", daysAgo(2), { views: 40, likes: 4, comments: 1, shares: 2, reach: 30 });
  await snapshot(ids.facebook, w, "facebook", daysAgo(1), {}, "Access token expired; reconnect the account");
  // Never counted: a draft, a failed row, a deleted row, another workspace's row.
  await publishedPost(w, "instagram", daysAgo(1), { status: "draft" });
  ids.failed = await publishedPost(w, "instagram", daysAgo(1), { status: "failed" });
  ids.deleted = await publishedPost(w, "instagram", daysAgo(1), { deletedAt: daysAgo(0.1) });
  await snapshot(ids.deleted, w, "instagram", daysAgo(0.5), { likes: 1000 });
  const other = await makeWorkspace();
  ids.other = await publishedPost(other.workspaceId, "instagram", daysAgo(1));
  await snapshot(ids.other, other.workspaceId, "instagram", daysAgo(0.5), { likes: 777 });
  // A test-mode post: only test keys see it.
  ids.test = await publishedPost(w, "instagram", daysAgo(1), { mode: "test", caption: "sandbox" });
  await snapshot(ids.test, w, "instagram", daysAgo(0.5), { views: 5, likes: 2 });
});

describe("getAnalytics", () => {
  it("30d by default: published rows of the period, newest first, with every contract field from the latest snapshot", async () => {
    const result = await getAnalytics({ workspaceId: ws.workspaceId, actor: asOwner(), input: {}, now: NOW });
    expect(result.period).toBe("30d");
    expect(result.posts.map((p) => p.platform)).toEqual(["telegram", "instagram", "facebook", "bluesky"]);
    const [telegram, instagram, facebook, bluesky] = result.posts;
    expect(instagram).toEqual({
      postId: ids.instagram,
      caption: "spring launch",
      publishedAt: daysAgo(2).toISOString(),
      platform: "instagram",
      views: 100,
      likes: 10,
      comments: 2,
      shares: 1,
      reach: 80,
      saves: 3,
      impressions: 130,
      reposts: null,
      totalInteractions: 16,
      fetchedAt: daysAgo(0.5).toISOString(),
      error: null,
      notes: null,
    });
    expect(telegram).toMatchObject({ views: null, likes: null, totalInteractions: null, fetchedAt: null, error: null });
    // The last refresh failed: the last known figures stay, with the error.
    expect(facebook).toMatchObject({
      views: 40,
      likes: 4,
      totalInteractions: 7,
      fetchedAt: daysAgo(2).toISOString(),
      error: "Access token expired; reconnect the account",
    });
    // The notes of the snapshot whose figures are shown: what the network would not give.
    expect(bluesky).toMatchObject({
      likes: 5,
      reposts: 2,
      comments: 1,
      views: null,
      totalInteractions: 8,
      notes: "Bluesky gives no view counts; figures not available for this account",
    });

    expect(result.summary.totals).toEqual({
      views: 140,
      likes: 19,
      comments: 4,
      shares: 3,
      reach: 110,
      saves: 3,
      impressions: 130,
      reposts: 2,
      totalInteractions: 31,
    });
    expect(Object.keys(result.summary.byPlatform).sort()).toEqual(["bluesky", "facebook", "instagram", "telegram"]);
    expect(result.summary.byPlatform.instagram).toEqual({
      views: 100,
      likes: 10,
      comments: 2,
      shares: 1,
      reach: 80,
      saves: 3,
      impressions: 130,
      reposts: 0,
      totalInteractions: 16,
    });
    expect(result.summary.byPlatform.telegram.totalInteractions).toBe(0);
  });

  it("periods 7d, 90d and all bound published_at", async () => {
    const platforms = async (period: string) =>
      (await getAnalytics({ workspaceId: ws.workspaceId, actor: asOwner(), input: { period }, now: NOW })).posts.map((p) => p.platform);
    expect(await platforms("7d")).toEqual(["telegram", "instagram", "facebook"]);
    expect(await platforms("90d")).toEqual(["telegram", "instagram", "facebook", "bluesky", "twitter"]);
    expect(await platforms("all")).toEqual(["telegram", "instagram", "facebook", "bluesky", "twitter", "mastodon"]);
    const all = await getAnalytics({ workspaceId: ws.workspaceId, actor: asOwner(), input: { period: "all" }, now: NOW });
    expect(all.summary.totals.likes).toBe(10 + 4 + 5 + 50 + 9);
    expect(all.summary.totals.totalInteractions).toBe(16 + 7 + 8 + 66 + 10);
  });

  it("filters by platform and limits the rows, summing only the rows returned", async () => {
    const bluesky = await getAnalytics({ workspaceId: ws.workspaceId, actor: asOwner(), input: { period: "all", platform: "bluesky" }, now: NOW });
    expect(bluesky.posts.map((p) => p.postId)).toEqual([ids.bluesky]);
    expect(bluesky.summary.byPlatform).toEqual({
      bluesky: { views: 0, likes: 5, comments: 1, shares: 0, reach: 0, saves: 0, impressions: 0, reposts: 2, totalInteractions: 8 },
    });
    const two = await getAnalytics({ workspaceId: ws.workspaceId, actor: asOwner(), input: { period: "all", limit: "2" }, now: NOW });
    expect(two.posts.map((p) => p.platform)).toEqual(["telegram", "instagram"]);
    expect(two.summary.totals.likes).toBe(10);
  });

  it("a test key reads test posts, a viewer may read, an outsider may not", async () => {
    const testKey = { kind: "api_key" as const, apiKeyId: crypto.randomUUID(), userId: ws.owner.id, mode: "test" as const };
    const test = await getAnalytics({ workspaceId: ws.workspaceId, actor: testKey, input: {}, now: NOW });
    expect(test.posts.map((p) => p.postId)).toEqual([ids.test]);
    expect(test.summary.totals).toMatchObject({ views: 5, likes: 2, totalInteractions: 2 });
    // A person switches between live and test posts in the web app; a key cannot leave its mode.
    const personOnTest = await getAnalytics({ workspaceId: ws.workspaceId, actor: asOwner(), input: {}, mode: "test", now: NOW });
    expect(personOnTest.posts.map((p) => p.postId)).toEqual([ids.test]);
    const liveKey = { ...testKey, mode: "live" as const };
    expect((await getAnalytics({ workspaceId: ws.workspaceId, actor: liveKey, input: {}, mode: "test", now: NOW })).posts).toHaveLength(4);
    const viewer = await getAnalytics({ workspaceId: ws.workspaceId, actor: { kind: "user", userId: ws.members.viewer!.id }, input: {}, now: NOW });
    expect(viewer.posts).toHaveLength(4);
    const outsider = await makeWorkspace();
    await expect(getAnalytics({ workspaceId: ws.workspaceId, actor: { kind: "user", userId: outsider.owner.id }, input: {} })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("defaults limit to 200 and clamps values above 500 to 500", async () => {
    const many = await makeWorkspace();
    await db.post.createMany({
      data: Array.from({ length: 501 }, (_, i) => ({
        workspaceId: many.workspaceId,
        platforms: ["bluesky"],
        caption: `p${i}`,
        status: "published" as const,
        publishedAt: new Date(daysAgo(1).getTime() - i * 1000),
      })),
    });
    const count = async (input: Record<string, string>) =>
      (await getAnalytics({ workspaceId: many.workspaceId, actor: { kind: "user", userId: many.owner.id }, input, now: NOW })).posts.length;
    expect(await count({})).toBe(200);
    expect(await count({ limit: "501" })).toBe(500);
    expect(await count({ limit: "100000" })).toBe(500);
    expect(await count({ limit: "500" })).toBe(500);
  });

  it.each([
    [{ period: "1y" }, "period: must be one of 7d, 30d, 90d, all"],
    [{ period: "" }, "period: must be one of 7d, 30d, 90d, all"],
    [
      { platform: "myspace" },
      "platform: must be one of instagram, facebook, twitter, linkedin, youtube, tiktok, threads, bluesky, mastodon, telegram, discord, pinterest",
    ],
    [{ limit: "0" }, "limit: must be a whole number of at least 1 (values above 500 are read as 500)"],
    [{ limit: "2.5" }, "limit: must be a whole number of at least 1 (values above 500 are read as 500)"],
    [{ limit: "-3" }, "limit: must be a whole number of at least 1 (values above 500 are read as 500)"],
    [{ limit: "ten" }, "limit: must be a whole number of at least 1 (values above 500 are read as 500)"],
  ])("400 for %o", async (input, message) => {
    await expect(getAnalytics({ workspaceId: ws.workspaceId, actor: asOwner(), input })).rejects.toMatchObject({ status: 400, message });
  });
});

describe("GET /analytics through the API key wrapper", () => {
  it("answers 200 with the contract shape for analytics:read, 403 without the scope, 401 without a key", async () => {
    const actor = asOwner();
    const reader = await createApiKey({ workspaceId: ws.workspaceId, actor, input: { name: "reader", mode: "live", scopes: ["analytics:read"] } });
    const writer = await createApiKey({ workspaceId: ws.workspaceId, actor, input: { name: "writer", mode: "live", scopes: ["posts:write"] } });
    const call = (query: string, key?: string) =>
      getAnalyticsRoute(new Request(`http://localhost/functions/v1/api/analytics${query}`, { headers: key ? { authorization: `Bearer ${key}` } : {} }), {
        params: Promise.resolve({}),
      });

    const ok = await call("?period=all&limit=500&limit=1&platform=twitter", reader.key);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { period: string; posts: Array<Record<string, unknown>>; summary: { totals: Record<string, number> } };
    expect(body.period).toBe("all");
    expect(body.posts).toHaveLength(1);
    expect(Object.keys(body.posts[0]).sort()).toEqual(
      [
        "caption",
        "comments",
        "error",
        "fetchedAt",
        "impressions",
        "likes",
        "notes",
        "platform",
        "postId",
        "publishedAt",
        "reach",
        "reposts",
        "saves",
        "shares",
        "totalInteractions",
        "views",
      ].sort(),
    );
    expect(body.summary.totals.views).toBe(1000);

    expect((await call("?limit=1000", reader.key)).status).toBe(200); // clamped to 500
    // A parameter the endpoint does not take is refused by name, as an unknown body field is.
    const unknown = await call("?period=all&unknown=1", reader.key);
    expect([unknown.status, await unknown.json()]).toEqual([
      400,
      { error: "unknown query parameter: unknown (this endpoint takes period, platform, cursor, limit)", code: "validation_failed" },
    ]);
    const bad = await call("?limit=0", reader.key);
    expect([bad.status, await bad.json()]).toEqual([
      400,
      { error: "limit: must be a whole number of at least 1 (values above 500 are read as 500)", code: "validation_failed" },
    ]);
    expect((await call("", writer.key)).status).toBe(403);
    expect((await call("")).status).toBe(401);
  });
});
