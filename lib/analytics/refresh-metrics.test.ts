import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PlatformAuthExpiredError, PlatformRateLimitedError } from "@/lib/platforms/errors";
import type { PostMetrics } from "@/lib/platforms/types";
import { getAnalytics } from "@/lib/services/analytics/get-analytics";
import { makeWorkspace } from "@/test/factories";
import type { MetricsRow } from "./due-rows";
import { refreshMetrics } from "./refresh-metrics";

const T0 = new Date("2026-11-20T10:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const fast = { concurrency: 2, minIntervalMs: 0 };
const metrics = (values: Partial<PostMetrics>): PostMetrics => ({
  views: null,
  likes: null,
  comments: null,
  shares: null,
  reach: null,
  saves: null,
  impressions: null,
  reposts: null,
  ...values,
});

async function post(
  workspaceId: string,
  platform: string,
  extra: { publishedAt?: Date; status?: "published" | "draft" | "failed"; deletedAt?: Date; mode?: "live" | "test" } = {},
) {
  const row = await db.post.create({
    data: {
      workspaceId,
      platforms: [platform],
      status: extra.status ?? "published",
      publishedAt: extra.status === "draft" ? null : (extra.publishedAt ?? minutes(-120)),
      deletedAt: extra.deletedAt ?? null,
      mode: extra.mode ?? "live",
    },
  });
  return row.id;
}

const snapshots = (postId: string) => db.metricSnapshot.findMany({ where: { postId }, orderBy: { fetchedAt: "asc" } });

describe("refreshMetrics", () => {
  it("stores a snapshot per due row, keeps history, records a refusing network's error without stopping the others", async () => {
    const { workspaceId, owner } = await makeWorkspace();
    const ids = {
      instagram: await post(workspaceId, "instagram"),
      bluesky: await post(workspaceId, "bluesky"),
      mastodon: await post(workspaceId, "mastodon"),
      draft: await post(workspaceId, "instagram", { status: "draft" }),
      failed: await post(workspaceId, "instagram", { status: "failed" }),
      deleted: await post(workspaceId, "instagram", { deletedAt: minutes(-1) }),
      settled: await post(workspaceId, "instagram", { publishedAt: minutes(-200 * 24 * 60) }),
    };
    const round = { n: 1 };
    const asked: string[] = [];
    const fetchMetricsFor = async (row: MetricsRow) => {
      asked.push(row.postId);
      if (row.platform === "mastodon") throw new PlatformAuthExpiredError("the access token was revoked; reconnect the account");
      if (row.platform === "instagram") return metrics({ views: 100 * round.n, likes: 10 * round.n, comments: 1, saves: 2 });
      return metrics({ likes: 5 * round.n, reposts: 1, comments: round.n });
    };
    const run = (at: Date) => refreshMetrics({ fetchMetricsFor, now: () => at, limits: fast, workspaceIds: [workspaceId] });

    expect(await run(minutes(0))).toEqual({ due: 3, refreshed: 2, failed: 1, deferred: 0, skipped: 0, rateLimited: {}, budgetSpent: [] });
    expect(asked.sort()).toEqual([ids.instagram, ids.bluesky, ids.mastodon].sort());
    const [mastodonSnap] = await snapshots(ids.mastodon);
    expect(mastodonSnap).toMatchObject({ error: "the access token was revoked; reconnect the account", likes: null, views: null, fetchedAt: minutes(0) });

    // Ten minutes later nothing is due: the hourly job does not hammer the networks.
    expect((await run(minutes(10))).due).toBe(0);

    round.n = 2;
    expect(await run(minutes(61))).toEqual({ due: 3, refreshed: 2, failed: 1, deferred: 0, skipped: 0, rateLimited: {}, budgetSpent: [] });
    const history = await snapshots(ids.instagram);
    expect(history.map((s) => [s.fetchedAt.toISOString(), s.views, s.likes])).toEqual([
      [minutes(0).toISOString(), 100, 10],
      [minutes(61).toISOString(), 200, 20],
    ]);
    expect(await snapshots(ids.mastodon)).toHaveLength(2);
    for (const id of [ids.draft, ids.failed, ids.deleted, ids.settled]) expect(await snapshots(id)).toHaveLength(0);

    // Analytics reads the latest snapshot of each row.
    const result = await getAnalytics({ workspaceId, actor: { kind: "user", userId: owner.id }, input: {}, now: minutes(62) });
    const byPlatform = Object.fromEntries(result.posts.map((p) => [p.platform, p]));
    expect(byPlatform.instagram).toMatchObject({ views: 200, likes: 20, totalInteractions: 23, fetchedAt: minutes(61).toISOString(), error: null });
    expect(byPlatform.bluesky).toMatchObject({ likes: 10, reposts: 1, comments: 2, totalInteractions: 13 });
    expect(byPlatform.mastodon).toMatchObject({ likes: null, totalInteractions: null, error: "the access token was revoked; reconnect the account" });
  });

  it("stops asking a network that rate-limits, leaving its rows due, while other networks go on", async () => {
    const { workspaceId } = await makeWorkspace();
    const twitterRows = [await post(workspaceId, "twitter"), await post(workspaceId, "twitter"), await post(workspaceId, "twitter")];
    const linkedin = await post(workspaceId, "linkedin");
    const retryAt = minutes(15);
    let twitterCalls = 0;
    const report = await refreshMetrics({
      now: () => minutes(0),
      limits: { concurrency: 1, minIntervalMs: 0 },
      workspaceIds: [workspaceId],
      fetchMetricsFor: async (row) => {
        if (row.platform === "twitter") {
          twitterCalls++;
          throw new PlatformRateLimitedError("too many requests", { retryAt });
        }
        return metrics({ impressions: 50 });
      },
    });
    expect(report).toEqual({ due: 4, refreshed: 1, failed: 0, deferred: 3, skipped: 0, rateLimited: { twitter: retryAt.toISOString() }, budgetSpent: [] });
    expect(twitterCalls).toBe(1);
    for (const id of twitterRows) expect(await snapshots(id)).toHaveLength(0);
    expect(await snapshots(linkedin)).toHaveLength(1);
    // Next run: the deferred rows are still due, the measured one is not.
    const next = await refreshMetrics({ now: () => minutes(5), limits: fast, workspaceIds: [workspaceId], fetchMetricsFor: async () => metrics({ views: 1 }) });
    expect([next.due, next.refreshed]).toEqual([3, 3]);
  });

  it("reads test posts through the sandbox publisher's metrics by default, and stores unexpected failures as row errors", async () => {
    const { workspaceId } = await makeWorkspace();
    const testPost = await post(workspaceId, "bluesky", { mode: "test" });
    await db.platformResult.create({
      data: { postId: testPost, platform: "bluesky", success: true, remotePostId: "at://did:plc:sandbox/app.bsky.feed.post/3kabc" },
    });
    const unrecorded = await post(workspaceId, "bluesky", { mode: "test" }); // published, but no remote id stored
    const report = await refreshMetrics({ now: () => new Date(), limits: fast, workspaceIds: [workspaceId] });
    expect(report).toMatchObject({ due: 2, refreshed: 1, failed: 1 });
    const [snap] = await snapshots(testPost);
    expect(snap.likes).toEqual(expect.any(Number));
    expect(snap.reposts).toEqual(expect.any(Number));
    expect([snap.views, snap.impressions, snap.error]).toEqual([null, null, null]);
    const [failed] = await snapshots(unrecorded);
    expect(failed.error).toBe("no remote post id was recorded when this post was published");
  });

  it("cleans odd counters from a network (negative, fractional, not numbers) instead of failing the row", async () => {
    const { workspaceId } = await makeWorkspace();
    const id = await post(workspaceId, "youtube");
    await refreshMetrics({
      now: () => minutes(0),
      limits: fast,
      workspaceIds: [workspaceId],
      fetchMetricsFor: async () => ({ ...metrics({ views: 12.6, likes: -1 }), comments: Number.NaN, shares: "7" as unknown as number }),
    });
    const [snap] = await snapshots(id);
    expect([snap.views, snap.likes, snap.comments, snap.shares, snap.error]).toEqual([13, null, null, null, null]);
  });
});
