// One run of the metric snapshot rollup (lib/analytics/rollup-snapshots.ts) on a seeded database, counted: its
// statements (node-postgres queries), its time, the posts it looked at and the snapshots it deleted. To compare
// the daily run with its marks against a run over the whole history, on two copies of one rolled-up database:
//
//   BENCH_DATABASE_URL=<seeded copy> BENCH_NOW=<iso> npx tsx bench/scale/rollup-steady.ts first   # sets the marks
//   createdb -T <copy> <copy_b>
//   BENCH_DATABASE_URL=<copy>   BENCH_NOW=<iso> npx tsx bench/scale/rollup-steady.ts marks     # the next day's run
//   BENCH_DATABASE_URL=<copy>   BENCH_NOW=<iso> npx tsx bench/scale/rollup-steady.ts whole     # left for a whole run: 0
//   BENCH_DATABASE_URL=<copy_b> BENCH_NOW=<iso> npx tsx bench/scale/rollup-steady.ts whole     # the next day, as before
//
// `first` runs at BENCH_NOW, `marks` and `whole` a day later. Seed with bench:scale (or its seed.ts).
import os from "node:os";
import pg from "pg";

const DAY_MS = 86_400_000;

async function main() {
  const mode = process.argv[2];
  if (!["first", "marks", "whole"].includes(mode)) throw new Error("usage: rollup-steady.ts first|marks|whole");
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL: a seeded database (a copy: the run deletes snapshots)");
  process.env.DATABASE_URL = url;
  let statements = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  const { rollupMetricSnapshots } = await import("../../lib/analytics/rollup-snapshots");
  const { disconnectDb } = await import("../../lib/db");
  const base = new Date(process.env.BENCH_NOW ?? Date.now());
  const now = mode === "first" ? base : new Date(base.getTime() + DAY_MS);
  const load = os.loadavg().map((n) => n.toFixed(1));
  const report = await rollupMetricSnapshots({ now, full: mode === "whole" });
  console.log(
    JSON.stringify({
      mode,
      now: now.toISOString(),
      ...report,
      statements,
      load: `${load.join(" ")} / ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    }),
  );
  await disconnectDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
