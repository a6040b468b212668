// Picks the Prisma driver adapter: a real PostgreSQL server when DATABASE_URL is set, otherwise the
// embedded PGlite (on disk under .data/pglite, or in memory for tests), opened by this process only.
import fs from "node:fs";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { dataPath } from "../data-dir";
import { env } from "../env";
import { preparedQuery } from "./prepared-statements";
import { acquireEmbeddedLock, releaseEmbeddedLock, type EmbeddedLock } from "./embedded-lock";

export type DatabaseKind = "postgres" | "embedded";

export function databaseKind(): DatabaseKind {
  return env().DATABASE_URL ? "postgres" : "embedded";
}

const holder = globalThis as unknown as { __postlaneMemoryDb?: PGlite; __postlaneOpenEmbeddedDb?: PGlite };

/** Opens the embedded database; on disk this takes the single-owner lock first. */
export function openEmbeddedDatabase(owner: { role: EmbeddedLock["role"]; port?: number }): PGlite {
  if (env().POSTLANE_EMBEDDED_DB === "memory") return (holder.__postlaneOpenEmbeddedDb = inMemoryDatabase());
  acquireEmbeddedLock(owner);
  const dir = dataPath("pglite");
  fs.mkdirSync(dir, { recursive: true });
  return (holder.__postlaneOpenEmbeddedDb = new PGlite(dir));
}

/** The embedded database this process has open (the one the Prisma client uses), if any. */
export function openedEmbeddedDatabase(): PGlite | undefined {
  return holder.__postlaneOpenEmbeddedDb;
}

/** Shuts the on-disk database down cleanly (flushes it) and lets go of the lock; memory stays open. */
export async function closeEmbeddedDatabase(pglite: PGlite): Promise<void> {
  if (env().POSTLANE_EMBEDDED_DB === "memory") return;
  if (holder.__postlaneOpenEmbeddedDb === pglite) holder.__postlaneOpenEmbeddedDb = undefined;
  await pglite.close();
  releaseEmbeddedLock();
}

/**
 * The in-memory database of this process (tests): one per process, shared by every client. The first call
 * creates it, from the data directory `loadDataDir` reads when given (the test suite's migrated template,
 * test/use-database.ts); later calls do not call it (reading the template was 16 % of a shared test worker's CPU).
 */
export function inMemoryDatabase(loadDataDir?: () => Blob): PGlite {
  holder.__postlaneMemoryDb ??= new PGlite(loadDataDir ? { loadDataDir: loadDataDir() } : undefined);
  return holder.__postlaneMemoryDb;
}

export function postgresAdapter(connectionString: string, max = 10) {
  return new PrismaPg({ connectionString, max });
}

/** Runs one parameterised statement on the client's own connections and returns its rows (see readRows in lib/db.ts);
 *  `prepare`: as a named statement on PostgreSQL (./prepared-statements.ts). */
export type RowReader = (text: string, values: unknown[], prepare: boolean) => Promise<unknown[]>;

/**
 * Runs several statements in one round trip (the simple query protocol), as one implicit transaction: they
 * commit together, or the first error rolls them all back. Each statement sees what the ones before it did and
 * everything committed before it started. No parameters: see lib/db/inline-sql.ts. One result (its rows) per statement.
 */
export type ScriptRunner = (text: string) => Promise<unknown[][]>;

/** `text` run as a named prepared statement (./prepared-statements.ts). pg-pool answers a Query with the same
 *  promise of its result as any other query; @types/pg types that call as returning the Query itself. */
function runPrepared(pool: pg.Pool, text: string, values: unknown[]): Promise<pg.QueryResult> {
  return pool.query(preparedQuery(text, values) as unknown as pg.QueryConfig);
}

/** The app's connections: 10 per process on PostgreSQL (size `max_connections` for instances × 10 + listeners). */
const POOL_SIZE = 10;

export function createAdapter(owner: { role: EmbeddedLock["role"]; port?: number }): {
  adapter: PrismaPg | PrismaPGlite;
  close: () => Promise<void>;
  readRows: RowReader;
  runScript: ScriptRunner;
} {
  const url = env().DATABASE_URL;
  if (url) {
    // The pool is ours so readRows can share it with the client; the client ends it on $disconnect, but only
    // once it has connected: a process that only read through readRows (the API's hot reads) ends it here.
    const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
    return {
      adapter: new PrismaPg(pool, { disposeExternalPool: true }),
      close: async () => {
        if (!pool.ending) await pool.end();
      },
      readRows: async (text, values, prepare) => (prepare ? await runPrepared(pool, text, values) : await pool.query(text, values)).rows,
      runScript: async (text) => {
        const results = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        return (Array.isArray(results) ? results : [results]).map((result) => result.rows);
      },
    };
  }
  const pglite = openEmbeddedDatabase(owner);
  return {
    adapter: new PrismaPGlite(pglite),
    close: () => closeEmbeddedDatabase(pglite),
    readRows: async (text, values) => (await pglite.query(text, values)).rows,
    runScript: async (text) => (await pglite.exec(text)).map((result) => result.rows),
  };
}
