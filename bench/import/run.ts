// npm run bench:import — importing a 1,000-row CSV file of scheduled posts (issue 26: under 10 s on this
// machine): the whole import as POST /posts/import runs it (read the file, every row through the dry run,
// claim each row's content hash, create each post through the posts service), next to two baselines measured
// in the same run on the same database: reading the file alone, and the same 1,000 posts created one by one
// through createPost with no import around them. A re-import of the same file is timed too, and must create
// nothing. Under a shared machine's load the seconds move; the ratio to the plain inserts is the figure to read.
//
// Database: DATABASE_URL when set (use a scratch database), else an in-memory embedded database.
import os from "node:os";

if (!process.env.DATABASE_URL) process.env.POSTLANE_EMBEDDED_DB = "memory";
process.env.TOKEN_ENCRYPTION_KEY ??= "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";
process.env.AUTH_SECRET ??= "bench-auth-secret";

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const TARGET_SECONDS = 10;
// Two workspaces of ROWS posts each (import and baseline), and the owners' quota must not be what stops them.
process.env.POSTLANE_MONTHLY_POST_QUOTA ??= String(ROWS * 4);

async function main() {
  const loadAtStart = os.loadavg();
  const { db, disconnectDb } = await import("@/lib/db");
  const { migrateDatabase } = await import("@/lib/db/migrate-database");
  const { inMemoryDatabase } = await import("@/lib/db/adapter");
  const { listMigrations } = await import("@/lib/db/migrations");
  const { systemActor } = await import("@/lib/services/actor");
  const { createPost } = await import("@/lib/services/posts/create-post");
  const { importPostFile } = await import("@/lib/services/imports/import-post-file");
  const { readCsvFile } = await import("@/lib/services/imports/read-csv-file");
  const { rowToPost } = await import("@/lib/services/imports/row-to-post");
  const { loadImportContext } = await import("@/lib/services/imports/check-import-rows");

  if (process.env.DATABASE_URL) await migrateDatabase();
  else for (const migration of listMigrations()) await inMemoryDatabase().exec(migration.sql);

  const workspace = async (label: string) => {
    const owner = await db.user.create({ data: { email: `bench-import-${label}-${Date.now()}@example.test`, name: "bench" } });
    const { id } = await db.workspace.create({ data: { name: `bench ${label}`, ownerId: owner.id, isPersonal: true, timeZone: "Europe/Berlin" } });
    for (const platform of ["bluesky", "mastodon"]) {
      await db.socialAccount.create({
        data: { workspaceId: id, platform, platformUsername: `ada-${platform}`, platformAccountId: `${platform}-${label}-${Date.now()}`, isSandbox: true },
      });
    }
    return id;
  };

  const year = new Date().getUTCFullYear() + 1;
  const lines = Array.from({ length: ROWS }, (_, i) => {
    const at = new Date(Date.UTC(year, 0, 1) + i * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
    const accounts = i % 3 === 0 ? "bluesky:@ada-bluesky mastodon" : i % 3 === 1 ? "bluesky" : "mastodon:@ada-mastodon";
    return `${at},Europe/Berlin,"Post ${i + 1}: our plan for the week, with a link https://example.com/p/${i}",${accounts},https://cdn.example.com/p/${i}.jpg,Row ${i + 1}`;
  });
  const bytes = new TextEncoder().encode(["date,timezone,caption,accounts,media_urls,title", ...lines].join("\n"));

  // ── baseline 1: reading the file alone ──
  let start = performance.now();
  const file = readCsvFile(bytes);
  const parseSeconds = (performance.now() - start) / 1000;

  // ── baseline 2: the same posts created one by one through the posts service ──
  const baselineWorkspace = await workspace("baseline");
  const loaded = await loadImportContext(baselineWorkspace);
  const context = { accounts: loaded.accounts, defaultZone: loaded.workspaceZone, mode: "scheduled" as const };
  const inputs = file.rows.map((row) => rowToPost(row, context).input);
  start = performance.now();
  for (const input of inputs) await createPost({ workspaceId: baselineWorkspace, actor: systemActor, input });
  const baselineSeconds = (performance.now() - start) / 1000;

  // ── the import ──
  const importWorkspace = await workspace("import");
  start = performance.now();
  const imported = await importPostFile({ workspaceId: importWorkspace, actor: systemActor, bytes, mode: "scheduled", dryRun: false });
  const importSeconds = (performance.now() - start) / 1000;
  start = performance.now();
  const again = await importPostFile({ workspaceId: importWorkspace, actor: systemActor, bytes, mode: "scheduled", dryRun: false });
  const reimportSeconds = (performance.now() - start) / 1000;
  const stored = await db.post.count({ where: { workspaceId: importWorkspace } });

  const rate = (n: number, s: number) => `${Math.round(n / s).toLocaleString("en")} rows/s`;
  console.log(`Import of ${ROWS} CSV rows as scheduled posts (${process.env.DATABASE_URL ? "PostgreSQL" : "embedded database"})`);
  console.log(
    `  load average at start ${loadAtStart.map((l) => l.toFixed(1)).join(" ")}, at end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} (${os.cpus().length} cores)`,
  );
  console.log(`  read the file alone:          ${parseSeconds.toFixed(3)} s  (${rate(ROWS, parseSeconds)})`);
  console.log(`  baseline, createPost one by one: ${baselineSeconds.toFixed(2)} s  (${rate(ROWS, baselineSeconds)})`);
  console.log(
    `  import (read, dry run, hash, create): ${importSeconds.toFixed(2)} s  (${rate(ROWS, importSeconds)}), ${(importSeconds / baselineSeconds).toFixed(2)}× the baseline`,
  );
  console.log(
    `  re-import of the same file:   ${reimportSeconds.toFixed(2)} s  (${again.summary.alreadyImported} already imported, ${again.summary.created} created)`,
  );
  const ok = imported.summary.created === ROWS && again.summary.created === 0 && stored === ROWS && importSeconds < TARGET_SECONDS;
  console.log(
    `  ${ok ? "PASS" : "FAIL"}: ${imported.summary.created} created, ${stored} stored, ${again.summary.created} created again; target under ${TARGET_SECONDS} s for ${ROWS} rows`,
  );
  await disconnectDb();
  if (!ok) process.exitCode = 1;
}

void main();
