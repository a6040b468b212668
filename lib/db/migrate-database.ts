// Brings the configured database (DATABASE_URL, or the embedded one) up to date with prisma/migrations.
import { PrismaPGlite } from "pglite-prisma-adapter";
import { env } from "../env";
import { closeEmbeddedDatabase, openEmbeddedDatabase, postgresAdapter } from "./adapter";
import { applyMigrations, migrationStatus } from "./migrations";

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

export function migrateDatabase(): Promise<string[]> {
  return withMigrationAdapter((factory) => applyMigrations(factory));
}

export function databaseMigrationStatus() {
  return withMigrationAdapter((factory) => migrationStatus(factory));
}
