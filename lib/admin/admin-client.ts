// The CLI side of the admin route: sends one command to the running app that owns the embedded database.
import { AppError } from "../errors";
import { readEmbeddedLock, type EmbeddedLock } from "../db/embedded-lock";
import { isEmbeddedDatabase } from "../env";

export const ADMIN_TOKEN_HEADER = "x-postlane-admin-token";

/**
 * The running app that owns the embedded database, when there is one: only one process may open it, so admin
 * commands go to that app (sendAdminCommandToApp). Null on PostgreSQL, or when no app holds it: run them here.
 */
export function appOwningTheDatabase(): EmbeddedLock | null {
  if (!isEmbeddedDatabase()) return null;
  const lock = readEmbeddedLock();
  return lock?.role === "app" ? lock : null;
}

export async function sendAdminCommandToApp(lock: EmbeddedLock, command: unknown): Promise<unknown> {
  if (!lock.port) throw new Error(`Process ${lock.pid} holds the embedded database but serves no port`);
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${lock.port}/api/admin/cli`, {
      method: "POST",
      headers: { "content-type": "application/json", [ADMIN_TOKEN_HEADER]: lock.adminToken },
      body: JSON.stringify(command),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new Error(`The app (pid ${lock.pid}) owns the embedded database but did not answer on port ${lock.port}: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => ({ error: `HTTP ${response.status}` }))) as { error?: string };
  if (!response.ok) throw new AppError(response.status, body.error ?? `HTTP ${response.status}`);
  return body;
}

/** Asks the running app for an online backup of the embedded database it owns; answers the archive's bytes. */
export async function fetchBackupFromApp(lock: EmbeddedLock): Promise<Buffer> {
  if (!lock.port) throw new Error(`Process ${lock.pid} holds the embedded database but serves no port`);
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${lock.port}/api/admin/backup`, {
      method: "POST",
      headers: { [ADMIN_TOKEN_HEADER]: lock.adminToken },
      // A large database takes a while to archive; the app answers nothing else meanwhile.
      signal: AbortSignal.timeout(15 * 60_000),
    });
  } catch (error) {
    throw new Error(`The app (pid ${lock.pid}) owns the embedded database but did not answer on port ${lock.port}: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new AppError(response.status, body.error ?? `HTTP ${response.status}`);
  }
  return Buffer.from(await response.arrayBuffer());
}
