// Imported first by every test file that touches the database:
//   import "@/test/use-database";
// On the embedded database this file's in-memory database starts as a copy of the migrated template the
// global setup dumped (test/global-setup.ts): the same SQL production applies, run once per test run instead
// of once per file. On PostgreSQL (DATABASE_URL) the global setup has migrated it already.
import fs from "node:fs";
import { afterAll, inject } from "vitest";
import { disconnectDb } from "../lib/db";
import { inMemoryDatabase } from "../lib/db/adapter";
import { listMigrations } from "../lib/db/migrations";

if (!process.env.DATABASE_URL) {
  const template = inject("embeddedTemplate");
  const pglite = inMemoryDatabase(template ? () => new Blob([fs.readFileSync(template)]) : undefined);
  const { rows } = await pglite.query<{ t: string | null }>("SELECT to_regclass('public.users')::text AS t");
  // Without the template (a file run with a global setup of its own) the migrations run here, as before.
  if (!rows[0]?.t) {
    for (const migration of listMigrations()) await pglite.exec(migration.sql);
  }
}

afterAll(async () => {
  if (process.env.DATABASE_URL) await disconnectDb();
});
