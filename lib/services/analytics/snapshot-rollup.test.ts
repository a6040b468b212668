// The rollup of old metric snapshots (lib/analytics/rollup-snapshots.ts) on real rows: what people read
// (the chart in each of the workspace's zones, GET /analytics, "last refreshed") is identical before and
// after, while most rows are gone; the current month's snapshots (the read budget) stay.
import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { rollupCutoffs, rollupMetricSnapshots, ROLL_UP_WEEKLY_AFTER_DAYS } from "@/lib/analytics/rollup-snapshots";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { getAnalytics } from "./get-analytics";
import { getMetricSeries } from "./get-metric-series";
import { granularityFor } from "./series-buckets";

const NOW = new Date("2026-11-21T12:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NETWORKS = ["bluesky", "instagram", "twitter", "linkedin"];

/** A published row with the history the default cadence gives it: hourly to 48 h, daily to 30 d, weekly to 90 d. */
async function publishedWithHistory(workspaceId: string, ageDays: number, n: number, lastFails = false) {
  const publishedAt = new Date(NOW.getTime() - ageDays * DAY + (n % 7) * 3_700_000);
  const platform = NETWORKS[n % NETWORKS.length];
  const post = await db.post.create({ data: { workspaceId, platforms: [platform], caption: `post ${n}`, status: "published", publishedAt } });
  const ages: number[] = [];
  for (let h = 1; h <= 48; h++) ages.push(h * HOUR);
  for (let d = 3; d <= 30; d++) ages.push(d * DAY);
  for (let w = 5; w <= 13; w++) ages.push(w * 7 * DAY);
  const rows = ages
    .map((age) => new Date(publishedAt.getTime() + age + 600_000))
    .filter((at) => at < NOW)
    .map((fetchedAt, k) => {
      // Every 9th refresh failed (an expired token for an hour); the figures grow unevenly.
      const failed = k % 9 === 4 || (lastFails && fetchedAt.getTime() > NOW.getTime() - 2 * DAY);
      const grow = (base: number) => (failed ? null : base * (k + 1) + ((k * 7 + n) % 5));
      return {
        postId: post.id,
        workspaceId,
        platform,
        fetchedAt,
        views: grow(40),
        likes: grow(3),
        comments: grow(1),
        shares: platform === "instagram" ? null : grow(1),
        reach: null,
        saves: platform === "instagram" ? grow(2) : null,
        impressions: grow(50),
        reposts: platform === "bluesky" ? grow(1) : null,
        error: failed ? "Access token expired; reconnect the account" : null,
        notes: k % 11 === 0 && !failed ? "reach is not available for this account" : null,
      };
    });
  await db.metricSnapshot.createMany({ data: rows });
  return post.id;
}

type Workspace = Awaited<ReturnType<typeof makeWorkspace>>;
const PERIODS = ["7d", "30d", "90d", "all"];

/** Everything a person or an API client reads from the snapshots, in every zone of the workspace. */
async function whatPeopleSee(ws: Workspace, zones: string[]) {
  const actor = { kind: "user" as const, userId: ws.owner.id };
  const out: Record<string, unknown> = {};
  for (const period of PERIODS) {
    out[`table ${period}`] = await getAnalytics({ workspaceId: ws.workspaceId, actor, input: { period, limit: "500" }, now: NOW });
    out[`table ${period} bluesky`] = await getAnalytics({ workspaceId: ws.workspaceId, actor, input: { period, platform: "bluesky" }, now: NOW });
    for (const timeZone of zones) {
      out[`chart ${period} ${timeZone}`] = await getMetricSeries({ workspaceId: ws.workspaceId, actor, input: { period, timeZone, limit: "500" }, now: NOW });
    }
  }
  return out;
}

const countSnapshots = async (workspaceId: string, since?: Date) =>
  db.metricSnapshot.count({ where: { workspaceId, ...(since ? { fetchedAt: { gte: since } } : {}) } });

let year: Workspace; // a year and more of history: "all" charts per week, then per month
let young: Workspace; // under 120 days of history: "all" still charts per day
const monthStart = new Date("2026-11-01T00:00:00Z");

beforeAll(async () => {
  year = await makeWorkspace(["member"]);
  young = await makeWorkspace();
  // The people's own zones and the workspaces' defaults: a half-hour zone, one behind UTC.
  await db.user.update({ where: { id: year.owner.id }, data: { timeZone: "Asia/Kolkata" } });
  await db.user.update({ where: { id: year.members.member!.id }, data: { timeZone: "America/Los_Angeles" } });
  await db.workspace.update({ where: { id: year.workspaceId }, data: { timeZone: "Europe/Paris" } });
  await db.user.update({ where: { id: young.owner.id }, data: { timeZone: "Australia/Adelaide" } });
  let n = 0;
  for (const age of [2, 5, 9, 12, 20, 26, 33, 45, 70, 95, 118, 130, 160, 200, 260, 330, 365, 400, 700, 1200])
    await publishedWithHistory(year.workspaceId, age, n++, age === 45);
  for (const age of [3, 15, 40, 80, 100, 112, 117]) await publishedWithHistory(young.workspaceId, age, n++);
}, 120_000);

describe("rollupMetricSnapshots", () => {
  it("keeps the chart (every zone of the workspace, every period) and the totals identical, with far fewer rows", async () => {
    const yearZones = ["UTC", "Asia/Kolkata", "America/Los_Angeles", "Europe/Paris"];
    const youngZones = ["UTC", "Australia/Adelaide"];
    const before = { year: await whatPeopleSee(year, yearZones), young: await whatPeopleSee(young, youngZones) };
    const rowsBefore = await countSnapshots(year.workspaceId);
    const thisMonthBefore = await countSnapshots(year.workspaceId, monthStart);

    const report = await rollupMetricSnapshots({ now: NOW });

    expect(report.deleted).toBeGreaterThan(0);
    const after = { year: await whatPeopleSee(year, yearZones), young: await whatPeopleSee(young, youngZones) };
    expect(after).toEqual(before);
    // The charts really cover old days per day, week and month.
    const all = before.year["chart all UTC"] as { granularity: string };
    expect(all.granularity).toBe("month");
    expect((before.young["chart all UTC"] as { granularity: string }).granularity).toBe("day");

    const rowsAfter = await countSnapshots(year.workspaceId);
    expect(rowsAfter).toBeLessThan(rowsBefore * 0.6);
    // The read budget counts this month's snapshots: none of them went.
    expect(await countSnapshots(year.workspaceId, monthStart)).toBe(thisMonthBefore);
  });

  it("a second run finds nothing more to roll up", async () => {
    const rows = await countSnapshots(year.workspaceId);
    expect((await rollupMetricSnapshots({ now: NOW })).deleted).toBe(0);
    expect(await countSnapshots(year.workspaceId)).toBe(rows);
  });

  it("an old post keeps about one snapshot per week and zone, and its latest one", async () => {
    const old = await db.post.findFirstOrThrow({ where: { workspaceId: year.workspaceId, caption: "post 18" } }); // 700 days old
    const left = await db.metricSnapshot.findMany({ where: { postId: old.id }, orderBy: { fetchedAt: "asc" } });
    // 13 weeks of history in 4 zones: weeks and months cut in different zones keep a few more than 13.
    expect(left.length).toBeLessThanOrEqual(13 * 4);
    expect(left.length).toBeGreaterThanOrEqual(13);
  });

  it("weekly rollup starts only where the chart no longer shows days", () => {
    const { daily, weekly } = rollupCutoffs(NOW);
    expect(daily).toEqual(monthStart); // the current month is the read budget's
    expect(rollupCutoffs(new Date("2026-11-03T00:00:00Z")).daily).toEqual(new Date("2026-10-27T00:00:00Z"));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    // A chart reaching back to the weekly cut-off (a day ahead of UTC) is no longer daily.
    expect(granularityFor(day(new Date(weekly.getTime() + DAY)), day(NOW))).toBe("week");
    expect(ROLL_UP_WEEKLY_AFTER_DAYS).toBeGreaterThanOrEqual(90);
  });
});

describe("rollupMetricSnapshots, a run after the last one (metric_rollup_marks)", () => {
  // 18 days on: the daily cut-off moves from Nov 1 to Dec 1, the weekly one by 18 days.
  const LATER = new Date(NOW.getTime() + 18 * DAY);
  const zones = ["UTC", "Australia/Adelaide", "America/Los_Angeles"];
  const mark = async (workspaceId: string) => db.metricRollupMark.findUnique({ where: { workspaceId } });

  /** A workspace with three zones and a history, rolled up once at NOW (its mark is set). */
  async function rolledUpOnce() {
    const ws = await makeWorkspace();
    await db.user.update({ where: { id: ws.owner.id }, data: { timeZone: "Australia/Adelaide" } });
    await db.workspace.update({ where: { id: ws.workspaceId }, data: { timeZone: "America/Los_Angeles" } });
    let n = 100;
    for (const age of [1, 4, 10, 16, 25, 60, 100, 110, 118, 126, 140, 300]) await publishedWithHistory(ws.workspaceId, age, n++);
    await rollupMetricSnapshots({ now: NOW, workspaceIds: [ws.workspaceId] });
    expect((await mark(ws.workspaceId))?.dailyBefore).toEqual(rollupCutoffs(NOW).daily);
    return ws;
  }

  /** The snapshots a run over the whole history would still delete: none, if the later run did its work. */
  async function leftForAWholeRun(workspaceId: string) {
    return (await rollupMetricSnapshots({ now: LATER, full: true, workspaceIds: [workspaceId] })).deleted;
  }

  it("looks only at the posts whose snapshots crossed a cut-off, and leaves what a whole-history run leaves", async () => {
    const ws = await rolledUpOnce();
    const seen = await whatPeopleSee(ws, zones);
    const posts = await db.post.count({ where: { workspaceId: ws.workspaceId } });

    const later = await rollupMetricSnapshots({ now: LATER, workspaceIds: [ws.workspaceId] });
    expect(later.deleted).toBeGreaterThan(0);
    expect(later.posts).toBeGreaterThan(0);
    expect(later.posts).toBeLessThan(posts);
    expect((await mark(ws.workspaceId))?.dailyBefore).toEqual(rollupCutoffs(LATER).daily);
    expect((await mark(ws.workspaceId))?.weeklyBefore).toEqual(rollupCutoffs(LATER).weekly);
    expect(await leftForAWholeRun(ws.workspaceId)).toBe(0);
    expect(await whatPeopleSee(ws, zones)).toEqual(seen);
    // Nothing crossed a cut-off since: the next run looks at no post at all.
    expect(await rollupMetricSnapshots({ now: LATER, workspaceIds: [ws.workspaceId] })).toMatchObject({ posts: 0, deleted: 0 });
  });

  it("a run that dies half-way leaves the mark where it was, and the next run finishes the work", async () => {
    const ws = await rolledUpOnce();
    const seen = await whatPeopleSee(ws, zones);
    let batches = 0;
    const dying = rollupMetricSnapshots({
      now: LATER,
      workspaceIds: [ws.workspaceId],
      batchSize: 2,
      afterBatch: () => {
        if (++batches === 2) throw new Error("the process died");
      },
    });
    await expect(dying).rejects.toThrow("the process died");
    expect((await mark(ws.workspaceId))?.dailyBefore).toEqual(rollupCutoffs(NOW).daily);

    const next = await rollupMetricSnapshots({ now: LATER, workspaceIds: [ws.workspaceId], batchSize: 2 });
    expect(next.deleted).toBeGreaterThan(0);
    expect((await mark(ws.workspaceId))?.dailyBefore).toEqual(rollupCutoffs(LATER).daily);
    expect(await leftForAWholeRun(ws.workspaceId)).toBe(0);
    expect(await whatPeopleSee(ws, zones)).toEqual(seen);
  });
});
