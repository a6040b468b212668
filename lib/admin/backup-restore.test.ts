// Backup and restore of the embedded database, on disk in a scratch data folder: a round trip gives back the same
// rows (counts and checksums of the main tables) and a database whose migration history is complete; a backup
// taken through the running app's admin route while writes go on holds only whole transactions; a restore
// refuses to run while a process owns the data, or over an existing database without --force. The tests run in
// order on one scratch data folder.
// engine: pinned to the embedded database
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectDb, getDb, setDatabaseOwnerRole } from "@/lib/db";
import { acquireEmbeddedLock, releaseEmbeddedLock } from "@/lib/db/embedded-lock";
import { databaseMigrationStatus, migrateDatabase } from "@/lib/db/migrate-database";
import { listMigrations } from "@/lib/db/migrations";
import { resetEnv } from "@/lib/env";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { makeWorkspace } from "@/test/factories";
import { handleAdminBackupRequest } from "./handle-admin-request";
import { backupEmbeddedDatabase, restoreEmbeddedDatabaseFrom } from "./backup-restore";

const saved = { ...process.env };
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "postlane-backup-"));
  delete process.env.DATABASE_URL;
  process.env.POSTLANE_EMBEDDED_DB = "disk";
  process.env.POSTLANE_DATA_DIR = dataDir;
  resetEnv();
  setDatabaseOwnerRole("cli");
});

afterAll(async () => {
  await disconnectDb();
  process.env = saved;
  resetEnv();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const TABLES = ["users", "workspaces", "memberships", "api_keys", "posts", "ideas"] as const;

/** Row count and an md5 over every row's full text, per table, in id order. */
async function fingerprint() {
  const result: Record<string, { rows: number; md5: string | null }> = {};
  for (const table of TABLES) {
    const [row] = await getDb().$queryRawUnsafe<{ rows: number; md5: string | null }[]>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t.id)) AS md5 FROM ${table} t`,
    );
    result[table] = row;
  }
  return result;
}

async function seedAgency() {
  const { owner, workspaceId } = await makeWorkspace(["manager", "viewer"]);
  await createApiKey({ workspaceId, actor: systemActor, creatorUserId: owner.id, input: { name: "backup test", mode: "live", scopes: ["posts:read"] } });
  await getDb().post.createMany({
    data: Array.from({ length: 40 }, (_, i) => ({ workspaceId, caption: `post ${i}`, platforms: ["bluesky"], status: i % 2 ? "draft" : "scheduled" })) as never,
  });
  await getDb().idea.createMany({ data: Array.from({ length: 25 }, (_, i) => ({ workspaceId, title: `idea ${i}`, position: i })) });
  return workspaceId;
}

const wipe = () => fs.rmSync(path.join(dataDir, "pglite"), { recursive: true, force: true });

describe("embedded database backup and restore", () => {
  it("round trip: back up, wipe, restore, and the same rows come back on a fully migrated database", async () => {
    await migrateDatabase();
    await seedAgency();
    const before = await fingerprint();
    expect(before.posts.rows).toBe(40);
    await disconnectDb();

    const file = path.join(dataDir, "backup.tar.gz");
    const { backup } = await backupEmbeddedDatabase({ out: file });
    expect(backup).toMatchObject({ takenBy: "this process", file });
    expect(fs.statSync(file).size).toBe(backup.bytes);
    await expect(backupEmbeddedDatabase({ out: file })).rejects.toMatchObject({ status: 409 });

    wipe();
    const { restore } = await restoreEmbeddedDatabaseFrom({ input: file });
    expect(restore).toMatchObject({ previousDatabaseMovedTo: null, appliedMigrations: listMigrations().length, pendingMigrations: 0 });

    // What the app does at start: the migration check finds nothing to apply, and the rows are all there.
    expect(await migrateDatabase()).toEqual([]);
    const status = (await databaseMigrationStatus()) as { history: unknown; failedMigrationNames: string[] };
    expect(status.history).toBeNull();
    expect(status.failedMigrationNames).toEqual([]);
    expect(await fingerprint()).toEqual(before);
    await disconnectDb();

    // Over an existing database only with --force, which keeps the old one aside.
    await expect(restoreEmbeddedDatabaseFrom({ input: file })).rejects.toMatchObject({ status: 409 });
    const forced = await restoreEmbeddedDatabaseFrom({ input: file, force: true });
    expect(fs.existsSync(path.join(forced.restore.previousDatabaseMovedTo!, "PG_VERSION"))).toBe(true);
    expect(await fingerprint()).toEqual(before);
    await disconnectDb();

    // Not while a process (the app) owns the data, and not from something that is not a backup.
    acquireEmbeddedLock({ role: "app", port: 4299 });
    await expect(restoreEmbeddedDatabaseFrom({ input: file, force: true })).rejects.toThrow(/in use by process .* stop it before restoring/);
    releaseEmbeddedLock();
    const junk = path.join(dataDir, "junk.tar.gz");
    fs.writeFileSync(junk, "not an archive");
    await expect(restoreEmbeddedDatabaseFrom({ input: junk, force: true })).rejects.toThrow(/not a Postlane embedded-database backup/);
    expect(await fingerprint()).toEqual(before);
    await disconnectDb();
  }, 180_000);

  it("takes an online backup through the running app while transactions keep committing, and it holds only whole ones", async () => {
    // On the database the round trip left (migrating a fresh one costs half a minute on a busy machine).
    // This process plays the app: it owns the data (lock with its port) and answers the admin backup route.
    setDatabaseOwnerRole("app");
    const server = http.createServer(async (req, res) => {
      const response = await handleAdminBackupRequest(
        new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers: req.headers as Record<string, string> }),
      );
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    acquireEmbeddedLock({ role: "app", port });
    const workspaceId = await seedAgency();

    // Each transaction writes a post and an idea with the same tag, across several turns of the event loop.
    const tag = crypto.randomUUID();
    let committed = 0;
    let running = true;
    const writeErrors: unknown[] = [];
    const writer = (async () => {
      while (running) {
        try {
          await getDb().$transaction(async (tx) => {
            await tx.post.create({ data: { workspaceId, caption: tag, platforms: ["bluesky"] } });
            await new Promise((resolve) => setTimeout(resolve, 1));
            await tx.idea.create({ data: { workspaceId, title: tag, position: committed } });
          });
          committed++;
        } catch (error) {
          writeErrors.push(error);
          return;
        }
      }
    })();
    const until = async (done: () => boolean) => {
      const deadline = Date.now() + 60_000;
      while (!done() && writeErrors.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await until(() => committed >= 20);

    const file = path.join(dataDir, "online.tar.gz");
    const { backup } = await backupEmbeddedDatabase({ out: file, force: true });
    expect(backup.takenBy).toBe("running app");
    const atBackup = committed;
    await until(() => committed >= atBackup + 20);
    running = false;
    await writer;
    // The app kept working: no transaction failed while it waited for the backup.
    expect(writeErrors).toEqual([]);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await disconnectDb();
    releaseEmbeddedLock();
    setDatabaseOwnerRole("cli");

    wipe();
    await restoreEmbeddedDatabaseFrom({ input: file });
    const [row] = await getDb().$queryRaw<{ posts: number; ideas: number }[]>`
      SELECT (SELECT count(*)::int FROM posts WHERE caption = ${tag}) AS posts, (SELECT count(*)::int FROM ideas WHERE title = ${tag}) AS ideas`;
    expect(row.posts).toBe(row.ideas);
    expect(row.posts).toBeGreaterThanOrEqual(20);
    expect(row.posts).toBeLessThan(committed);
    await disconnectDb();
  }, 180_000);

  it("says to use pg_dump and does nothing when the data lives in PostgreSQL", async () => {
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:5432/none";
    resetEnv();
    try {
      await expect(backupEmbeddedDatabase({ out: path.join(dataDir, "pg.tar.gz") })).rejects.toThrow(/pg_dump -Fc/);
      await expect(restoreEmbeddedDatabaseFrom({ input: path.join(dataDir, "pg.tar.gz") })).rejects.toThrow(/pg_restore/);
      expect(fs.existsSync(path.join(dataDir, "pg.tar.gz"))).toBe(false);
    } finally {
      delete process.env.DATABASE_URL;
      resetEnv();
    }
  });
});
