// npm run bench:scale — a year of an agency on PostgreSQL: does Postlane stay fast, and does its metric
// history stay bounded? Recreates its own database (postlane_scale_bench), migrates it, seeds it by SQL in
// bulk (seed.ts), then measures, printing each target with its figure, met / not met, and the machine's load:
//   1. the publisher's claim and sweep statements: plans and times (statements.ts);
//   2. the metric snapshots' rollup (lib/analytics/rollup-snapshots.ts): its first run over a year of
//      un-rolled history, bytes per published row before and after, and GET /analytics' answer compared;
//   3. on the production server (`npm start`; built if stale): GET /posts, GET /analytics?period=90d and
//      GET /links/{id}/analytics of the largest workspace, one request at a time (latency, not throughput:
//      bench:api measures that), beside a baseline in the same run: a bare pg query of the same rows;
//   4. every page of the web app for the largest workspace in Chromium (bench/ui's pages and timing).
// BENCH_SCALE (default 1; 0.1 for a quick run), BENCH_DATABASE_URL, BENCH_SCALE_PORT (4300), BENCH_RUNS
// (pages, 3), BENCH_REQUESTS (API, 200), BENCH_SKIP_UI=1, BENCH_SKIP_SERVER=1 (no 3 and 4),
// BENCH_SKIP_ROLLUP=1 (no 2), BENCH_ROLLUP_PARTS (4: the first rollup's workspaces split into parts run at once),
// BENCH_REUSE=1 (measure the database an earlier run seeded, as that run left it:
// .data/bench-scale-world.json), BENCH_PLANS=1 (print the full plans), BENCH_SKIP_API=1 (no 3: only the pages),
// BENCH_PAGES=composer,edit (4 for those pages only: bench/ui/pages.ts, selectBenchPages). The production build, when stale, is
// made beside the seed (.data/bench-scale-build.log).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { chromium } from "@playwright/test";
import { buildIfStaleInBackground, waitForUrl } from "../support/production-server";
import { measurePage } from "../ui/measure-page";
import { benchPages, selectBenchPages } from "../ui/pages";
import { max, median } from "../ui/stats";
import { PASSWORD, WEBHOOK_HOST, seedScale, sizeAt, type ScaleWorld } from "./seed";
import { measureStatements } from "./statements";

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postlane_scale_bench";
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 4300);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGE_RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ROLLUP_PARTS = Number(process.env.BENCH_ROLLUP_PARTS ?? 4);

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
const verdict = (figure: number, target: number) => (figure < target ? "met" : "NOT met");
const results: string[] = [];
function target(name: string, figure: number, targetMs: number, extra = "") {
  const line = `${name.padEnd(52)} ${figure.toFixed(1).padStart(8)} ms  (< ${targetMs} ms: ${verdict(figure, targetMs).padEnd(7)})  load ${load()}${extra ? `  ${extra}` : ""}`;
  results.push(line);
  console.log(line);
}

async function recreateDatabase() {
  const url = new URL(DATABASE_URL);
  const admin = new pg.Client({ connectionString: `${url.protocol}//${url.username}@${url.host}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${url.pathname.slice(1)}"`);
  await admin.end();
  const migrate = spawnSync("npm", ["run", "db:migrate"], { stdio: "inherit", env: { ...process.env, DATABASE_URL } });
  if (migrate.status !== 0) throw new Error("migration failed");
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `count` calls one after another after 5 to warm up; ms of each. */
async function timeEach(count: number, fn: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function storage(client: pg.Client) {
  const { rows } = await client.query<{ bytes: string; snapshots: string; published: string }>(
    `SELECT pg_total_relation_size('metric_snapshots')::text AS bytes, (SELECT count(*) FROM metric_snapshots)::text AS snapshots,
            (SELECT count(*) FROM posts WHERE status = 'published')::text AS published`,
  );
  const bytes = Number(rows[0].bytes);
  const published = Number(rows[0].published);
  return { bytes, snapshots: Number(rows[0].snapshots), published, perRow: bytes / published, snapshotsPerRow: Number(rows[0].snapshots) / published };
}

async function rollupSection(world: ScaleWorld) {
  const { rollupMetricSnapshots } = await import("../../lib/analytics/rollup-snapshots");
  const { getAnalytics } = await import("../../lib/services/analytics/get-analytics");
  const { getMetricSeries } = await import("../../lib/services/analytics/get-metric-series");
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const owner = (await client.query<{ id: string }>("SELECT owner_id::text AS id FROM workspaces WHERE id = $1", [world.workspaceId])).rows[0].id;
    const actor = { kind: "user" as const, userId: owner };
    const now = new Date();
    // The workspace's zones: UTC (its default) and its owner's (seed.ts).
    const read = async () =>
      (
        await Promise.all([
          ...["90d", "all"].map((period) => getAnalytics({ workspaceId: world.workspaceId, actor, input: { period, limit: "500" }, now })),
          ...["90d", "all"].flatMap((period) =>
            ["UTC", "Asia/Kolkata"].map((timeZone) => getMetricSeries({ workspaceId: world.workspaceId, actor, input: { period, timeZone }, now })),
          ),
        ])
      ).map((answer) => JSON.stringify(answer));
    // The first rollup of a whole year and the check over the whole history afterwards go through the
    // workspaces in ROLLUP_PARTS parts at once (the app's daily run takes them one after another; its run with
    // marks is measured as the app runs it): at BENCH_SCALE=1 on a loaded machine a single pass takes most of
    // an hour.
    const workspaceIds = (await client.query<{ id: string }>("SELECT id::text AS id FROM workspaces ORDER BY id")).rows.map((r) => r.id);
    const inParts = async (options: { now: Date; full?: boolean }) => {
      const start = Date.now();
      const parts = Array.from({ length: ROLLUP_PARTS }, (_, k) => workspaceIds.filter((_, i) => i % ROLLUP_PARTS === k)).filter((ids) => ids.length > 0);
      const reports = await Promise.all(parts.map((ids) => rollupMetricSnapshots({ ...options, workspaceIds: ids })));
      return { posts: reports.reduce((n, r) => n + r.posts, 0), deleted: reports.reduce((n, r) => n + r.deleted, 0), ms: Date.now() - start };
    };
    const before = await storage(client);
    console.log(
      `\nMetric history before the rollup: ${before.snapshots.toLocaleString("en")} snapshots, ${before.perRow.toFixed(0)} bytes a published row; load ${load()}`,
    );
    const answerBefore = await read();
    const report = await inParts({ now });
    console.log(`  first rollup done: ${report.deleted.toLocaleString("en")} deleted in ${(report.ms / 1000).toFixed(1)} s; load ${load()}`);
    const answerAfter = await read();
    // DELETE leaves the space for reuse (the table stops growing); VACUUM FULL gives it back to show the bound.
    await client.query("SET maintenance_work_mem = '512MB'");
    await client.query("VACUUM FULL ANALYZE metric_snapshots");
    const after = await storage(client);
    // The daily steady state: a day later, the run with its marks (only what crossed a cut-off since), then a
    // run over the whole history as every run was before the marks, which must find nothing left to delete.
    const nextDay = new Date(now.getTime() + 86_400_000);
    const second = await rollupMetricSnapshots({ now: nextDay });
    const whole = await inParts({ now: nextDay, full: true });
    console.log(`\nMetric history (${before.published.toLocaleString("en")} published rows):`);
    console.log(
      `  before rollup: ${before.snapshots.toLocaleString("en")} snapshots (${before.snapshotsPerRow.toFixed(1)} a row), ${(before.bytes / 2 ** 20).toFixed(0)} MiB, ${before.perRow.toFixed(0)} bytes a published row`,
    );
    console.log(
      `  after rollup:  ${after.snapshots.toLocaleString("en")} snapshots (${after.snapshotsPerRow.toFixed(1)} a row), ${(after.bytes / 2 ** 20).toFixed(0)} MiB, ${after.perRow.toFixed(0)} bytes a published row (after VACUUM FULL)`,
    );
    console.log(
      `  first rollup over the year (${ROLLUP_PARTS} parts at once): ${report.deleted.toLocaleString("en")} deleted in ${(report.ms / 1000).toFixed(1)} s; the next day's run with its marks (one pass, as the app runs it): ${second.posts} posts looked at, ${second.deleted} deleted in ${(second.ms / 1000).toFixed(1)} s; then a run over the whole history (${ROLLUP_PARTS} parts at once): ${whole.posts} posts, ${whole.deleted} left to delete, ${(whole.ms / 1000).toFixed(1)} s; load ${load()}`,
    );
    const same = answerBefore.every((answer, i) => answer === answerAfter[i]);
    if (!same)
      console.log(
        `  differing answers: ${answerBefore
          .map((a, i) => (a === answerAfter[i] ? "" : String(i)))
          .filter(Boolean)
          .join(", ")}`,
      );
    results.push(`analytics answer (90d, all; table and chart in 2 zones) identical after rollup: ${same ? "yes" : "NO"}`);
    results.push(`bytes per published row: ${before.perRow.toFixed(0)} before rollup, ${after.perRow.toFixed(0)} after`);
    console.log(`  GET /analytics and the chart (90d, all; UTC and Asia/Kolkata) identical before and after: ${same ? "yes" : "NO"}`);
  } finally {
    await client.end();
  }
}

async function apiSection(world: ScaleWorld) {
  const api = `${BASE}/functions/v1/api`;
  const headers = { authorization: `Bearer ${world.apiKey}` };
  const get = (path: string) => async () => {
    const res = await fetch(`${api}${path}`, { headers });
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    // GET /posts' own statement (post-rows-query.ts) for the largest workspace: its plan, once warm.
    const { postRowsQuery } = await import("../../lib/services/posts/post-rows-query");
    const postsQuery = postRowsQuery({ workspaceId: world.workspaceId, mode: "live", limit: 50 });
    const explainPosts = async () =>
      (await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${postsQuery.text}`, postsQuery.values)).rows.map((r) => r["QUERY PLAN"]);
    await explainPosts();
    console.log(`\nGET /posts' statement (lib/services/posts/post-rows-query.ts), largest workspace, warm:`);
    console.log((await explainPosts()).map((line) => `      ${line}`).join("\n"));
    // The baseline: the same rows by a bare query from a client already connected (no HTTP, no auth, no JSON).
    const baselinePosts = await timeEach(REQUESTS, async () => {
      await client.query("SELECT * FROM posts WHERE workspace_id = $1 AND mode = 'live' AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 50", [
        world.workspaceId,
      ]);
    });
    const posts = await timeEach(REQUESTS, get("/posts"));
    const analytics = await timeEach(Math.max(20, REQUESTS / 4), get("/analytics?period=90d"));
    const links = await timeEach(Math.max(20, REQUESTS / 4), get(`/links/${world.linkPageId}/analytics?period=90d`));
    const linksAll = await timeEach(Math.max(20, REQUESTS / 4), get(`/links/${world.linkPageId}/analytics?period=all`));
    console.log(`\nAPI of the largest workspace, one request at a time, p50 / p99 (${REQUESTS} requests; analytics ${Math.max(20, REQUESTS / 4)}):`);
    const row = (name: string, xs: number[]) =>
      console.log(`  ${name.padEnd(50)} ${percentile(xs, 50).toFixed(1).padStart(7)} / ${percentile(xs, 99).toFixed(1).padStart(7)} ms`);
    row("baseline: bare pg query of the same 50 rows", baselinePosts);
    row("GET /posts", posts);
    row("GET /analytics?period=90d", analytics);
    row("GET /links/{id}/analytics?period=90d", links);
    row("GET /links/{id}/analytics?period=all", linksAll);
    target("GET /posts p99", percentile(posts, 99), 50, `(baseline p99 ${percentile(baselinePosts, 99).toFixed(1)} ms)`);
    target("GET /analytics?period=90d p99", percentile(analytics, 99), 200);
    target("link analytics (90d) p99", percentile(links, 99), 200);
    target("link analytics (all, a year) p99", percentile(linksAll, 99), 200);
  } finally {
    await client.end();
  }
}

/** BENCH_PAGES, read at start so a name that matches no page stops the run before its seed. */
const PAGE_SELECTION = selectBenchPages(process.env.BENCH_PAGES);

async function uiSection(world: ScaleWorld) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${BASE}/sign-in`);
    await page.getByLabel("Email").fill(world.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Idea board" }).waitFor({ timeout: 60_000 });
    await page.close();
    const pages = PAGE_SELECTION.pages(benchPages({ workspaceId: world.workspaceId, draftPostId: world.draftPostId, linkPageId: world.linkPageId }));
    const timings = pages.map(() => [] as number[]);
    for (let run = 0; run <= PAGE_RUNS; run++) {
      for (let i = 0; i < pages.length; i++) {
        // A page that never shows its content counts as not met, and the others are still measured.
        const t = await measurePage(context, BASE, world.workspaceId, pages[i]).catch((error: unknown) => {
          console.log(`  ${pages[i].name}: ${error instanceof Error ? error.message : String(error)}`);
          return { interactiveMs: Infinity };
        });
        if (run > 0) timings[i].push(t.interactiveMs); // the first round only warms up
      }
    }
    console.log(`\nEvery page of the largest workspace in Chromium, interactive, median / max of ${PAGE_RUNS} runs:`);
    pages.forEach((p, i) => target(`page: ${p.name}`, max(timings[i]), 1000, `(median ${median(timings[i]).toFixed(0)} ms)`));
  } finally {
    await browser.close();
  }
}

const WORLD_FILE = ".data/bench-scale-world.json";

/** A fresh database, seeded; what the measurements need is kept in WORLD_FILE for BENCH_REUSE=1. */
async function seedFresh(size: ReturnType<typeof sizeAt>): Promise<ScaleWorld> {
  await recreateDatabase();
  const seedStart = Date.now();
  const world = await seedScale(DATABASE_URL, size, console.log);
  console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(0)} s, load ${load()}: ${JSON.stringify(world.counts)}`);
  fs.writeFileSync(WORLD_FILE, JSON.stringify({ databaseUrl: DATABASE_URL, scale: SCALE, world }));
  return world;
}

/** The seed of an earlier run on the same database and scale (the rollup, if it ran, stays done). */
function reusedWorld(): ScaleWorld {
  const saved = JSON.parse(fs.readFileSync(WORLD_FILE, "utf8")) as { databaseUrl: string; scale: number; world: ScaleWorld };
  if (saved.databaseUrl !== DATABASE_URL || saved.scale !== SCALE) {
    throw new Error(`BENCH_REUSE: ${WORLD_FILE} was seeded at BENCH_SCALE=${saved.scale} in ${saved.databaseUrl}`);
  }
  console.log(`reusing the seed of an earlier run: ${JSON.stringify(saved.world.counts)}`);
  return saved.world;
}

async function main() {
  const size = sizeAt(SCALE);
  console.log(`bench:scale at BENCH_SCALE=${SCALE}: ${JSON.stringify(size)}; machine ${os.cpus().length} cores, load ${load()}`);
  fs.mkdirSync(".data", { recursive: true });
  // The production build (for 3 and 4), when stale, runs beside the seed rather than after it.
  const built = process.env.BENCH_SKIP_SERVER ? Promise.resolve() : buildIfStaleInBackground(".data/bench-scale-build.log");
  built.catch(() => undefined); // awaited below; a failure is reported there
  const world = process.env.BENCH_REUSE ? reusedWorld() : await seedFresh(size);
  process.env.DATABASE_URL = DATABASE_URL;

  console.log(
    "\nThe publisher's statements (EXPLAIN ANALYZE execution time, median of 7 and its plan; the function's wall time through Prisma, median / max):",
  );
  for (const s of await measureStatements(DATABASE_URL)) {
    console.log(`  ${s.name}: plan ${s.planMs.toFixed(2)} ms, function ${s.medianMs.toFixed(2)} / ${s.maxMs.toFixed(2)} ms`);
    console.log(
      s.plan
        .split("\n")
        .filter((line) => process.env.BENCH_PLANS || !/^\s*(Buffers|Planning:|I\/O)/.test(line))
        .map((line) => `      ${line}`)
        .join("\n"),
    );
    target(`statement: ${s.name}`, s.planMs, 5, `(through Prisma: median ${s.medianMs.toFixed(2)} ms)`);
  }

  if (!process.env.BENCH_SKIP_ROLLUP) await rollupSection(world);
  const { disconnectDb } = await import("../../lib/db");
  await disconnectDb();

  if (process.env.BENCH_SKIP_SERVER) return printSummary();
  const buildWait = Date.now();
  await built;
  console.log(`\nproduction build ready (waited ${((Date.now() - buildWait) / 1000).toFixed(0)} s for it after the rest)`);
  const log = fs.openSync(".data/bench-scale-server.log", "w");
  const app = spawn("npm", ["start"], {
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: String(PORT),
      APP_URL: BASE,
      POSTLANE_RATE_LIMIT_PER_MINUTE: "100000000",
      POSTLANE_WEBHOOK_ALLOWED_HOSTS: WEBHOOK_HOST,
      NODE_ENV: "production",
    },
  });
  try {
    await waitForUrl(`${BASE}/functions/v1/api/health`);
    if (!process.env.BENCH_SKIP_API) await apiSection(world);
    if (!process.env.BENCH_SKIP_UI) await uiSection(world);
  } finally {
    if (app.pid) process.kill(-app.pid, "SIGTERM");
  }
  printSummary();
}

function printSummary() {
  console.log(`\nSummary (BENCH_SCALE=${SCALE}, PostgreSQL, ${os.cpus().length} cores; load = 1, 5, 15 min averages at the time):`);
  for (const line of results) console.log(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
