import "@/test/use-database";
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { PostMetrics } from "@/lib/platforms/types";
import { makeWorkspace } from "@/test/factories";
import { getAnalytics } from "./get-analytics";
import { getMetricSeries } from "./get-metric-series";

// Noon UTC on a Saturday; Paris is UTC+1 then.
const NOW = new Date("2026-11-21T12:00:00Z");
const at = (iso: string) => new Date(iso);
const none: PostMetrics = { views: null, likes: null, comments: null, shares: null, reach: null, saves: null, impressions: null, reposts: null };

async function published(workspaceId: string, platform: string, publishedAt: Date, mode: "live" | "test" = "live") {
  const post = await db.post.create({ data: { workspaceId, platforms: [platform], caption: `${platform} post`, mode, status: "published", publishedAt } });
  return post.id;
}

async function snapshot(postId: string, workspaceId: string, fetchedAt: Date, metrics: Partial<PostMetrics>, error: string | null = null) {
  const { platforms } = await db.post.findUniqueOrThrow({ where: { id: postId }, select: { platforms: true } });
  await db.metricSnapshot.create({ data: { postId, workspaceId, platform: platforms[0], fetchedAt, ...none, ...metrics, error } });
}

let ws: Awaited<ReturnType<typeof makeWorkspace>>;
const ids: Record<string, string> = {};
const asOwner = () => ({ kind: "user" as const, userId: ws.owner.id });
const series = (input: Record<string, string>, mode?: "live" | "test") =>
  getMetricSeries({ workspaceId: ws.workspaceId, actor: asOwner(), input, mode, now: NOW });

beforeAll(async () => {
  ws = await makeWorkspace(["viewer"]);
  const w = ws.workspaceId;
  // Bluesky: published on the 16th, measured on the 17th (twice: the later one of the day counts) and the 19th.
  ids.bluesky = await published(w, "bluesky", at("2026-11-16T09:00:00Z"));
  await snapshot(ids.bluesky, w, at("2026-11-17T08:00:00Z"), { likes: 1, reposts: 1 });
  await snapshot(ids.bluesky, w, at("2026-11-17T20:00:00Z"), { likes: 4, reposts: 1, comments: 1 });
  await snapshot(ids.bluesky, w, at("2026-11-19T10:00:00Z"), { likes: 10, reposts: 2, comments: 3 });
  // Instagram: measured late on the 18th UTC, which is already the 19th in Paris; then a failed refresh.
  ids.instagram = await published(w, "instagram", at("2026-11-18T10:00:00Z"));
  await snapshot(ids.instagram, w, at("2026-11-18T23:30:00Z"), { views: 100, likes: 20, saves: 5 });
  await snapshot(ids.instagram, w, at("2026-11-21T11:00:00Z"), {}, "Access token expired; reconnect the account");
  // Never measured: counts 0 everywhere.
  ids.telegram = await published(w, "telegram", at("2026-11-20T10:00:00Z"));
  // Long ago (outside 30d, inside "all"): 200 days before NOW.
  ids.mastodon = await published(w, "mastodon", at("2026-05-05T10:00:00Z"));
  await snapshot(ids.mastodon, w, at("2026-05-06T10:00:00Z"), { likes: 7 });
  // A test-mode row: only on the test switch (or for a test key).
  ids.test = await published(w, "bluesky", at("2026-11-20T10:00:00Z"), "test");
  await snapshot(ids.test, w, at("2026-11-20T11:00:00Z"), { likes: 99 });
  // Another workspace's row is never counted.
  const other = await makeWorkspace();
  const foreign = await published(other.workspaceId, "bluesky", at("2026-11-18T10:00:00Z"));
  await snapshot(foreign, other.workspaceId, at("2026-11-18T11:00:00Z"), { likes: 1000 });
});

describe("getMetricSeries", () => {
  it("one bucket per day of the period, each row's latest figures carried forward, per network", async () => {
    const result = await series({ period: "7d" });
    expect(result).toMatchObject({ period: "7d", timeZone: "UTC", granularity: "day", platforms: ["bluesky", "instagram", "telegram"] });
    expect(result.buckets.map((b) => b.start)).toEqual([
      "2026-11-14",
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    ]);
    const likes = (platform: string) => result.buckets.map((b) => b.byPlatform[platform].likes);
    expect(likes("bluesky")).toEqual([0, 0, 0, 4, 4, 10, 10, 10]);
    expect(likes("instagram")).toEqual([0, 0, 0, 0, 20, 20, 20, 20]);
    expect(likes("telegram")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(result.buckets.map((b) => b.totals.totalInteractions)).toEqual([0, 0, 0, 6, 31, 40, 40, 40]);
    // The failed refresh of this morning is the last time these rows were asked.
    expect(result.lastFetchedAt).toBe("2026-11-21T11:00:00.000Z");
  });

  it("ends where GET /analytics' totals are, for every period and network filter", async () => {
    for (const input of [
      { period: "7d" },
      { period: "30d" },
      { period: "all" },
      { period: "all", platform: "bluesky" },
      { period: "30d", limit: "1" },
    ] as Record<string, string>[]) {
      const [chart, table] = await Promise.all([series(input), getAnalytics({ workspaceId: ws.workspaceId, actor: asOwner(), input, now: NOW })]);
      const last = chart.buckets.at(-1)!;
      expect(last.totals, JSON.stringify(input)).toEqual(table.summary.totals);
      expect(last.byPlatform, JSON.stringify(input)).toEqual(table.summary.byPlatform);
    }
  });

  it("cuts days in the viewer's time zone", async () => {
    const paris = await series({ period: "7d", timeZone: "Europe/Paris" });
    const instagram = paris.buckets.map((b) => [b.start, b.byPlatform.instagram.views]);
    expect(instagram.slice(4)).toEqual([
      ["2026-11-18", 0],
      ["2026-11-19", 100],
      ["2026-11-20", 100],
      ["2026-11-21", 100],
    ]);
  });

  it('"all" starts at the oldest row and switches to weeks (starting on Monday) past 120 days', async () => {
    const all = await series({ period: "all" });
    expect(all.granularity).toBe("week");
    expect(all.buckets[0].start).toBe("2026-05-04"); // the Monday of the week of May 5th
    expect(all.buckets.at(-1)!.start).toBe("2026-11-16");
    expect(all.buckets.every((b) => new Date(`${b.start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(all.buckets[0].byPlatform.mastodon.likes).toBe(7);
    expect(all.buckets.at(-1)!.totals.likes).toBe(7 + 10 + 20);
  });

  it("test-mode rows on the test switch; an API key keeps its own mode; nothing published is an empty series", async () => {
    expect((await series({ period: "7d" }, "test")).buckets.at(-1)!.totals.likes).toBe(99);
    const liveKey = { kind: "api_key" as const, apiKeyId: crypto.randomUUID(), userId: ws.owner.id, mode: "live" as const };
    const asKey = await getMetricSeries({ workspaceId: ws.workspaceId, actor: liveKey, input: { period: "7d" }, mode: "test", now: NOW });
    expect(asKey.buckets.at(-1)!.totals.likes).toBe(30);
    const empty = await makeWorkspace();
    expect(
      await getMetricSeries({ workspaceId: empty.workspaceId, actor: { kind: "user", userId: empty.owner.id }, input: { period: "all" }, now: NOW }),
    ).toEqual({
      period: "all",
      timeZone: "UTC",
      granularity: "day",
      platforms: [],
      buckets: [],
      lastFetchedAt: null,
    });
    const noneYet = await getMetricSeries({
      workspaceId: empty.workspaceId,
      actor: { kind: "user", userId: empty.owner.id },
      input: { period: "7d" },
      now: NOW,
    });
    expect(noneYet.buckets).toHaveLength(8);
    expect(noneYet.buckets.every((b) => b.totals.likes === 0)).toBe(true);
  });

  it("a viewer may read; an outsider gets 404; bad input is a 400 naming the field", async () => {
    const viewer = await getMetricSeries({
      workspaceId: ws.workspaceId,
      actor: { kind: "user", userId: ws.members.viewer!.id },
      input: { period: "7d" },
      now: NOW,
    });
    expect(viewer.platforms).toEqual(["bluesky", "instagram", "telegram"]);
    const outsider = await makeWorkspace();
    await expect(getMetricSeries({ workspaceId: ws.workspaceId, actor: { kind: "user", userId: outsider.owner.id }, input: {} })).rejects.toMatchObject({
      status: 404,
    });
    await expect(series({ timeZone: "Mars/Olympus_Mons" })).rejects.toMatchObject({
      status: 400,
      message: "timeZone: must be a time zone name such as Europe/Paris or UTC",
    });
    await expect(series({ period: "1y" })).rejects.toMatchObject({ status: 400, message: "period: must be one of 7d, 30d, 90d, all" });
  });
});
