// npm run bench:publish — the in-process publishing worker under load:
// 2,000 rows across 5 networks and 50 accounts, against local HTTP networks that answer after 100 ms, with
// 10 % of calls failing retryably (BENCH_FAILURE_RATE; a 500; on publish half of them after the post was made,
// which the pipeline must confirm with findExisting instead of posting twice). The networks run in a child
// process of their own (networks-process.ts), as remote networks would: they neither wait for nor slow down the
// worker's event loop.
//
// It prints the pipeline's rows/s and the end-to-end p50/p99 from row creation to final state, next to two
// figures from the same run: the theoretical maximum the concurrency limits allow, and a baseline that makes
// the very same HTTP calls with the same concurrency and no database or pipeline at all. It also checks that
// there are zero duplicates and zero rows left queued.
//
// The target is on the sustained rate: rows finished from the moment 5 % of them had finished to the moment
// 95 % had, over that time. The whole run's rate is printed beside it but ends with a drain that the
// publisher's pace does not set: the last rows are the ones whose calls failed several times, waiting out the
// retry policy's backoff (0.5 s, doubling), and which row that is, and how late it fails, is chance. Identical
// runs drained in 0.7 to 11.7 s, moving the whole-run rate between 0.86× and 0.60× of the maximum. The
// theoretical maximum, like the baseline, retries a failed call at once, so it has no such drain.
//
// Database: DATABASE_URL when set (use a scratch database), else an in-memory embedded database.
import os from "node:os";
import { queuedBenchRows, startNetworks } from "./networks";

if (!process.env.DATABASE_URL) process.env.POSTLANE_EMBEDDED_DB = "memory";
process.env.TOKEN_ENCRYPTION_KEY ??= "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";
process.env.AUTH_SECRET ??= "bench-auth-secret";

const ROWS = Number(process.env.BENCH_ROWS ?? 2000);
const NETWORKS = ["instagram", "threads", "facebook", "linkedin", "mastodon"] as const;
const ACCOUNTS_PER_NETWORK = 10;
const LATENCY_MS = 100;
// BENCH_FAILURE_RATE=0 takes the retries, and with them the drain, out of the run (the header).
const FAILURE_RATE = Number(process.env.BENCH_FAILURE_RATE ?? 0.1);
const CALLS_PER_ROW = 3; // create container, status, publish
const LIMITS = { slots: 32, perAccount: 1, perNetwork: 8 };
// Of the limits' maximum: PostgreSQL runs statements off the worker's thread; the embedded database on it.
const TARGET = process.env.DATABASE_URL ? 0.9 : 0.7;

function average(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}

/** The averages of the five consecutive fifths of `values`. */
function fifths(values: number[]): number[] {
  return [0, 1, 2, 3, 4].map((i) => average(values.slice(Math.floor((i * values.length) / 5), Math.floor(((i + 1) * values.length) / 5))));
}

/**
 * Rows per second from the moment 5 % of the rows had finished to the moment 95 % had: the pace once every
 * slot has started, before the drain of the last retried rows (see the header). The slope of a least-squares
 * line through (finish time, rows finished) rather than the count over the span: rows that start together
 * finish in waves, and a span from one wave's end to another's would over- or under-count by up to a wave.
 */
function sustainedRate(finishTimesMs: number[]): number {
  const sorted = [...finishTimesMs].sort((a, b) => a - b);
  const points = sorted.slice(Math.floor(0.05 * sorted.length), Math.ceil(0.95 * sorted.length)).map((ms, i) => ({ x: ms / 1000, y: i }));
  const meanX = average(points.map((p) => p.x));
  const meanY = average(points.map((p) => p.y));
  const covariance = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const variance = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  return covariance / variance;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Counts the SQL statements this process runs (BEGIN and COMMIT included), its round trips to the database and,
 * on the embedded database, the time statements take inside it. Measurement only. PostgreSQL: node-postgres's
 * query function; a call without parameters may carry several statements in one round trip (runStatements in
 * lib/db.ts joins them with ";\n"), each counted. Embedded: PGlite's protocol entry, where every statement starts
 * with a Parse (extended protocol) or a Query (simple protocol) message and runs, on this thread, until its last
 * message returns.
 */
async function countStatements(): Promise<{
  count: () => number;
  roundTrips: () => number;
  embeddedMs: () => number;
  byKind: Map<string, number>;
  msByKind: Map<string, number>;
}> {
  let count = 0;
  let roundTrips = 0;
  // PostgreSQL: by the statement's first words, to show where the statements of a row go, and the time from
  // sending each round trip to its answer (by its first statement), to show where a row waits for the database.
  const byKind = new Map<string, number>();
  const msByKind = new Map<string, number>();
  let embeddedMs = 0;
  // From the statement's start only: a statement may carry tens of kilobytes of inlined values, and this runs
  // on the worker's thread for every statement (over the whole text it cost a tenth of the worker's CPU).
  const kindOf = (text: string) => text.slice(0, 300).replace(/\s+/g, " ").trim().slice(0, 100);
  if (process.env.DATABASE_URL) {
    const pg = (await import("pg")).default;
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === "string" ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? "");
      const values = typeof args[0] === "string" ? args[1] : (args[0] as { values?: unknown[] } | undefined)?.values;
      const statements = Array.isArray(values) && values.length > 0 ? [text] : text.split(";\n");
      roundTrips++;
      count += statements.length;
      for (const statement of statements) byKind.set(kindOf(statement), (byKind.get(kindOf(statement)) ?? 0) + 1);
      const start = performance.now();
      const done = () => msByKind.set(kindOf(statements[0]), (msByKind.get(kindOf(statements[0])) ?? 0) + performance.now() - start);
      // The pool calls with a callback (readRows, the ORM outside transactions); a transaction's client without.
      const last = args.length - 1;
      if (typeof args[last] === "function") {
        const callback = args[last] as (...a: unknown[]) => unknown;
        args[last] = (...answer: unknown[]) => {
          done();
          return callback(...answer);
        };
      }
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (result && typeof (result as Promise<unknown>).finally === "function") void (result as Promise<unknown>).finally(done).catch(() => undefined);
      return result;
    } as typeof original;
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const original = PGlite.prototype.execProtocolStream;
    PGlite.prototype.execProtocolStream = async function (this: InstanceType<typeof PGlite>, message, options) {
      if (message[0] === 0x50 || message[0] === 0x51) count++; // 'P' Parse, 'Q' Query
      const start = performance.now();
      try {
        return await original.call(this, message, options);
      } finally {
        embeddedMs += performance.now() - start;
      }
    };
  }
  return { count: () => count, roundTrips: () => roundTrips, embeddedMs: () => embeddedMs, byKind, msByKind };
}

async function main() {
  const loadAtStart = os.loadavg();
  const statements = await countStatements();
  const { db, disconnectDb } = await import("@/lib/db");
  const { migrateDatabase } = await import("@/lib/db/migrate-database");
  const { inMemoryDatabase } = await import("@/lib/db/adapter");
  const { listMigrations } = await import("@/lib/db/migrations");
  const { encryptToken } = await import("@/lib/crypto/token-cipher");
  const { overrideLiveAdapter } = await import("@/lib/platforms/registry");
  const { PublishingWorker } = await import("@/lib/publishing/worker");
  const { containerNetworkAdapter } = await import("@/test/publishing/container-network/adapter");

  if (process.env.DATABASE_URL) {
    await migrateDatabase();
    // A database reused for runs keeps every earlier run's dead rows where autovacuum is off (it is on this
    // machine's PostgreSQL: `SHOW autovacuum`): each run updates its 2,000 rows some 5 times and deletes them,
    // and the claims, scanning the dead versions, slowed run after run (83 rows/s sustained after a dozen runs on
    // one database, 87–88 on a fresh one). Production keeps autovacuum on; the run starts from what it would leave.
    await db.$executeRawUnsafe("VACUUM ANALYZE posts, platform_results, social_accounts, workspaces, users");
  } else for (const migration of listMigrations()) await inMemoryDatabase().exec(migration.sql);

  // Five networks, each its own local HTTP server, in the networks' process.
  const networks = await startNetworks(NETWORKS);
  for (const network of NETWORKS)
    overrideLiveAdapter(
      network,
      containerNetworkAdapter(network, () => networks.urls[network]),
    );

  // ── baseline: the same calls, same concurrency, no database, no pipeline ──
  // As many rows as the pipeline's: its 32 loops finish rows in waves, and a short run's sustained rate would
  // depend on where the waves fall (600 rows read 97 rows/s, above the maximum of 96).
  const baselineRows = ROWS;
  await networks.ask({ cmd: "configure", latencyMs: LATENCY_MS, failureRate: FAILURE_RATE });
  const baselineStart = performance.now();
  const baselineFinished: number[] = [];
  {
    let next = 0;
    const call = async (url: string, init: RequestInit = {}) => {
      for (;;) {
        // A kept-alive socket the networks' process closed meanwhile (a loaded machine): made again, as a failed call is.
        const response = await fetch(url, { ...init, headers: { authorization: "Bearer token-1", "content-type": "application/json" } }).catch(() => undefined);
        if (!response) continue;
        const body = (await response.json()) as { id?: string };
        if (response.ok) return body;
      }
    };
    await Promise.all(
      Array.from({ length: LIMITS.slots }, async () => {
        while (next < baselineRows) {
          const i = next++;
          const network = NETWORKS[i % NETWORKS.length];
          const url = networks.urls[network];
          const container = await call(`${url}/v1/bench/containers`, { method: "POST", body: JSON.stringify({ text: "x", client_ref: `baseline-${i}` }) });
          await call(`${url}/v1/containers/${container.id}`);
          await call(`${url}/v1/bench/publish`, { method: "POST", body: JSON.stringify({ container_id: container.id }) });
          baselineFinished.push(performance.now());
        }
      }),
    );
  }
  const baselineSeconds = (performance.now() - baselineStart) / 1000;
  const baselineRate = baselineRows / baselineSeconds;
  const baselineSustained = sustainedRate(baselineFinished);
  await networks.ask({ cmd: "reset" });

  // ── the pipeline ──
  const owner = await db.user.create({ data: { email: `bench-${Date.now()}@example.test`, name: "bench" } });
  const workspace = await db.workspace.create({ data: { name: "bench", ownerId: owner.id, isPersonal: true } });
  const accounts: { id: string; platform: string }[] = [];
  for (const network of NETWORKS) {
    for (let i = 0; i < ACCOUNTS_PER_NETWORK; i++) {
      accounts.push(
        await db.socialAccount.create({
          data: {
            workspaceId: workspace.id,
            platform: network,
            platformUsername: `${network}_${i}`,
            platformAccountId: `${network}-${i}-${Date.now()}`,
            accessTokenEnc: encryptToken("token-1"),
          },
          select: { id: true, platform: true },
        }),
      );
    }
  }
  const created = new Map<string, number>();
  const finished = new Map<string, number>();
  const createStart = Date.now();
  const rows = queuedBenchRows(workspace.id, accounts, ROWS, new Date(createStart));
  await db.post.createMany({ data: rows });
  for (const row of rows) created.set(row.id, createStart);

  const worker = new PublishingWorker({
    workspaceIds: [workspace.id],
    limits: LIMITS,
    sweepIntervalMs: 250,
    deps: { policy: { maxAttempts: 8, backoffBaseMs: 500, backoffMaxMs: 4_000 }, callTimeoutMs: 10_000, inlineWaitMs: 1_000 },
    onOutcome: (id, outcome) => {
      if (outcome.kind === "finished") finished.set(id, Date.now());
    },
  });
  const start = performance.now();
  const statementsBefore = statements.count();
  const kindsBefore = new Map(statements.byKind);
  const roundTripsBefore = statements.roundTrips();
  const msBefore = new Map(statements.msByKind);
  const embeddedMsBefore = statements.embeddedMs();
  const cpuBefore = process.cpuUsage();
  worker.start();
  const busySamples: number[] = [];
  const aheadSamples: number[] = [];
  // When 99 % of the rows had finished: the run's tail after it (rows in retry backoff, the last rows of the
  // busiest accounts) leaves slots empty however promptly the worker claims.
  let at99: number | undefined;
  while (finished.size < ROWS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The slots in use: rows making network calls (a row writing its outcome has given its slot up).
    busySamples.push(worker.busy);
    aheadSamples.push(worker.claimedAhead);
    if (at99 === undefined && finished.size >= 0.99 * ROWS) at99 = performance.now();
    if (performance.now() - start > 15 * 60_000) break;
  }
  const seconds = (performance.now() - start) / 1000;
  await worker.stop();
  const statementsPerRow = (statements.count() - statementsBefore) / ROWS;
  const roundTripsPerRow = (statements.roundTrips() - roundTripsBefore) / ROWS;
  const embeddedMsPerRow = (statements.embeddedMs() - embeddedMsBefore) / ROWS;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerRow = (cpu.user + cpu.system) / 1000 / ROWS;

  const statuses = await db.post.groupBy({ by: ["status"], where: { workspaceId: workspace.id }, _count: true });
  const { postsPerRow, calls, injected } = await networks.ask<{ postsPerRow: number[]; calls: number; injected: number }>({
    cmd: "stats",
    rows: rows.map((row) => ({ id: row.id, network: row.platforms[0] })),
  });
  const duplicates = postsPerRow.reduce((sum, posts) => sum + Math.max(0, posts - 1), 0);
  const missing = postsPerRow.filter((posts) => posts === 0).length;
  const latencies = rows
    .map((row) => (finished.get(row.id) ?? NaN) - created.get(row.id)!)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);

  // Theoretical maximum: rows publishing at once, as the limits allow, each needing CALLS_PER_ROW answers
  // of LATENCY_MS, plus the calls lost to the failure rate (each failed call is made again).
  const concurrent = Math.min(LIMITS.slots, NETWORKS.length * Math.min(LIMITS.perNetwork, ACCOUNTS_PER_NETWORK * LIMITS.perAccount));
  const secondsPerRow = (CALLS_PER_ROW / (1 - FAILURE_RATE)) * (LATENCY_MS / 1000);
  const theoreticalMax = concurrent / secondsPerRow;
  const rate = ROWS / seconds;
  const sustained = sustainedRate([...finished.values()]);

  const figures = {
    database: process.env.DATABASE_URL ? "postgresql" : "embedded (PGlite, in memory)",
    rows: ROWS,
    networks: NETWORKS.length,
    accounts: accounts.length,
    limits: LIMITS,
    "network latency (ms)": LATENCY_MS,
    "calls made": calls,
    "calls failed on purpose": `${injected} (${((100 * injected) / calls).toFixed(1)} %)`,
    "theoretical max rows/s (limits)": Number(theoreticalMax.toFixed(1)),
    "sustained pipeline rows/s (5 % → 95 % of rows finished)": Number(sustained.toFixed(1)),
    "sustained pipeline / theoretical max": Number((sustained / theoreticalMax).toFixed(2)),
    "sustained baseline rows/s (same calls, no db, no pipeline)": Number(baselineSustained.toFixed(1)),
    "sustained pipeline / sustained baseline": Number((sustained / baselineSustained).toFixed(2)),
    "pipeline rows/s, whole run": Number(rate.toFixed(1)),
    "pipeline / theoretical max, whole run": Number((rate / theoreticalMax).toFixed(2)),
    "baseline rows/s, whole run": Number(baselineRate.toFixed(1)),
    "average rows in flight (of the limits' maximum)": `${average(busySamples).toFixed(1)} of ${concurrent}`,
    // By fifth of the run: a drop at the end is the tail, one throughout is the claims' pace.
    "rows in flight by fifth of the run": fifths(busySamples).map((n) => Number(n.toFixed(1))),
    "average rows claimed ahead, waiting for a slot": Number(average(aheadSamples).toFixed(2)),
    "seconds from 99 % of rows finished to the last": at99 === undefined ? null : Number((seconds - (at99 - start) / 1000).toFixed(2)),
    "SQL statements per row (BEGIN/COMMIT included)": Number(statementsPerRow.toFixed(1)),
    ...(process.env.DATABASE_URL
      ? {
          "of which, by their first words (per row)": Object.fromEntries(
            [...statements.byKind]
              .map(([kind, n]) => [kind, (n - (kindsBefore.get(kind) ?? 0)) / ROWS] as const)
              .filter(([, perRow]) => perRow >= 0.01)
              .sort((a, b) => b[1] - a[1])
              .map(([kind, perRow]) => [kind, Number(perRow.toFixed(2))]),
          ),
          "round trips to the database per row": Number(roundTripsPerRow.toFixed(2)),
          // Summed over the rows' round trips, so it can exceed the run's time: round trips overlap.
          "ms waiting for the database per row, by round trip (its first statement)": Object.fromEntries(
            [...statements.msByKind]
              .map(([kind, ms]) => [kind, (ms - (msBefore.get(kind) ?? 0)) / ROWS] as const)
              .filter(([, perRow]) => perRow >= 0.05)
              .sort((a, b) => b[1] - a[1])
              .map(([kind, perRow]) => [kind, Number(perRow.toFixed(1))]),
          ),
        }
      : {}),
    "worker process CPU per row (ms)": Number(cpuMsPerRow.toFixed(1)),
    ...(process.env.DATABASE_URL ? {} : { "of which inside the embedded database (ms)": Number(embeddedMsPerRow.toFixed(1)) }),
    "end-to-end p50 (s)": Number((percentile(latencies, 50) / 1000).toFixed(2)),
    "end-to-end p99 (s)": Number((percentile(latencies, 99) / 1000).toFixed(2)),
    statuses: Object.fromEntries(statuses.map((s) => [s.status, s._count])),
    "duplicate posts": duplicates,
    "rows without a post": missing,
    "rows left queued": statuses.find((s) => s.status === "queued")?._count ?? 0,
    // The machine's load (1, 5, 15 min) around the run: other work on the cores slows both the pipeline and
    // the baseline, so figures are comparable only within one run or at a similar load.
    "load average at start / end": `${loadAtStart.map((n) => n.toFixed(1)).join(" ")} / ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")} (${os.cpus().length} cores)`,
    [`target (sustained ≥ ${TARGET} × max, 0 duplicates, 0 queued)`]:
      sustained >= TARGET * theoreticalMax && duplicates === 0 && !statuses.some((s) => s.status === "queued") ? "met" : "NOT met",
  };
  console.log(JSON.stringify(figures, null, 2));

  networks.child.send({ cmd: "stop" });
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
