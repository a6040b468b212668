// The decaying cadence and the monthly read budget, on the real database with a fixed clock: a row is
// measured hourly for two days, daily to 30 days, weekly to 90; per network settings change it; X stops at
// its monthly budget.
import "@/test/use-database";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { EMPTY_METRICS } from "@/lib/platforms/types";
import { makeWorkspace } from "@/test/factories";
import { parseCadence } from "./cadence";
import { refreshMetrics } from "./refresh-metrics";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const T0 = new Date("2026-11-03T10:00:00Z");
const fast = { concurrency: 4, minIntervalMs: 0 };
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** Runs the hourly job every hour from T0 for `hours`; returns how often each row was measured. */
async function hourlyRuns(workspaceId: string, hours: number): Promise<Map<string, number>> {
  const reads = new Map<string, number>();
  for (let h = 0; h < hours; h++) {
    const now = new Date(T0.getTime() + h * HOUR);
    await refreshMetrics({
      workspaceIds: [workspaceId],
      now: () => now,
      limits: fast,
      fetchMetricsFor: async (row) => {
        reads.set(row.postId, (reads.get(row.postId) ?? 0) + 1);
        return EMPTY_METRICS;
      },
    });
  }
  return reads;
}

async function published(workspaceId: string, platform: string, ageMs: number) {
  const row = await db.post.create({
    data: { workspaceId, platforms: [platform], status: "published", publishedAt: new Date(T0.getTime() - ageMs), mode: "live" },
  });
  return row.id;
}

describe("metrics cadence", () => {
  it("measures a new post hourly, a week-old one daily and a 40-day-old one weekly", async () => {
    const { workspaceId } = await makeWorkspace();
    const fresh = await published(workspaceId, "mastodon", 0);
    const week = await published(workspaceId, "mastodon", 7 * DAY);
    const old = await published(workspaceId, "mastodon", 40 * DAY);
    const reads = await hourlyRuns(workspaceId, 24);
    expect(reads.get(fresh)).toBe(24);
    expect(reads.get(week)).toBe(1);
    expect(reads.get(old)).toBe(1);
  });

  it("follows a network's own cadence setting; a malformed one keeps the default", async () => {
    expect(parseCadence("48h:1h,30d:1d,90d:7d")).toEqual([
      { untilAgeMs: 48 * HOUR, everyMs: HOUR },
      { untilAgeMs: 30 * DAY, everyMs: DAY },
      { untilAgeMs: 90 * DAY, everyMs: 7 * DAY },
    ]);
    expect(parseCadence("30d:1d,48h:1h")).toBeNull();
    expect(parseCadence("soon")).toBeNull();
    process.env.TWITTER_METRICS_CADENCE = "90d:6h";
    process.env.BLUESKY_METRICS_CADENCE = "every hour";
    const { workspaceId } = await makeWorkspace();
    const x = await published(workspaceId, "twitter", 0);
    const bluesky = await published(workspaceId, "bluesky", 0);
    const reads = await hourlyRuns(workspaceId, 12);
    expect(reads.get(x)).toBe(2);
    expect(reads.get(bluesky)).toBe(12);
  });

  it("stops reading X when the month's read budget is spent; other networks go on", async () => {
    // The budget is the whole server's: five reads more than this month has used so far.
    const used = await db.metricSnapshot.count({
      where: { platform: "twitter", fetchedAt: { gte: new Date("2026-11-01T00:00:00Z") }, post: { mode: "live" } },
    });
    process.env.TWITTER_METRICS_MONTHLY_READS = String(used + 5);
    const { workspaceId } = await makeWorkspace();
    const tweets = await Promise.all([0, 1, 2].map(() => published(workspaceId, "twitter", 0)));
    const toot = await published(workspaceId, "mastodon", 0);
    const reads = await hourlyRuns(workspaceId, 4);
    expect(tweets.reduce((sum, id) => sum + (reads.get(id) ?? 0), 0)).toBe(5);
    expect(reads.get(toot)).toBe(4);
  });
});
