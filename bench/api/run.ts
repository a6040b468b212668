// npm run bench:api — the public API under load on the local PostgreSQL, against a bare baseline.
// Builds once (if needed), seeds a workspace with 10,000 posts and 500 ideas, starts `npm start`, drives
// it with autocannon at 32 connections and prints req/s, p50 and p99 per scenario, and the ratio to a
// plain node:http + pg server doing the same query and JSON. Figures, never assertions.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { startBaseline } from "./baseline-server";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postlane_bench";
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3190);
const BASE_PORT = APP_PORT + 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

async function ensureDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: `${url.protocol}//${url.username}@${url.host}/postgres` });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
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
  const key = await createApiKey({ workspaceId, actor: systemActor, creatorUserId: user.id, input: { mode: "live", scopes: ["posts:read", "posts:write", "ideas:read"] } });
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
  return { workspaceId, key: key.key, postId: rows[0].id as string, accountId: account.id };
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(name: string, options: Parameters<typeof autocannon>[0]) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function main() {
  if (!fs.existsSync(".next/BUILD_ID")) run("npm", ["run", "build"]);
  await ensureDatabase();
  run("npm", ["run", "db:migrate"], { DATABASE_URL });
  const world = await seed();

  const app = spawn("npm", ["start"], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, DATABASE_URL, PORT: String(APP_PORT), POSTLANE_RATE_LIMIT_PER_MINUTE: "100000000", NODE_ENV: "production" },
  });
  const baseline = await startBaseline({ databaseUrl: DATABASE_URL, workspaceId: world.workspaceId, port: BASE_PORT });
  try {
    const api = `http://127.0.0.1:${APP_PORT}/functions/v1/api`;
    await waitFor(`${api}/health`);
    const auth = { authorization: `Bearer ${world.key}` };
    // Warm up the routes (first requests compile nothing in production, but open pools and JIT).
    await measure("warmup", { url: `${api}/posts?limit=50`, headers: auth, duration: 3 });

    const rows = [
      await measure("baseline GET /posts?limit=50", { url: `http://127.0.0.1:${BASE_PORT}/posts?limit=50` }),
      await measure("GET /posts?limit=50", { url: `${api}/posts?limit=50`, headers: auth }),
      await measure("baseline GET /posts/{id}", { url: `http://127.0.0.1:${BASE_PORT}/posts/${world.postId}` }),
      await measure("GET /posts/{id}", { url: `${api}/posts/${world.postId}`, headers: auth }),
      await measure("POST /posts (draft)", {
        url: `${api}/posts`,
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ caption: "bench", accountMappings: [{ platform: "bluesky", accountId: world.accountId }] }),
      }),
      await measure("invalid key (401)", { url: `${api}/posts?limit=50`, headers: { authorization: `Bearer pl_live_${"a".repeat(32)}AAAAAA` } }),
    ];
    console.log(`\nPostlane API bench: ${CONNECTIONS} connections, ${DURATION} s per scenario, 10,000 posts + 500 ideas, PostgreSQL\n`);
    console.log("scenario".padEnd(34), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "non-2xx".padStart(9));
    for (const r of rows) {
      console.log(r.name.padEnd(34), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), String(r.non2xx).padStart(9));
    }
    const ratio = (a: string, b: string) => rows.find((r) => r.name === a)!.rps / rows.find((r) => r.name === b)!.rps;
    console.log(`\nGET /posts?limit=50: ${ratio("GET /posts?limit=50", "baseline GET /posts?limit=50").toFixed(2)}x the baseline's throughput (target >= 0.5x, p99 < 50 ms)`);
    console.log(`GET /posts/{id}:     ${ratio("GET /posts/{id}", "baseline GET /posts/{id}").toFixed(2)}x the baseline's throughput`);
  } finally {
    await baseline.close();
    if (app.pid) process.kill(-app.pid, "SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
