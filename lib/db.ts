// The one PrismaClient. The adapter follows DATABASE_URL (lib/db/adapter.ts). Next's dev server may load
// this module several times per process, so the client lives on globalThis: the embedded database must
// be opened once per process.
import { PrismaClient, type Prisma } from "@/generated/prisma/client";
import { createAdapter, type RowReader, type ScriptRunner } from "./db/adapter";
import { closeChangeListeners } from "./db/change-listener";
import { env } from "./env";

const holder = globalThis as unknown as {
  __postlanePrisma?: PrismaClient;
  __postlaneDbClose?: () => Promise<void>;
  __postlaneReadRows?: RowReader;
  __postlaneRunScript?: ScriptRunner;
  __postlaneDbRole?: "app" | "cli";
};

/** Scripts (the admin CLI) say who they are before the first query; the app is the default owner. */
export function setDatabaseOwnerRole(role: "app" | "cli"): void {
  holder.__postlaneDbRole = role;
}

function createClient(): PrismaClient {
  const role = holder.__postlaneDbRole ?? "app";
  const { adapter, close, readRows, runScript } = createAdapter({ role, port: role === "app" ? env().PORT : undefined });
  holder.__postlaneDbClose = close;
  holder.__postlaneReadRows = readRows;
  holder.__postlaneRunScript = runScript;
  // The embedded database is one connection: a transaction starts only when the one before it ends, and an
  // online backup (lib/db/embedded-backup.ts) holds it for a second or two, longer than Prisma's 2 s default wait.
  const transactionOptions = env().DATABASE_URL ? undefined : { maxWait: 15_000 };
  return new PrismaClient({ adapter, transactionOptions, log: env().POSTLANE_DEBUG ? ["query", "warn", "error"] : [] });
}

export function getDb(): PrismaClient {
  holder.__postlanePrisma ??= createClient();
  return holder.__postlanePrisma;
}

/**
 * Runs one statement on the client's own connections without the client: for the public API's hottest reads
 * (GET /posts) and the publishing worker's writes per row (a write says what it changed with RETURNING),
 * where the ORM's per-query work costs more than the query (measured: ~0.5 ms of CPU per statement against
 * ~0.1 ms for the driver alone). Never inside a transaction of the client. Values come back as the driver
 * parses them (timestamptz as Date, arrays, json parsed), so the SQL names and casts its columns for the row
 * type it promises. `prepare`: a statement run on every request of a kind, whose columns are all named, runs as
 * a named prepared statement, parsed and planned once per connection (lib/db/prepared-statements.ts).
 */
export async function readRows<T>(query: Prisma.Sql, options?: { prepare: boolean }): Promise<T[]> {
  getDb();
  return (await holder.__postlaneReadRows!(query.text, query.values, options?.prepare ?? false)) as T[];
}

/**
 * Runs statements in one round trip on the client's own connections, as one transaction (ScriptRunner in
 * lib/db/adapter.ts): for the publishing worker's claim, whose lock, claim and read would otherwise be four
 * to six round trips. Never inside a transaction of the client. Returns each statement's rows.
 */
export async function runStatements(statements: string[]): Promise<unknown[][]> {
  getDb();
  return holder.__postlaneRunScript!(statements.join(";\n"));
}

/** Closes the client (scripts and tests); the next getDb() opens a new one. */
export async function disconnectDb(): Promise<void> {
  const client = holder.__postlanePrisma;
  const close = holder.__postlaneDbClose;
  holder.__postlanePrisma = undefined;
  holder.__postlaneDbClose = undefined;
  holder.__postlaneReadRows = undefined;
  holder.__postlaneRunScript = undefined;
  await closeChangeListeners();
  await client?.$disconnect();
  await close?.();
}

/**
 * `db` is the client, created on first use (so importing this module opens nothing: `next build`
 * imports route modules without serving them).
 */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getDb();
    const value = Reflect.get(client, property, client) as unknown;
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});

export type DbTransaction = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
