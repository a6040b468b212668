// Imported first by every test file that touches the database:
//   import "@/test/use-database";
// On the embedded database it builds this file's in-memory database from the migration files (the same
// SQL production applies); on PostgreSQL (DATABASE_URL) the global setup has migrated it already.
import { afterAll } from "vitest";
import { disconnectDb } from "../lib/db";
import { inMemoryDatabase } from "../lib/db/adapter";
import { listMigrations } from "../lib/db/migrations";

if (!process.env.DATABASE_URL) {
  const pglite = inMemoryDatabase();
  const { rows } = await pglite.query<{ t: string | null }>("SELECT to_regclass('public.users')::text AS t");
  if (!rows[0]?.t) {
    for (const migration of listMigrations()) await pglite.exec(migration.sql);
  }
}

afterAll(async () => {
  if (process.env.DATABASE_URL) await disconnectDb();
});
