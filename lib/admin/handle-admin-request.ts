// The app side of the admin CLI transport: checks the lock file's token, runs the command (or takes a backup),
// answers JSON (or the archive).
import crypto from "node:crypto";
import { errorResponse, json } from "../api/respond";
import { getDb } from "../db";
import { openedEmbeddedDatabase } from "../db/adapter";
import { dumpEmbeddedDatabase } from "../db/embedded-backup";
import { heldEmbeddedLock } from "../db/embedded-lock";
import { isEmbeddedDatabase } from "../env";
import { BadRequestError, UnauthorizedError } from "../errors";
import { ADMIN_TOKEN_HEADER } from "./admin-client";
import { runAdminCommand } from "./admin-commands";

function tokenMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Only a process that can read .data/app.lock (the operator's) knows the token of the app holding it. */
function assertAdminCaller(req: Request): void {
  if (!tokenMatches(req.headers.get(ADMIN_TOKEN_HEADER), heldEmbeddedLock()?.adminToken)) {
    throw new UnauthorizedError("Invalid admin token");
  }
}

export async function handleAdminRequest(req: Request): Promise<Response> {
  try {
    assertAdminCaller(req);
    const command: unknown = await req.json().catch(() => {
      throw new BadRequestError("The body must be a JSON admin command");
    });
    return json(await runAdminCommand(command));
  } catch (error) {
    return errorResponse(error);
  }
}

/** An online backup of the embedded database this app owns (`npm run cli -- backup` while the app runs). */
export async function handleAdminBackupRequest(req: Request): Promise<Response> {
  try {
    assertAdminCaller(req);
    if (!isEmbeddedDatabase()) throw new BadRequestError("This app uses a PostgreSQL server: back it up with pg_dump (docs/operations-backups.md)");
    getDb();
    const pglite = openedEmbeddedDatabase();
    if (!pglite) throw new BadRequestError("The embedded database is not open in this app");
    const archive = await dumpEmbeddedDatabase(pglite);
    return new Response(new Uint8Array(archive), {
      headers: { "content-type": "application/gzip", "content-length": String(archive.length), "cache-control": "no-store" },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
