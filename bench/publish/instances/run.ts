// npm run bench:publish:instances — several app instances publishing from one PostgreSQL (DATABASE_URL, a
// scratch database) with Redis beside it (REDIS_URL, as the app's instances share it for rate limits; the
// publisher itself does not use it). Each instance is a real process (instance-process.ts: the app's
// publishing worker with its default sweep, heartbeat and takeover timing) publishing to the benchmark's five
// local networks (networks-process.ts: 100 ms per call, 10 % of calls failing retryably, half of the failed
// publishes after the post was made) for 200 accounts.
//
// It prints a throughput table for 1, 2 and 3 instances (the same number of rows each time), then runs 3
// instances again and SIGKILLs one mid-run: every row must end published, with exactly one post at its
// network and one successful platform result (nothing lost, nothing duplicated), and the rows the killed
// instance held must be taken over by the others within 15 s (measured from the kill).
//
// Why the networks and not the sandbox publisher: the sandbox keeps what it "published" in its process's
// memory, so a killed instance takes that record with it and no one could count duplicates across instances.
// The networks' process outlives every instance and counts posts per row.
//
// The machine is shared: the figures compare with each other within one run; the load average is printed
// beside them.
import { fork, type ChildProcess } from "node:child_process";
import os from "node:os";
import { queuedBenchRows, startNetworks } from "../networks";

if (!process.env.DATABASE_URL) throw new Error("set DATABASE_URL to a scratch PostgreSQL database: the instances share it");
process.env.REDIS_URL ??= "redis://127.0.0.1:6379";
process.env.TOKEN_ENCRYPTION_KEY ??= "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";
process.env.AUTH_SECRET ??= "bench-auth-secret";

const NETWORKS = ["instagram", "threads", "facebook", "linkedin", "mastodon"] as const;
const ACCOUNTS = 200;
const ROWS = Number(process.env.BENCH_ROWS ?? 600);
const KILL_ROWS = Math.round(ROWS * 1.5);
const LATENCY_MS = 100;
const FAILURE_RATE = 0.1;
const CALLS_PER_ROW = 3;
// Each instance publishes 16 rows at once; the network limits (shared by all instances) are set above what
// three instances use, so throughput can grow with instances until the machine or the database binds.
const LIMITS = { slots: 16, perAccount: 1, perNetwork: ACCOUNTS / NETWORKS.length };
const TAKEOVER_TARGET_S = 15;

interface Instance {
  child: ChildProcess;
  id: string;
  exited: Promise<void>;
}

const loadNow = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

async function main() {
  const { db, disconnectDb } = await import("@/lib/db");
  const { migrateDatabase } = await import("@/lib/db/migrate-database");
  const { encryptToken } = await import("@/lib/crypto/token-cipher");
  await migrateDatabase();

  const networks = await startNetworks(NETWORKS);
  await networks.ask({ cmd: "configure", latencyMs: LATENCY_MS, failureRate: FAILURE_RATE });

  const owner = await db.user.create({ data: { email: `bench-instances-${Date.now()}@example.test`, name: "bench" } });
  const workspace = await db.workspace.create({ data: { name: "bench instances", ownerId: owner.id, isPersonal: true } });
  const accounts = await db.socialAccount.createManyAndReturn({
    data: Array.from({ length: ACCOUNTS }, (_, i) => {
      const network = NETWORKS[i % NETWORKS.length];
      return {
        workspaceId: workspace.id,
        platform: network,
        platformUsername: `${network}_${i}`,
        platformAccountId: `${network}-${i}-${Date.now()}`,
        accessTokenEnc: encryptToken("token-1"),
      };
    }),
    select: { id: true, platform: true },
  });

  const startInstance = async (): Promise<Instance> => {
    const child = fork("bench/publish/instances/instance-process.ts", [], {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, BENCH_INSTANCE_CONFIG: JSON.stringify({ workspaceId: workspace.id, urls: networks.urls, limits: LIMITS }) },
    });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const ready = await new Promise<{ instance: string }>((resolve, reject) => {
      child.once("message", (message) => resolve(message as { instance: string }));
      child.once("exit", (code) => reject(new Error(`an instance exited before it was ready (${code})`)));
    });
    return { child, id: ready.instance, exited };
  };
  const stopInstance = async (instance: Instance): Promise<number> => {
    const stopped = new Promise<number>((resolve) => instance.child.once("message", (m) => resolve((m as { cpuMs: number }).cpuMs)));
    instance.child.send({ cmd: "stop" });
    const cpuMs = await stopped;
    await instance.exited;
    return cpuMs;
  };

  const queueRows = async (count: number): Promise<string[]> => {
    const rows = queuedBenchRows(workspace.id, accounts, count, new Date());
    await db.post.createMany({ data: rows });
    return rows.map((row) => row.id);
  };
  const countDone = async (ids: string[]): Promise<number> => {
    const [{ n }] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM posts WHERE id = ANY(${ids}::uuid[]) AND status <> 'queued'`;
    return n;
  };
  const transactions = async (): Promise<number> => {
    const [{ n }] = await db.$queryRaw<{ n: bigint }[]>`SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()`;
    return Number(n);
  };
  /** Nothing lost, nothing duplicated: posts at the networks, rows' statuses and platform results. */
  const check = async (ids: string[]) => {
    const { postsPerRow } = await networks.ask<{ postsPerRow: number[] }>({
      cmd: "stats",
      rows: ids.map((id, i) => ({ id, network: accounts[i % accounts.length].platform })),
    });
    const [counts] = await db.$queryRaw<{ published: number; queued: number; results: number }[]>`
      SELECT count(*) FILTER (WHERE status = 'published')::int AS published, count(*) FILTER (WHERE status = 'queued')::int AS queued,
             (SELECT count(*)::int FROM platform_results WHERE post_id = ANY(${ids}::uuid[]) AND success AND remote_post_id IS NOT NULL) AS results
      FROM posts WHERE id = ANY(${ids}::uuid[])`;
    return {
      duplicates: postsPerRow.reduce((sum, posts) => sum + Math.max(0, posts - 1), 0),
      missing: postsPerRow.filter((posts) => posts === 0).length,
      ...counts,
    };
  };

  // Rows publishing at once (the slots of all instances) over the seconds each row needs on the networks.
  const theoreticalMax = (instances: number) =>
    Math.min(instances * LIMITS.slots, ACCOUNTS * LIMITS.perAccount) / ((CALLS_PER_ROW / (1 - FAILURE_RATE)) * (LATENCY_MS / 1000));

  // ── throughput for 1, 2, 3 instances ──
  const table: Record<string, string | number>[] = [];
  let oneInstanceRate = 0;
  for (const count of [1, 2, 3]) {
    const instances = await Promise.all(Array.from({ length: count }, startInstance));
    await networks.ask({ cmd: "reset" });
    const loadBefore = loadNow();
    const txBefore = await transactions();
    const ids = await queueRows(ROWS);
    const start = performance.now();
    for (const instance of instances) instance.child.send({ cmd: "wake" });
    let polls = 0;
    while ((polls++, await countDone(ids)) < ids.length) await new Promise((resolve) => setTimeout(resolve, 200));
    const seconds = (performance.now() - start) / 1000;
    // The instances' transactions: less this bench's own (queueing the rows, its progress reads, this read).
    const tx = (await transactions()) - txBefore - polls - 2;
    const cpuMs = (await Promise.all(instances.map(stopInstance))).reduce((a, b) => a + b, 0);
    const rate = ROWS / seconds;
    if (count === 1) oneInstanceRate = rate;
    const result = await check(ids);
    table.push({
      instances: count,
      rows: ROWS,
      "rows/s": Number(rate.toFixed(1)),
      "× 1 instance": Number((rate / oneInstanceRate).toFixed(2)),
      "limits' max rows/s": Number(theoreticalMax(count).toFixed(0)),
      "DB transactions/row": Number((tx / ROWS).toFixed(1)),
      "instances' CPU/row (ms)": Number((cpuMs / ROWS).toFixed(1)),
      duplicates: result.duplicates,
      missing: result.missing,
      "load before / after": `${loadBefore} / ${loadNow()}`,
    });
    console.log(JSON.stringify(table.at(-1)));
  }

  // ── three instances, one killed mid-run ──
  const instances = await Promise.all(Array.from({ length: 3 }, startInstance));
  await networks.ask({ cmd: "reset" });
  const killLoadBefore = loadNow();
  const ids = await queueRows(KILL_ROWS);
  const start = performance.now();
  for (const instance of instances) instance.child.send({ cmd: "wake" });
  while ((await countDone(ids)) < KILL_ROWS * 0.3) await new Promise((resolve) => setTimeout(resolve, 100));
  const victim = instances[1];
  const doneAtKill = await countDone(ids);
  victim.child.kill("SIGKILL");
  const killedAt = performance.now();
  await victim.exited;
  const heldByVictim = async (): Promise<number> => {
    const [{ n }] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM posts WHERE id = ANY(${ids}::uuid[]) AND status = 'queued' AND split_part(claimed_by, '/', 1) = ${victim.id}`;
    return n;
  };
  const held = await heldByVictim();
  let firstTakeoverS = NaN;
  let takeoverS = NaN;
  while (Number.isNaN(takeoverS)) {
    const left = await heldByVictim();
    const elapsed = (performance.now() - killedAt) / 1000;
    if (left < held && Number.isNaN(firstTakeoverS)) firstTakeoverS = elapsed;
    if (left === 0) takeoverS = elapsed;
    else if (elapsed > 120) break;
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  while ((await countDone(ids)) < KILL_ROWS && performance.now() - start < 10 * 60_000) await new Promise((resolve) => setTimeout(resolve, 200));
  const killSeconds = (performance.now() - start) / 1000;
  await Promise.all([instances[0], instances[2]].map(stopInstance));
  const result = await check(ids);
  const kill = {
    instances: "3, one SIGKILLed mid-run",
    rows: KILL_ROWS,
    "rows finished when killed": doneAtKill,
    "rows the killed instance held": held,
    "first of them taken over after (s)": Number(firstTakeoverS.toFixed(1)),
    "all of them taken over after (s)": Number(takeoverS.toFixed(1)),
    "rows/s over the run": Number((KILL_ROWS / killSeconds).toFixed(1)),
    "rows published": result.published,
    "rows left queued": result.queued,
    "successful platform results (expected)": `${result.results} (${KILL_ROWS})`,
    "duplicate posts": result.duplicates,
    "rows without a post": result.missing,
    "load before / after": `${killLoadBefore} / ${loadNow()}`,
    [`target (takeover < ${TAKEOVER_TARGET_S} s, nothing lost or duplicated)`]:
      takeoverS < TAKEOVER_TARGET_S && result.duplicates === 0 && result.missing === 0 && result.published === KILL_ROWS && result.results === KILL_ROWS
        ? "met"
        : "NOT met",
  };

  console.log(`\nPublisher, ${os.cpus().length} cores, PostgreSQL ${process.env.DATABASE_URL ? "(DATABASE_URL)" : ""}, Redis ${process.env.REDIS_URL}`);
  console.table(table);
  console.log(JSON.stringify(kill, null, 2));

  networks.child.send({ cmd: "stop" });
  await db.platformResult.deleteMany({ where: { post: { workspaceId: workspace.id } } });
  await db.post.deleteMany({ where: { workspaceId: workspace.id } });
  await db.socialAccount.deleteMany({ where: { workspaceId: workspace.id } });
  await db.workspace.delete({ where: { id: workspace.id } });
  await db.user.delete({ where: { id: owner.id } });
  await disconnectDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
