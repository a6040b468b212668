// The analytics export on the real database: the CSV has one line per published post and network with its
// figures (empty where the network gives none) and writes formula captions as text; the PDF, read back with
// pdfjs, names the workspace, the period, the totals, the networks and the top posts; rows published through
// a sandbox account are in neither, nor in GET /analytics' live totals or its series.
import "@/test/use-database";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { PostMetrics } from "@/lib/platforms/types";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { makeWorkspace } from "@/test/factories";
import { pdfText } from "@/test/analytics/pdf-text";
import { ANALYTICS_CSV_COLUMNS } from "./analytics-csv";
import { exportAnalytics } from "./export-analytics";
import { getAnalytics } from "./get-analytics";
import { getMetricSeries } from "./get-metric-series";

const NOW = new Date("2026-11-21T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const none: PostMetrics = { views: null, likes: null, comments: null, shares: null, reach: null, saves: null, impressions: null, reposts: null };

let ws: Awaited<ReturnType<typeof makeWorkspace>>;
const ids: Record<string, string> = {};
const asOwner = () => ({ kind: "user" as const, userId: ws.owner.id });

async function published(
  platform: string,
  publishedAt: Date,
  caption: string,
  metrics: Partial<PostMetrics> | null,
  extra: { accountId?: string; mode?: "test" } = {},
) {
  const post = await db.post.create({
    data: {
      workspaceId: ws.workspaceId,
      platforms: [platform],
      caption,
      status: "published",
      publishedAt,
      mode: extra.mode ?? "live",
      connectedAccountId: extra.accountId ?? null,
    },
  });
  if (metrics)
    await db.metricSnapshot.create({ data: { postId: post.id, workspaceId: ws.workspaceId, platform, fetchedAt: daysAgo(0.5), ...none, ...metrics } });
  return post.id;
}

beforeAll(async () => {
  ws = await makeWorkspace(["viewer"]);
  await db.workspace.update({ where: { id: ws.workspaceId }, data: { name: "Acme Studio", timeZone: "Europe/Paris" } });
  const real = await db.socialAccount.create({
    data: { workspaceId: ws.workspaceId, platform: "instagram", platformUsername: "acme", platformAccountId: "ig-1", isSandbox: false },
  });
  const sandbox = await addSocialAccount({ workspaceId: ws.workspaceId, actor: systemActor, input: { platform: "bluesky", username: "sandy", sandbox: true } });
  ids.instagram = await published(
    "instagram",
    daysAgo(2),
    "Spring launch: linen shirts",
    { views: 1200, likes: 80, comments: 6, shares: 4, saves: 10, reach: 900 },
    { accountId: real.id },
  );
  ids.mastodon = await published("mastodon", daysAgo(3), '=HYPERLINK("http://evil.example","click")', { likes: 7, reposts: 2, comments: 1 });
  ids.telegram = await published("telegram", daysAgo(4), "Behind the scenes\nof the shoot", null);
  // Published through a sandbox account: its figures are the sandbox's, never counted.
  ids.sandbox = await published("bluesky", daysAgo(1), "Sandbox rehearsal", { likes: 5000, reposts: 900 }, { accountId: sandbox.id });
  ids.test = await published("bluesky", daysAgo(1), "Test post", { likes: 3 }, { mode: "test" });
  ids.old = await published("instagram", daysAgo(60), "Last season", { views: 50, likes: 5 });
});

describe("CSV export", () => {
  it("one line per published post and network of the period, with its figures, formula cells as text", async () => {
    const file = await exportAnalytics({ workspaceId: ws.workspaceId, actor: asOwner(), input: { format: "csv", period: "30d" }, now: NOW });
    expect(file.contentType).toBe("text/csv; charset=utf-8");
    expect(file.filename).toBe("analytics-acme-studio-30d-2026-11-21.csv");
    const text = file.body.toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const { data } = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
    expect(Object.keys(data[0])).toEqual([...ANALYTICS_CSV_COLUMNS]);
    expect(data.map((row) => row.network)).toEqual(["instagram", "mastodon", "telegram"]);
    expect(data[0]).toMatchObject({
      post_id: ids.instagram,
      published_at: daysAgo(2).toISOString(),
      caption: "Spring launch: linen shirts",
      views: "1200",
      likes: "80",
      comments: "6",
      shares: "4",
      reach: "900",
      saves: "10",
      impressions: "",
      reposts: "",
      total_interactions: "100",
      measured_at: daysAgo(0.5).toISOString(),
    });
    // A caption a spreadsheet would run comes back as text (a leading '), never as a formula.
    expect(data[1].caption).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(data[1]).toMatchObject({ likes: "7", reposts: "2", views: "", total_interactions: "10" });
    // Never measured: every counter empty; a caption's line break stays inside its quoted cell.
    expect(data[2]).toMatchObject({ caption: "Behind the scenes\nof the shoot", likes: "", total_interactions: "", measured_at: "" });
    expect(text).not.toContain("Sandbox rehearsal");
    expect(text).not.toContain("Test post");
  });

  it("takes GET /analytics' period and network, and names a bad parameter", async () => {
    const all = await exportAnalytics({
      workspaceId: ws.workspaceId,
      actor: asOwner(),
      input: { format: "csv", period: "all", platform: "instagram" },
      now: NOW,
    });
    expect(all.body.toString("utf8")).toContain("Last season");
    expect(all.body.toString("utf8")).not.toContain("Scenes");
    const run = (input: Record<string, string>) => exportAnalytics({ workspaceId: ws.workspaceId, actor: asOwner(), input, now: NOW });
    await expect(run({ format: "xlsx" })).rejects.toMatchObject({ status: 400, message: "format: must be one of csv, pdf" });
    await expect(run({})).rejects.toMatchObject({ status: 400, message: "format: must be one of csv, pdf" });
    await expect(run({ format: "csv", period: "1y" })).rejects.toMatchObject({ status: 400, message: "period: must be one of 7d, 30d, 90d, all" });
    const outsider = await makeWorkspace();
    await expect(
      exportAnalytics({ workspaceId: ws.workspaceId, actor: { kind: "user", userId: outsider.owner.id }, input: { format: "csv" } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("PDF report", () => {
  it("names the workspace, the period, the totals, each network and the top posts", async () => {
    const file = await exportAnalytics({
      workspaceId: ws.workspaceId,
      actor: { kind: "user", userId: ws.members.viewer!.id },
      input: { format: "pdf", period: "30d" },
      now: NOW,
    });
    expect(file.contentType).toBe("application/pdf");
    expect(file.body.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, info } = await pdfText(file.body);
    expect(info.Title).toBe("Acme Studio: analytics report");
    expect(text).toContain("Acme Studio");
    expect(text).toContain("Last 30 days: 22 Oct 2026 - 21 Nov 2026");
    // Totals: 3 posts, 1,200 views, 110 interactions (100 + 10), 87 likes.
    expect(text).toMatch(/Posts\s+3\b/);
    expect(text).toMatch(/Views\s+1,200/);
    expect(text).toMatch(/Interactions\s+110\b/);
    expect(text).toMatch(/Likes\s+87\b/);
    for (const network of ["Instagram", "Mastodon", "Telegram"]) expect(text).toContain(network);
    // Top posts: the caption with its network, most interactions first.
    expect(text.indexOf("Spring launch: linen shirts")).toBeGreaterThan(text.indexOf("Top posts"));
    expect(text.indexOf("1. Instagram")).toBeLessThan(text.indexOf("2. Mastodon"));
    expect(text).not.toContain("Sandbox rehearsal");
    expect(text).not.toContain("5,000");
  });

  it("an empty period still makes a report that says so", async () => {
    const file = await exportAnalytics({
      workspaceId: ws.workspaceId,
      actor: asOwner(),
      input: { format: "pdf", period: "7d", platform: "youtube" },
      now: NOW,
    });
    const { text } = await pdfText(file.body);
    expect(text).toContain("YouTube only");
    expect(text).toContain("No post was published in this period.");
  });
});

describe("PDF report in other scripts", () => {
  it('prints Greek, Cyrillic and Polish as written (read back with pdfjs); CJK and emoji become "?"', async () => {
    const other = await makeWorkspace();
    await db.workspace.update({ where: { id: other.workspaceId }, data: { name: "Zażółć gęślą jaźń" } });
    const greek = "Καλημέρα από την Αθήνα";
    const cyrillic = "Привет из Москвы, ёжик";
    const post = await db.post.create({
      data: { workspaceId: other.workspaceId, platforms: ["mastodon"], caption: `${greek} · ${cyrillic}`, status: "published", publishedAt: daysAgo(1) },
    });
    await db.metricSnapshot.create({
      data: { postId: post.id, workspaceId: other.workspaceId, platform: "mastodon", fetchedAt: daysAgo(0.5), ...none, likes: 7 },
    });
    const cjk = await db.post.create({
      data: { workspaceId: other.workspaceId, platforms: ["mastodon"], caption: "東京 launch 🎉", status: "published", publishedAt: daysAgo(2) },
    });
    await db.metricSnapshot.create({
      data: { postId: cjk.id, workspaceId: other.workspaceId, platform: "mastodon", fetchedAt: daysAgo(0.5), ...none, likes: 1 },
    });
    const file = await exportAnalytics({
      workspaceId: other.workspaceId,
      actor: { kind: "user", userId: other.owner.id },
      input: { format: "pdf", period: "7d" },
      now: NOW,
    });
    const { text, info } = await pdfText(file.body);
    expect(info.Title).toBe("Zażółć gęślą jaźń: analytics report");
    expect(text).toContain("Zażółć gęślą jaźń");
    expect(text).toContain(greek);
    expect(text).toContain(cyrillic);
    expect(text).toContain("?? launch ?");
    expect(text).not.toContain("東京");
  });
});

describe("sandbox rows", () => {
  it("never enter GET /analytics' live rows, totals or series; the test switch is unchanged", async () => {
    const live = await getAnalytics({ workspaceId: ws.workspaceId, actor: asOwner(), input: { period: "30d" }, now: NOW });
    expect(live.posts.map((p) => p.postId)).not.toContain(ids.sandbox);
    expect(live.summary.totals.likes).toBe(87);
    expect(live.summary.byPlatform.bluesky).toBeUndefined();
    const series = await getMetricSeries({ workspaceId: ws.workspaceId, actor: asOwner(), input: { period: "30d" }, now: NOW });
    expect(series.platforms).not.toContain("bluesky");
    expect(series.buckets.at(-1)!.totals.likes).toBe(87);
    const test = await getAnalytics({ workspaceId: ws.workspaceId, actor: asOwner(), input: { period: "30d" }, mode: "test", now: NOW });
    expect(test.posts.map((p) => p.postId)).toEqual([ids.test]);
  });
});
