// npm run bench:links — the public link page (/l/{slug}) under load against a static file served by the
// same production server (`npm start`), 32 connections, autocannon; both figures and their ratio come from
// one run (target: the page at >= 4x the static file's req/s, issue 34). Builds if stale, recreates its own
// database with a published page of 10 blocks (links, a header, text, social icons, a grid of 6 posts), and
// checks afterwards that every request was counted as a view. Figures, never assertions.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { loggingShare, waitForProfile } from "../support/cpu-profile-share";
import { buildIfStale, startProductionServer, waitForUrl } from "../support/production-server";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postlane_bench_links";
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3291);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

async function recreateDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: `${url.protocol}//${url.username}@${url.host}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

async function seed() {
  process.env.DATABASE_URL = DATABASE_URL;
  const { createUser } = await import("../../lib/services/users/create-user");
  const { addSocialAccount } = await import("../../lib/services/accounts/add-social-account");
  const { systemActor } = await import("../../lib/services/actor");
  const { createLinkPage } = await import("../../lib/services/links/create-link-page");
  const { addLinkBlock } = await import("../../lib/services/links/add-link-block");
  const { publishLinkPage } = await import("../../lib/services/links/publish-link-page");
  const { db, disconnectDb } = await import("../../lib/db");
  const tag = Date.now().toString(36);
  const user = await createUser({ input: { email: `bench-${tag}@example.test`, password: "correct horse battery" } });
  const workspaceId = user.personalWorkspaceId;
  await addSocialAccount({ workspaceId, actor: systemActor, input: { platform: "bluesky", username: `bench-${tag}.bsky.social`, sandbox: true } });
  for (let i = 0; i < 6; i++) {
    await db.post.create({
      data: {
        workspaceId,
        status: "published",
        publishedAt: new Date(Date.now() - i * 60_000),
        caption: `Post ${i}`,
        platforms: ["bluesky"],
        mediaUrls: [`https://cdn.example.com/p${i}.jpg`],
        mediaType: "image",
      },
    });
  }
  const actor = systemActor;
  const page = await createLinkPage({
    workspaceId,
    actor,
    input: { slug: `bench-${tag}`, title: "Bench page", bio: "A page with every kind of block", avatarUrl: "https://cdn.example.com/avatar.png" },
  });
  const blocks = [
    { type: "header", text: "Shop" },
    ...Array.from({ length: 5 }, (_, i) => ({
      type: "link",
      label: `Link number ${i + 1}`,
      url: `https://example.com/${i + 1}`,
      thumbnailUrl: `https://cdn.example.com/t${i}.png`,
    })),
    { type: "text", text: "Thanks for visiting. New posts every week." },
    { type: "social" },
    { type: "posts", count: 6 },
    { type: "embed", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
  ];
  for (const block of blocks) await addLinkBlock({ workspaceId, actor, input: { pageId: page.id, block } });
  await publishLinkPage({ workspaceId, actor, input: { id: page.id } });
  await disconnectDb();
  return { slug: page.slug, pageId: page.id };
}

/** A file of the build that Next serves as static, the closest in size to the page. */
function staticFileNear(bytes: number): { url: string; size: number } {
  const root = ".next/static";
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(css|js)$/.test(entry.name)) files.push(full);
    }
  };
  walk(root);
  const best = files.map((f) => ({ f, size: fs.statSync(f).size })).sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes))[0];
  return { url: `/_next/static/${path.relative(root, best.f).split(path.sep).join("/")}`, size: best.size };
}

async function measure(url: string, duration = DURATION) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  buildIfStale();
  await recreateDatabase();
  const migrate = spawnSync("npm", ["run", "db:migrate"], { stdio: "inherit", env: { ...process.env, DATABASE_URL } });
  if (migrate.status !== 0) throw new Error("migration failed");
  const world = await seed();
  // BENCH_APP_CPU_PROFILE=dir: the server runs under --cpu-prof (as in bench:api), and the share of its CPU
  // spent in logging is printed at the end (target under 5 %).
  const profileSince = Date.now();
  const { app, profileDir } = startProductionServer({ DATABASE_URL, PORT: String(APP_PORT) });
  try {
    const origin = `http://127.0.0.1:${APP_PORT}`;
    await waitForUrl(`${origin}/functions/v1/api/health`);
    const pageUrl = `${origin}/l/${world.slug}`;
    const first = await fetch(pageUrl);
    const html = await first.text();
    if (first.status !== 200) throw new Error(`the page answered ${first.status}`);
    const staticFile = staticFileNear(Buffer.byteLength(html));
    const staticUrl = `${origin}${staticFile.url}`;
    if ((await fetch(staticUrl)).status !== 200) throw new Error(`${staticUrl} is not served`);
    await measure(staticUrl, 2);
    const warmup = await measure(pageUrl, 2);

    const rows: { name: string; r: Awaited<ReturnType<typeof measure>> }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      rows.push({ name: `static file (round ${round})`, r: await measure(staticUrl) });
      rows.push({ name: `link page (round ${round})`, r: await measure(pageUrl) });
    }
    const pageRequests = rows.filter((x) => x.name.startsWith("link page")).reduce((n, x) => n + x.r.total, 0);

    console.log(`\nPostlane link page bench: ${CONNECTIONS} connections, ${DURATION} s per scenario, ${ROUNDS} rounds, PostgreSQL`);
    console.log(
      `page /l/${world.slug}: ${Buffer.byteLength(html)} bytes of HTML; static file ${staticFile.url}: ${staticFile.size} bytes (both uncompressed)\n`,
    );
    console.log("scenario".padEnd(26), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "non-2xx".padStart(9), "errors".padStart(8));
    for (const { name, r } of rows)
      console.log(
        name.padEnd(26),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        String(r.non2xx).padStart(9),
        String(r.errors).padStart(8),
      );
    const mean = (prefix: string) => rows.filter((x) => x.name.startsWith(prefix)).reduce((s, x) => s + x.r.rps, 0) / ROUNDS;
    const ratio = mean("link page") / mean("static file");
    console.log(
      `\nlink page: ${mean("link page").toFixed(0)} req/s, static file: ${mean("static file").toFixed(0)} req/s → ${ratio.toFixed(2)}x (target >= 4x: ${ratio >= 4 ? "met" : "NOT met"})`,
    );

    // Every page request must have been counted (the counters flush every 2 s; give them a moment).
    await new Promise((r) => setTimeout(r, 3000));
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows: counted } = await client.query<{ views: string }>("SELECT coalesce(sum(views), 0)::text AS views FROM link_page_daily WHERE page_id = $1", [
      world.pageId,
    ]);
    await client.end();
    // autocannon counts the answers it read; when a run stops, each connection may have one request sent and
    // answered (so counted by the server) whose answer it did not read: up to CONNECTIONS more per page run.
    const answered = pageRequests + warmup.total + 1;
    const inFlightAtMost = CONNECTIONS * (ROUNDS + 1); // the rounds and the warm-up
    const views = Number(counted[0].views);
    const verdict = views >= answered && views <= answered + inFlightAtMost ? "every request counted" : "NOT every request counted";
    console.log(
      `views counted: ${views}; page answers read: ${answered} (first fetch and warm-up included), plus up to ${inFlightAtMost} in flight when a run stopped: ${verdict}`,
    );
    console.log(
      `machine load average while measuring: ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")} (${(await import("node:os")).cpus().length} cores)`,
    );
  } finally {
    if (app.pid) process.kill(-app.pid, "SIGTERM");
  }
  if (profileDir) {
    const file = await waitForProfile(profileDir, profileSince);
    if (!file) return console.log(`no CPU profile appeared in ${profileDir}`);
    const { share, busyMs } = loggingShare(file);
    console.log(
      `logging: ${(share * 100).toFixed(1)} % of the server's CPU (${(busyMs / 1000).toFixed(1)} s profiled; target < 5 %: ${share < 0.05 ? "met" : "NOT met"})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
