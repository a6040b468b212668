// The embedded database (PGlite) is one connection in one process: serving it to several processes
// corrupts results. So exactly one process owns .data/pglite at a time, recorded in .data/app.lock with
// its pid, its HTTP port (when it is the app) and a random admin token the CLI uses to reach it.
import crypto from "node:crypto";
import fs from "node:fs";
import { dataPath } from "../data-dir";

export interface EmbeddedLock {
  pid: number;
  /** Set when the owner is the app: the CLI sends admin commands to http://127.0.0.1:<port>. */
  port: number | null;
  /** Shared secret for the admin route; the file is readable only by its owner. */
  adminToken: string;
  role: "app" | "cli";
  startedAt: string;
}

export class EmbeddedDatabaseBusyError extends Error {
  constructor(readonly holder: EmbeddedLock) {
    super(
      `The embedded database in ${dataPath("pglite")} is in use by process ${holder.pid} (${holder.role}` +
        `${holder.port ? ` on port ${holder.port}` : ""}). Only one process may open it: stop that process, ` +
        `or set DATABASE_URL to a PostgreSQL server to run several.`,
    );
    this.name = "EmbeddedDatabaseBusyError";
  }
}

const lockFile = () => dataPath("app.lock");

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The current owner of the embedded database, if a live process holds it. */
export function readEmbeddedLock(): EmbeddedLock | null {
  let lock: EmbeddedLock;
  try {
    lock = JSON.parse(fs.readFileSync(lockFile(), "utf8")) as EmbeddedLock;
  } catch {
    return null;
  }
  return isAlive(lock.pid) ? lock : null;
}

// On globalThis: Next may load this module more than once per process (one copy per bundle).
const state = globalThis as unknown as { __postlaneEmbeddedLock?: EmbeddedLock | null };

/** Takes the lock for this process (idempotent), or throws EmbeddedDatabaseBusyError. */
export function acquireEmbeddedLock(owner: { role: EmbeddedLock["role"]; port?: number }): EmbeddedLock {
  if (state.__postlaneEmbeddedLock) return state.__postlaneEmbeddedLock;
  const lock: EmbeddedLock = {
    pid: process.pid,
    port: owner.port ?? null,
    adminToken: crypto.randomBytes(32).toString("base64url"),
    role: owner.role,
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile(), JSON.stringify(lock), { flag: "wx", mode: 0o600 });
      state.__postlaneEmbeddedLock = lock;
      process.once("exit", releaseEmbeddedLock);
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const current = readEmbeddedLock();
    if (current && current.pid !== process.pid) throw new EmbeddedDatabaseBusyError(current);
    // Stale (its process is gone) or left by this very pid before a restart: remove and retry.
    fs.rmSync(lockFile(), { force: true });
  }
  throw new Error(`Could not take the embedded database lock ${lockFile()}`);
}

export function releaseEmbeddedLock(): void {
  const held = state.__postlaneEmbeddedLock;
  if (!held) return;
  try {
    const current = JSON.parse(fs.readFileSync(lockFile(), "utf8")) as EmbeddedLock;
    if (current.pid === held.pid && current.adminToken === held.adminToken) fs.rmSync(lockFile(), { force: true });
  } catch {
    // already gone
  }
  state.__postlaneEmbeddedLock = null;
}

export function heldEmbeddedLock(): EmbeddedLock | null {
  return state.__postlaneEmbeddedLock ?? null;
}
