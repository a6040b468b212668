// npm run db:migrate            apply pending migrations (DATABASE_URL, or the embedded database)
// npm run db:migrate -- status  show applied and pending migrations
// npm run db:diff -- <name>     write prisma/migrations/<timestamp>_<name>/migration.sql from schema changes
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { EmbeddedDatabaseBusyError } from "../../lib/db/embedded-lock";
import { databaseMigrationStatus, migrateDatabase } from "../../lib/db/migrate-database";
import { diffSchemaAgainstMigrations, writeMigration } from "../../lib/db/migrations";
import { databaseKind } from "../../lib/db/adapter";

async function main(): Promise<number> {
  const [command = "deploy", name] = process.argv.slice(2);
  if (command === "deploy") {
    const started = Date.now();
    const applied = await migrateDatabase();
    console.log(JSON.stringify({ database: databaseKind(), applied, ms: Date.now() - started }));
    return 0;
  }
  if (command === "status") {
    console.log(JSON.stringify(await databaseMigrationStatus(), null, 2));
    return 0;
  }
  if (command === "diff") {
    if (!name) {
      console.error("usage: npm run db:diff -- <migration_name>");
      return 2;
    }
    // The engine replays the existing migrations into a scratch database, then diffs it with the schema.
    const sql = await diffSchemaAgainstMigrations(new PrismaPGlite(new PGlite()));
    if (sql === "" || /^-- This is an empty migration\.?$/.test(sql)) {
      console.log("No schema changes: prisma/schema.prisma matches the migrations.");
      return 0;
    }
    console.log(`Wrote ${writeMigration(name, sql)}/migration.sql; review it, then npm run db:migrate.`);
    return 0;
  }
  console.error(`unknown command "${command}": use deploy, status or diff <name>`);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EmbeddedDatabaseBusyError ? error.message : error);
    process.exit(1);
  },
);
