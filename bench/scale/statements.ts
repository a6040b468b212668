// The publisher's claim and sweep statements on a year of data: each one's plan (EXPLAIN ANALYZE, inside a
// transaction that is rolled back, so the claim claims nothing) and the wall time of the real function, which
// issues it through Prisma. The sweep's two finds are Prisma queries; their SQL here is the same WHERE and
// ORDER BY written out, for the plan.
import pg from "pg";
import type { Prisma } from "../../generated/prisma/client";

export interface StatementFigure {
  name: string;
  /** Execution time PostgreSQL reports for the statement (EXPLAIN ANALYZE, median of 7), ms. */
  planMs: number;
  /** The function's wall time through Prisma: median and max of `runs` calls, ms. */
  medianMs: number;
  maxMs: number;
  plan: string;
}

/** The median of `runs` EXPLAIN ANALYZE runs (a shared machine's one run can be far off), with its plan. */
async function explain(client: pg.Client, sql: string, values: unknown[], runs = 7): Promise<{ planMs: number; plan: string }> {
  const samples: { planMs: number; plan: string }[] = [];
  for (let i = 0; i < runs; i++) {
    await client.query("BEGIN");
    try {
      const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, values);
      const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
      samples.push({ planMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN), plan });
    } finally {
      await client.query("ROLLBACK");
    }
  }
  return samples.sort((a, b) => a.planMs - b.planMs)[Math.floor(runs / 2)];
}

async function wallTimes(runs: number, fn: () => Promise<unknown>): Promise<{ medianMs: number; maxMs: number }> {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(runs / 2)], maxMs: samples[runs - 1] };
}

/** Runs with DATABASE_URL already pointing at the seeded database. Claims nothing for good. */
export async function measureStatements(databaseUrl: string, runs = 20): Promise<StatementFigure[]> {
  const { claimStatement } = await import("../../lib/publishing/claim-rows");
  const { DEFAULT_LIMITS } = await import("../../lib/publishing/worker");
  const { DEFAULT_INSTANCE_TIMING } = await import("../../lib/publishing/instances");
  const { findRowsToRedispatch } = await import("../../lib/publishing/find-rows-to-redispatch");
  const { fanOutDuePosts } = await import("../../lib/publishing/fan-out-due-posts");
  const { db } = await import("../../lib/db");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const now = new Date();
    const claim: Prisma.Sql = claimStatement({
      owner: "bench/explain",
      claim: "bench/explain",
      limits: DEFAULT_LIMITS,
      free: DEFAULT_LIMITS.slots,
      leaseMs: 60_000,
      deadAfterMs: DEFAULT_INSTANCE_TIMING.deadAfterMs,
      now,
    });
    const figures: StatementFigure[] = [];
    // The claim's wall time: the same statement in its transaction, rolled back (a claim would change the rows).
    const claimWall = await wallTimes(runs, () =>
      db
        .$transaction(async (tx) => {
          await tx.$queryRaw(claim);
          throw new Error("rollback");
        })
        .catch(() => undefined),
    );
    figures.push({ name: "claim (claim-rows.ts)", ...(await explain(client, claim.text, claim.values)), ...claimWall });

    const graceMs = 30_000;
    figures.push({
      name: "redispatch sweep (find-rows-to-redispatch.ts)",
      ...(await explain(
        client,
        `SELECT id FROM posts
         WHERE status = 'queued' AND deleted_at IS NULL AND queued_at <= $1
           AND (next_attempt_at IS NULL OR next_attempt_at <= $2)
           AND (claimed_by IS NULL OR lease_until IS NULL OR lease_until < $2)
         ORDER BY queued_at ASC LIMIT 500`,
        [new Date(now.getTime() - graceMs), now],
      )),
      ...(await wallTimes(runs, () => findRowsToRedispatch({ graceMs }))),
    });
    // Nothing is due in the seed (scheduled rows lie ahead), so fanOutDuePosts runs just its find.
    figures.push({
      name: "due scheduled posts (fan-out-due-posts.ts)",
      ...(await explain(
        client,
        `SELECT id, workspace_id FROM posts WHERE status = 'scheduled' AND deleted_at IS NULL AND scheduled_at <= $1 ORDER BY scheduled_at ASC LIMIT 50`,
        [now],
      )),
      ...(await wallTimes(runs, () => fanOutDuePosts())),
    });
    return figures;
  } finally {
    await client.end();
  }
}
