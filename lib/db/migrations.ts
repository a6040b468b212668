// Applies and authors migrations offline with Prisma's schema engine compiled to WebAssembly
// (@prisma/schema-engine-wasm, pinned exactly: this is a Prisma-internal API) over a driver adapter.
// Prisma's own `migrate` CLI needs a native engine that cannot be downloaded here.
// Used by scripts/db/migrate.ts and the dev/start launcher, never by the Next.js server itself.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import * as wasmBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";

export const SCHEMA_PATH = path.resolve("prisma/schema.prisma");
export const MIGRATIONS_DIR = path.resolve("prisma/migrations");
const filters = { externalTables: [], externalEnums: [] };

let wasmReady: Promise<void> | undefined;

// The package is built for bundlers (`import "./x.wasm"`), which plain Node cannot load: instantiate it here.
function loadWasm(): Promise<void> {
  wasmReady ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")), "schema_engine_bg.wasm");
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), {
      "./schema_engine_bg.js": wasmBindings as unknown as WebAssembly.ModuleImports,
    });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start?: () => void };
    (wasmBindings as unknown as { __wbg_set_wasm(e: unknown): void }).__wbg_set_wasm(exports);
    exports.__wbindgen_start?.();
  })();
  return wasmReady;
}

function schemaFiles() {
  return [{ path: SCHEMA_PATH, content: fs.readFileSync(SCHEMA_PATH, "utf8") }];
}

export interface MigrationDirectory {
  name: string;
  sql: string;
}

/** Migration folders in name (= timestamp) order. */
export function listMigrations(): MigrationDirectory[] {
  if (!fs.existsSync(MIGRATIONS_DIR)) return [];
  return fs
    .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8") }));
}

function migrationsList() {
  const lockPath = path.join(MIGRATIONS_DIR, "migration_lock.toml");
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: listMigrations().map((m) => ({
      path: m.name,
      migrationFile: { path: "migration.sql", content: { tag: "ok" as const, value: m.sql } },
    })),
  };
}

async function withEngine<T>(adapterFactory: SqlMigrationAwareDriverAdapterFactory, run: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  await loadWasm();
  const engine = (await wasmBindings.SchemaEngine.new(
    { datamodels: schemaFiles().map((f) => [f.path, f.content]) },
    () => {},
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  )) as unknown as SchemaEngine;
  try {
    return await run(engine);
  } finally {
    engine.free();
  }
}

/** Applies every migration not yet recorded in `_prisma_migrations`; returns the names applied. */
export async function applyMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  return withEngine(adapterFactory, async (engine) => {
    const result = await engine.applyMigrations({ migrationsList: migrationsList(), filters });
    return result.appliedMigrationNames;
  });
}

/** Applied and pending migrations, and whether the history matches the folder. */
export async function migrationStatus(adapterFactory: SqlMigrationAwareDriverAdapterFactory) {
  return withEngine(adapterFactory, (engine) => engine.diagnoseMigrationHistory({ migrationsList: migrationsList(), optInToShadowDatabase: false, filters }));
}

/**
 * SQL that takes the database built by the existing migrations to prisma/schema.prisma. The engine replays
 * the migrations into the connected database, so callers pass a throwaway one (an in-memory PGlite).
 */
export async function diffSchemaAgainstMigrations(scratchFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const hasHistory = listMigrations().length > 0;
  return withEngine(scratchFactory, async (engine) => {
    const result = await engine.diff({
      from: hasHistory ? { tag: "migrations", ...migrationsList() } : { tag: "empty" },
      to: { tag: "schemaDatamodel", files: schemaFiles() },
      script: true,
      exitCode: null,
      filters,
    });
    return (result.stdout ?? "").trim();
  });
}

/** Writes prisma/migrations/<UTC timestamp>_<name>/migration.sql (and the lock file on the first one). */
export function writeMigration(name: string, sql: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:T]/g, "").slice(0, 14);
  const safeName =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_|_$/g, "") || "migration";
  const dir = path.join(MIGRATIONS_DIR, `${stamp}_${safeName}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), `${sql}\n`);
  const lock = path.join(MIGRATIONS_DIR, "migration_lock.toml");
  if (!fs.existsSync(lock)) {
    fs.writeFileSync(lock, `# Written by scripts/db/migrate.ts; keep it in version control.\nprovider = "postgresql"\n`);
  }
  return dir;
}
