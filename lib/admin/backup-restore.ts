// `npm run cli -- backup --out <file>` and `restore --in <file>` for the embedded database. A backup is online:
// while the app runs it takes it (the only process that may open the data), otherwise this process opens the
// data itself, under the same single-owner lock. A restore replaces the data folder, so it runs only while no
// process owns it, and keeps an existing database (moved aside) only when told to with --force.
import fs from "node:fs";
import { dataPath } from "../data-dir";
import { closeEmbeddedDatabase, openEmbeddedDatabase } from "../db/adapter";
import { dumpEmbeddedDatabase, folderHasFiles, replacedFolderName, restoreEmbeddedDatabase } from "../db/embedded-backup";
import { acquireEmbeddedLock, EmbeddedDatabaseBusyError, readEmbeddedLock, releaseEmbeddedLock } from "../db/embedded-lock";
import { listMigrations } from "../db/migrations";
import { env, isEmbeddedDatabase } from "../env";
import { BadRequestError, ConflictError } from "../errors";
import { fetchBackupFromApp } from "./admin-client";

/** With a PostgreSQL server the CLI explains instead of acting: pg_dump is the right tool there. */
const POSTGRES_BACKUP_ADVICE =
  "DATABASE_URL is set, so the data lives in PostgreSQL and this command does nothing. Back it up with " +
  '`pg_dump -Fc --no-owner -f postlane.dump "$DATABASE_URL"` and restore with ' +
  '`pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" postlane.dump` (see docs/operations-backups.md).';

function assertEmbedded(): void {
  if (!isEmbeddedDatabase()) throw new BadRequestError(POSTGRES_BACKUP_ADVICE);
  if (env().POSTLANE_EMBEDDED_DB === "memory") throw new BadRequestError("POSTLANE_EMBEDDED_DB=memory keeps nothing on disk to back up or restore");
}

/** Writes the file whole or not at all: a reader never finds half an archive under the final name. */
function writeFileAtomically(file: string, bytes: Buffer): void {
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
}

export async function backupEmbeddedDatabase({ out, force = false }: { out: string; force?: boolean }) {
  assertEmbedded();
  if (fs.existsSync(out) && !force) throw new ConflictError(`${out} already exists; choose another file or pass --force to overwrite it`);
  const started = performance.now();
  const owner = readEmbeddedLock();
  let archive: Buffer;
  let takenBy: "running app" | "this process";
  if (owner?.role === "app") {
    archive = await fetchBackupFromApp(owner);
    takenBy = "running app";
  } else {
    if (owner) throw new EmbeddedDatabaseBusyError(owner);
    const dir = dataPath("pglite");
    // Opening an empty folder would create a fresh database and back that up.
    if (!folderHasFiles(dir)) throw new BadRequestError(`There is no embedded database in ${dir} to back up`);
    const pglite = openEmbeddedDatabase({ role: "cli" });
    try {
      archive = await dumpEmbeddedDatabase(pglite);
    } finally {
      await closeEmbeddedDatabase(pglite);
    }
    takenBy = "this process";
  }
  writeFileAtomically(out, archive);
  return { backup: { file: out, bytes: archive.length, takenBy, tookMs: Math.round(performance.now() - started) } };
}

export async function restoreEmbeddedDatabaseFrom({ input, force = false }: { input: string; force?: boolean }) {
  assertEmbedded();
  const owner = readEmbeddedLock();
  if (owner) {
    throw new ConflictError(
      `The embedded database is in use by process ${owner.pid} (${owner.role}${owner.port ? ` on port ${owner.port}` : ""}): stop it before restoring`,
    );
  }
  if (!fs.existsSync(input)) throw new BadRequestError(`${input} does not exist`);
  const archive = fs.readFileSync(input);
  const dir = dataPath("pglite");
  // Held for the whole restore, so an app started meanwhile refuses to open a half-written folder.
  acquireEmbeddedLock({ role: "cli" });
  try {
    let movedAside: string | null = null;
    if (folderHasFiles(dir)) {
      if (!force) throw new ConflictError(`${dir} already holds a database; pass --force to replace it (it is kept, moved aside)`);
      movedAside = replacedFolderName(dir);
      fs.renameSync(dir, movedAside);
    }
    let restored: { migrations: number };
    try {
      restored = await restoreEmbeddedDatabase(dir, archive);
    } catch (error) {
      if (movedAside) fs.renameSync(movedAside, dir);
      throw error;
    }
    const pending = Math.max(0, listMigrations().length - restored.migrations);
    return {
      restore: {
        from: input,
        into: dir,
        previousDatabaseMovedTo: movedAside,
        appliedMigrations: restored.migrations,
        pendingMigrations: pending,
        next: pending > 0 ? `Start the app: it applies the ${pending} newer migrations first.` : "Start the app.",
      },
    };
  } finally {
    releaseEmbeddedLock();
  }
}
