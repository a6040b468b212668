// GET /analytics reads each row's latest metrics snapshot. This bench seeds one workspace with many published
// rows and a long snapshot history on PostgreSQL, then times the service's LATERAL query against a baseline
// measured in the same run: DISTINCT ON over every snapshot of the workspace (what a naive query does).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx tsx bench/analytics-latest-snapshot.ts [posts] [snapshotsPerPost]
import { performance } from "node:perf_hooks";
import { db, disconnectDb } from "../lib/db";
import { getAnalytics } from "../lib/services/analytics/get-analytics";
import { systemActor } from "../lib/services/actor";
import { createUser } from "../lib/services/users/create-user";

const POSTS = Number(process.argv[2] ?? 3000);
const SNAPSHOTS = Number(process.argv[3] ?? 72);
const RUNS = 15;

async function time(label: string, fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  console.log(`${label.padEnd(44)} median ${median.toFixed(1)} ms   p90 ${samples[Math.floor(samples.length * 0.9)].toFixed(1)} ms`);
  return median;
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error("Set DATABASE_URL to a PostgreSQL database (the bench seeds and then deletes one workspace)");
  const user = await createUser({ input: { email: `bench-${Date.now()}@example.test`, password: "correct horse battery" } });
  const workspaceId = user.personalWorkspaceId;
  try {
    console.log(`seeding ${POSTS} published rows x ${SNAPSHOTS} snapshots = ${POSTS * SNAPSHOTS} snapshots …`);
    await db.$executeRaw`
      INSERT INTO posts (id, workspace_id, platforms, status, published_at, mode, updated_at)
      SELECT gen_random_uuid(), ${workspaceId}::uuid, ARRAY[(ARRAY['instagram','bluesky','twitter','linkedin'])[1 + i % 4]],
             'published', now() - (i || ' minutes')::interval, 'live', now()
      FROM generate_series(1, ${POSTS}) AS i`;
    await db.$executeRaw`
      INSERT INTO metric_snapshots (id, post_id, workspace_id, platform, fetched_at, views, likes, comments, shares)
      SELECT gen_random_uuid(), p.id, p.workspace_id, p.platforms[1], now() - (h || ' hours')::interval, 1000 - h, 100 - h, 10, 1
      FROM posts p, generate_series(0, ${SNAPSHOTS - 1}) AS h
      WHERE p.workspace_id = ${workspaceId}::uuid`;
    await db.$executeRawUnsafe("ANALYZE posts");
    await db.$executeRawUnsafe("ANALYZE metric_snapshots");

    const service = await time("service (LATERAL, limit 500, period all)", () =>
      getAnalytics({ workspaceId, actor: systemActor, input: { period: "all", limit: "500" } }),
    );
    const baseline = await time(
      "baseline (DISTINCT ON over all snapshots)",
      () =>
        db.$queryRaw`
        SELECT * FROM (
          SELECT DISTINCT ON (m.post_id) m.post_id, m.views, m.likes, m.comments, m.shares, m.fetched_at, p.published_at
          FROM metric_snapshots m JOIN posts p ON p.id = m.post_id
          WHERE m.workspace_id = ${workspaceId}::uuid AND p.status = 'published' AND p.deleted_at IS NULL
          ORDER BY m.post_id, m.fetched_at DESC
        ) latest ORDER BY published_at DESC LIMIT 500`,
    );
    console.log(`service / baseline: ${(service / baseline).toFixed(2)}x`);
  } finally {
    await db.workspace.delete({ where: { id: workspaceId } });
    await db.user.delete({ where: { id: user.id } });
    await disconnectDb();
  }
}

await main();
