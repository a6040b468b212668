// Once per test run, migrate the database the tests will use, so no test file pays for it:
// - PostgreSQL (DATABASE_URL): bring the test database up to date with the migrations.
// - Embedded (no DATABASE_URL): build one in-memory PGlite from the migration files (the same SQL production
//   applies) and dump its data directory to a tarball in a temporary directory; each test file's database
//   starts from a copy of it (test/use-database.ts). Measured: a fresh in-memory database costs ~5 s of CPU per
//   file (initdb ~4 s, then the migrations), loading the dump ~1.8 s.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated embedded database's data directory as a tarball (path), or "" on PostgreSQL. */
    embeddedTemplate: string;
  }
}

// Two projects open databases ("shared-db" and "isolated", vitest.config.ts) and vitest calls each one's global
// setup, in the one main process: the migration (or the embedded template) is made by the first call and shared
// by the other; the template is removed once the last project has finished.
const shared = globalThis as unknown as { __postlaneTestDatabase?: { template: Promise<string>; users: number } };

export default async function globalSetup(project: TestProject): Promise<() => void> {
  const database = (shared.__postlaneTestDatabase ??= { template: prepareDatabase(), users: 0 });
  database.users++;
  project.provide("embeddedTemplate", await database.template);
  return () => {
    if (--database.users > 0) return;
    shared.__postlaneTestDatabase = undefined;
    void database.template.then((file) => file && fs.rmSync(path.dirname(file), { recursive: true, force: true }));
  };
}

/** Migrates the PostgreSQL test database (answers "") or builds the embedded template (answers its path). */
async function prepareDatabase(): Promise<string> {
  if (process.env.DATABASE_URL) {
    const { migrateDatabase } = await import("../lib/db/migrate-database");
    const applied = await migrateDatabase();
    if (applied.length > 0) console.log(`[test] migrated ${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, "//")}: ${applied.join(", ")}`);
    return "";
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { listMigrations } = await import("../lib/db/migrations");
  const pglite = new PGlite();
  for (const migration of listMigrations()) await pglite.exec(migration.sql);
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "postlane-test-db-"));
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}
