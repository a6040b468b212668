// Once per test run: bring the PostgreSQL test database (DATABASE_URL) up to date with the migrations.
// The embedded in-memory databases are migrated per test file in setup-database.ts instead.
export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const { migrateDatabase } = await import("../lib/db/migrate-database");
  const applied = await migrateDatabase();
  if (applied.length > 0) console.log(`[test] migrated ${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, "//")}: ${applied.join(", ")}`);
}
