// npm run bench:api — the public API under load on the local PostgreSQL, against a bare baseline.
// Builds once (if needed), recreates its database with a workspace of 10,000 posts and 500 ideas, starts
// `npm start`, drives it with autocannon at 32 connections and prints req/s, p50 and p99 per scenario, the
// CPU time each server process spent per request (steadier than req/s on a shared machine), PostgreSQL's and
// the whole machine's CPU per request beside it, and the ratio to a plain node:http + pg server doing the same
// query and JSON, or for a draft the same writes in one transaction (baseline-server.ts, its own process).
// The app runs its hot statements prepared, which the baseline does not; the baseline's prepared variant,
// measured too, shows the app's own overhead alone.
// The targets of issue 34 are printed beside the figures. BENCH_APP_CPU_PROFILE=<dir> runs the server under
// --cpu-prof and prints the share of its CPU spent in logging (throughput is lower while profiling); the baseline's
// profile goes to <dir>/baseline.
// Figures, never assertions.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { loggingShare, waitForProfile } from "../support/cpu-profile-share";
import { buildIfStale, startProductionServer, waitForUrl } from "../support/production-server";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postlane_bench";
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3190);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** A fresh database each run (it belongs to the bench), so runs compare like with like. */
async function recreateDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: `${url.protocol}//${url.username}@${url.host}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

/** CPU ticks (user + system) used so far by each process whose /proc/<pid>/stat passes `include`, by pid. */
function processTicks(include: (fields: string[], name: string) => boolean): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces): state ppid pgrp … utime(14) stime(15).
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (include(fields, name)) ticks.set(entry, Number(fields[11]) + Number(fields[12]));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return ticks;
}

/** CPU seconds the processes passing `include` used between `before` (a processTicks snapshot) and now: each
 *  process's own difference, so one that ended meanwhile (a backend whose connection closed) takes nothing
 *  away, and one that started counts whole. */
function cpuSecondsSince(before: Map<string, number>, include: (fields: string[], name: string) => boolean): number {
  const ticksPerSecond = 100; // USER_HZ on Linux
  let ticks = 0;
  for (const [pid, now] of processTicks(include)) ticks += now - (before.get(pid) ?? 0);
  return ticks / ticksPerSecond;
}

const inGroup = (pgid: number) => (fields: string[]) => Number(fields[2]) === pgid;
/** PostgreSQL: every process named postgres on this machine (its backends above all). */
const isPostgres = (_: string[], name: string) => name === "postgres";

/** CPU seconds the whole machine has been busy (user, nice, system, irq, softirq; all cores). */
function machineBusySeconds(): number {
  const [user, nice, system, , , irq, softirq] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq) / 100;
}

function startBaseline(workspaceId: string): Promise<{ child: ChildProcess; port: number }> {
  // Under BENCH_APP_CPU_PROFILE the baseline is profiled too (in its folder baseline/), so the two can be compared
  // function by function: what the app spends that the baseline does not is its own overhead.
  const profileDir = process.env.BENCH_APP_CPU_PROFILE;
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}/baseline`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "bench/api/baseline-server.ts"], {
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, BENCH_DATABASE_URL: DATABASE_URL, BENCH_WORKSPACE_ID: workspaceId, NODE_ENV: "production" },
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`baseline server exited (${code})`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
  });
}

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

async function seed() {
  process.env.DATABASE_URL = DATABASE_URL;
  const { createUser } = await import("../../lib/services/users/create-user");
  const { createApiKey } = await import("../../lib/services/api-keys/create-api-key");
  const { addSocialAccount } = await import("../../lib/services/accounts/add-social-account");
  const { systemActor } = await import("../../lib/services/actor");
  const { disconnectDb } = await import("../../lib/db");
  const tag = Date.now().toString(36);
  const user = await createUser({ input: { email: `bench-${tag}@example.test`, password: "correct horse battery" } });
  const workspaceId = user.personalWorkspaceId;
  const account = await addSocialAccount({ workspaceId, actor: systemActor, input: { platform: "bluesky", username: `bench-${tag}`, sandbox: true } });
  const key = await createApiKey({
    workspaceId,
    actor: systemActor,
    creatorUserId: user.id,
    input: { mode: "live", scopes: ["posts:read", "posts:write", "ideas:read"] },
  });
  // An OAuth access token as the token endpoint issues it: a live key linked to a registered client
  // (lib/services/oauth/exchange-authorization-code.ts), so a connected app's requests are measured too.
  const { registerOAuthClient } = await import("../../lib/services/oauth/register-oauth-client");
  const { db } = await import("../../lib/db");
  const registered = await registerOAuthClient({ input: { client_name: "Bench app", redirect_uris: ["https://app.example.com/callback"] } });
  const oauthClient = await db.oAuthClient.findUniqueOrThrow({ where: { clientId: registered.client_id } });
  const oauthToken = await createApiKey({
    workspaceId,
    actor: { kind: "user", userId: user.id },
    input: { name: oauthClient.name, mode: "live", scopes: ["posts:read"] },
    oauthClientId: oauthClient.id,
  });
  await disconnectDb();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(
    `INSERT INTO posts (id, workspace_id, caption, platforms, status, media_urls, hashtags, account_mappings, connected_account_id, created_at, updated_at)
     SELECT gen_random_uuid(), $1::uuid, 'bench post ' || i, ARRAY['bluesky'], 'draft', '{}', '{}', $3::jsonb, $2::uuid, now() - i * interval '1 minute', now()
     FROM generate_series(1, 10000) i`,
    [workspaceId, account.id, JSON.stringify([{ platform: "bluesky", accountId: account.id }])],
  );
  await client.query(
    `INSERT INTO ideas (id, workspace_id, title, tags, media_urls, status, position, created_at, updated_at)
     SELECT gen_random_uuid(), $1::uuid, 'idea ' || i, '{}', '{}', (ARRAY['unassigned','todo','in_progress','done'])[1 + i % 4]::idea_status, i, now(), now()
     FROM generate_series(1, 500) i`,
    [workspaceId],
  );
  // Fresh statistics, as autovacuum would have them in production: without them the planner sorts every
  // row of the workspace instead of walking the (workspace, mode, created_at) index.
  await client.query("ANALYZE posts; ANALYZE ideas; ANALYZE platform_results");
  await client.query("UPDATE users SET monthly_post_quota = 100000000 WHERE id = $1", [user.id]);
  const { rows } = await client.query("SELECT id::text FROM posts WHERE workspace_id = $1 LIMIT 1", [workspaceId]);
  await client.end();
  return { workspaceId, key: key.key, oauthToken: oauthToken.key, postId: rows[0].id as string, accountId: account.id };
}

/** Which page the cursor scenario reads: deep in the 10,000 posts, where an OFFSET would have to skip 5,000 rows. */
const CURSOR_PAGE = 100;
const CURSOR_SCENARIO = `GET /posts?cursor= (page ${CURSOR_PAGE + 1})`;

/** The nextCursor that leads to page `page` + 1 of `url`, following the pages as a client does. */
async function cursorAfter(url: string, headers: Record<string, string>, page: number): Promise<string> {
  let cursor = "";
  for (let i = 0; i < page; i++) {
    const response = await fetch(cursor ? `${url}&cursor=${cursor}` : url, { headers });
    const body = (await response.json()) as { nextCursor: string | null };
    if (!response.ok || !body.nextCursor) throw new Error(`page ${i + 1} of ${url}: ${response.status}, no next page`);
    cursor = body.nextCursor;
  }
  return cursor;
}

async function measure(name: string, pgid: number, options: Parameters<typeof autocannon>[0]) {
  const serverBefore = processTicks(inGroup(pgid));
  const postgresBefore = processTicks(isPostgres);
  const machineBefore = machineBusySeconds();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, result.requests.total);
  const cpuMsPerRequest = perRequest(cpuSecondsSince(serverBefore, inGroup(pgid)));
  // The database's share and the whole machine's (the load generator included): a server that saves
  // PostgreSQL work shows it here, not in its own figure.
  const postgresMsPerRequest = perRequest(cpuSecondsSince(postgresBefore, isPostgres));
  const machineMsPerRequest = perRequest(machineBusySeconds() - machineBefore);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest,
    postgresMsPerRequest,
    machineMsPerRequest,
  };
}

async function main() {
  buildIfStale();
  await recreateDatabase();
  run("npm", ["run", "db:migrate"], { DATABASE_URL });
  const world = await seed();

  // The share of the server's CPU in logging is printed at the end when profiled (bench/support/cpu-profile-share.ts).
  const profileSince = Date.now();
  const { app, profileDir } = startProductionServer({ DATABASE_URL, PORT: String(APP_PORT), POSTLANE_RATE_LIMIT_PER_MINUTE: "100000000" });
  const baseline = await startBaseline(world.workspaceId);
  try {
    const api = `http://127.0.0.1:${APP_PORT}/functions/v1/api`;
    const base = `http://127.0.0.1:${baseline.port}`;
    await waitForUrl(`${api}/health`);
    const auth = { authorization: `Bearer ${world.key}` };
    const appGroup = app.pid!;
    const baseGroup = baseline.child.pid!;
    // A draft as the API takes it; both servers write it (quota, row, webhook outbox).
    const draftRequest = {
      method: "POST" as const,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ caption: "bench", accountMappings: [{ platform: "bluesky", accountId: world.accountId }] }),
    };
    const cursor = await cursorAfter(`${api}/posts?limit=50`, auth, CURSOR_PAGE);
    const scenarios: [string, number, Parameters<typeof autocannon>[0]][] = [
      ["baseline GET /posts?limit=50", baseGroup, { url: `${base}/posts?limit=50` }],
      ["GET /posts?limit=50", appGroup, { url: `${api}/posts?limit=50`, headers: auth }],
      [`baseline ${CURSOR_SCENARIO}`, baseGroup, { url: `${base}/posts?limit=50&cursor=${cursor}` }],
      [CURSOR_SCENARIO, appGroup, { url: `${api}/posts?limit=50&cursor=${cursor}`, headers: auth }],
      ["baseline GET /posts/{id}", baseGroup, { url: `${base}/posts/${world.postId}` }],
      ["GET /posts/{id}", appGroup, { url: `${api}/posts/${world.postId}`, headers: auth }],
      ["baseline POST /posts (draft)", baseGroup, { url: `${base}/posts`, ...draftRequest }],
      ["POST /posts (draft)", appGroup, { url: `${api}/posts`, ...draftRequest, headers: { ...draftRequest.headers, ...auth } }],
      // The same three against the baseline that prepares its statements as the app does (no targets: the app's
      // own overhead, with the database's share the same on both sides).
      ["prepared baseline GET /posts?limit=50", baseGroup, { url: `${base}/prepared/posts?limit=50` }],
      ["prepared baseline GET /posts/{id}", baseGroup, { url: `${base}/prepared/posts/${world.postId}` }],
      ["prepared baseline POST /posts (draft)", baseGroup, { url: `${base}/prepared/posts`, ...draftRequest }],
      ["GET /posts/{id} (OAuth token)", appGroup, { url: `${api}/posts/${world.postId}`, headers: { authorization: `Bearer ${world.oauthToken}` } }],
      ["invalid key (401)", appGroup, { url: `${api}/posts?limit=50`, headers: { authorization: `Bearer pl_live_${"a".repeat(32)}AAAAAA` } }],
    ];
    // BENCH_ONLY=401,draft measures only the scenarios whose names contain one of those words (with their
    // baselines): one scenario per profile shows where that request's time goes.
    const only = process.env.BENCH_ONLY?.split(",").map((word) => word.trim().toLowerCase());
    const chosen = scenarios.filter(([name]) => !only || only.some((word) => name.toLowerCase().includes(word)));
    // Warm up both servers on what is measured (pools, JIT; production compiles nothing on the first request).
    for (const [, group, options] of chosen) await measure("warmup", group, { ...options, duration: 2 });
    const rows: Awaited<ReturnType<typeof measure>>[] = [];
    for (const [name, group, options] of chosen) rows.push(await measure(name, group, options));
    console.log(`\nPostlane API bench: ${CONNECTIONS} connections, ${DURATION} s per scenario, 10,000 posts + 500 ideas, PostgreSQL\n`);
    console.log(
      "scenario".padEnd(40),
      "req/s".padStart(9),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "non-2xx".padStart(9),
      "server CPU ms/req".padStart(18),
      "PostgreSQL".padStart(11),
      "machine".padStart(8),
    );
    for (const r of rows) {
      console.log(
        r.name.padEnd(40),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        String(r.non2xx).padStart(9),
        r.cpuMsPerRequest.toFixed(2).padStart(18),
        r.postgresMsPerRequest.toFixed(2).padStart(11),
        r.machineMsPerRequest.toFixed(2).padStart(8),
      );
    }
    const find = (name: string) =>
      rows.find((r) => r.name === name) ?? {
        name,
        rps: NaN,
        p50: NaN,
        p99: NaN,
        non2xx: 0,
        errors: 0,
        cpuMsPerRequest: NaN,
        postgresMsPerRequest: NaN,
        machineMsPerRequest: NaN,
      };
    const ratio = (a: string, b: string) => find(a).rps / find(b).rps;
    const met = (ok: boolean) => (ok ? "met" : "NOT met");
    // Issue 34's targets, each against the baseline measured in this same run.
    const listRatio = ratio("GET /posts?limit=50", "baseline GET /posts?limit=50");
    const list = find("GET /posts?limit=50");
    console.log(`\nGET /posts?limit=50: ${listRatio.toFixed(2)}x the baseline's throughput, p99 ${list.p99} ms (target >= 0.9x: ${met(listRatio >= 0.9)})`);
    const pageRatio = ratio(CURSOR_SCENARIO, `baseline ${CURSOR_SCENARIO}`);
    console.log(`${CURSOR_SCENARIO}: ${pageRatio.toFixed(2)}x the baseline's throughput (no target of its own: a page costs what the first does)`);
    const oneRatio = ratio("GET /posts/{id}", "baseline GET /posts/{id}");
    console.log(`GET /posts/{id}:     ${oneRatio.toFixed(2)}x the baseline's throughput (target >= 0.8x: ${met(oneRatio >= 0.8)})`);
    const oauthRatio = ratio("GET /posts/{id} (OAuth token)", "baseline GET /posts/{id}");
    console.log(`GET /posts/{id} with an OAuth access token: ${oauthRatio.toFixed(2)}x the baseline's throughput`);
    const draft = find("POST /posts (draft)");
    const draftRatio = ratio("POST /posts (draft)", "baseline POST /posts (draft)");
    console.log(
      `POST /posts (draft): ${draftRatio.toFixed(2)}x the baseline's throughput, ${draft.cpuMsPerRequest.toFixed(2)} ms CPU/req ` +
        `(target >= 1.5x at <= 0.5 ms CPU: ${met(draftRatio >= 1.5 && draft.cpuMsPerRequest <= 0.5)})`,
    );
    const againstPrepared = (name: string) => `${name} ${ratio(name, `prepared baseline ${name}`).toFixed(2)}x`;
    console.log(
      `Against a baseline that prepares its statements too (no target): ${["GET /posts?limit=50", "GET /posts/{id}", "POST /posts (draft)"].map(againstPrepared).join(", ")}`,
    );
    const invalid = find("invalid key (401)");
    console.log(`invalid key (401): ${invalid.rps.toFixed(0)} req/s (target >= 10,000 req/s: ${met(invalid.rps >= 10_000)})`);
    console.log(
      `machine load average while measuring: ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")} (${(await import("node:os")).cpus().length} cores)`,
    );
  } finally {
    process.kill(-baseline.child.pid!, "SIGTERM");
    if (app.pid) process.kill(-app.pid, "SIGTERM");
  }
  if (profileDir) await printLoggingShare(profileDir, profileSince);
}

/** The logger's share of the profiled server's CPU over the whole run (target under 5 %). */
async function printLoggingShare(dir: string, since: number) {
  const file = await waitForProfile(dir, since);
  if (!file) return console.log(`no CPU profile appeared in ${dir}`);
  const { share, busyMs } = loggingShare(file);
  console.log(
    `logging: ${(share * 100).toFixed(1)} % of the server's CPU (${(busyMs / 1000).toFixed(1)} s profiled; target < 5 %: ${share < 0.05 ? "met" : "NOT met"}) — ${file}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
