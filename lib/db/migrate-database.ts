// Brings the configured database (DATABASE_URL, or the embedded one) up to date with prisma/migrations.
import { PrismaPGlite } from "pglite-prisma-adapter";
import { env } from "../env";
import { closeEmbeddedDatabase, openEmbeddedDatabase, postgresAdapter } from "./adapter";
import { applyMigrations, listMigrations, migrationStatus } from "./migrations";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

async function withMigrationAdapter<T>(run: (factory: PrismaPGlite | ReturnType<typeof postgresAdapter>) => Promise<T>): Promise<T> {
  const url = env().DATABASE_URL;
  if (url) return run(postgresAdapter(url, 1));
  // The embedded database: this process takes the single-owner lock for the duration, then lets go
  // so the app (started next) can own it.
  const pglite = openEmbeddedDatabase({ role: "cli" });
  try {
    return await run(new PrismaPGlite(pglite));
  } finally {
    await closeEmbeddedDatabase(pglite);
  }
}

/** Names in prisma/migrations that the database has not finished applying (one cheap query). */
async function pendingMigrationNames(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const adapter = await factory.connect();
  try {
    const exists = await adapter.queryRaw({ sql: "SELECT to_regclass('public._prisma_migrations')::text AS t", args: [], argTypes: [] });
    const applied = new Set<string>();
    if (exists.rows[0]?.[0]) {
      const rows = await adapter.queryRaw({
        sql: "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
        args: [],
        argTypes: [],
      });
      for (const [name] of rows.rows) applied.add(String(name));
    }
    return listMigrations()
      .map((m) => m.name)
      .filter((name) => !applied.has(name));
  } finally {
    await adapter.dispose();
  }
}

/**
 * Applies pending migrations. When none are pending it skips loading the schema engine (a second or two
 * of WebAssembly start-up), which keeps `npm run dev` and every CLI call quick.
 */
export function migrateDatabase(): Promise<string[]> {
  return withMigrationAdapter(async (factory) => {
    if ((await pendingMigrationNames(factory)).length === 0) return [];
    return applyMigrations(factory);
  });
}

export function databaseMigrationStatus() {
  return withMigrationAdapter((factory) => migrationStatus(factory));
}
