// How much room the database takes: pg_database_size on a PostgreSQL server; on the embedded database the
// bytes of its data folder on disk (what a backup copies and what the disk has to hold). An in-memory
// embedded database (tests) has no folder, so the server's own count is used there too.
import fs from "node:fs/promises";
import path from "node:path";
import { db } from "../../db";
import { databaseKind } from "../../db/adapter";
import { dataPath } from "../../data-dir";
import { env } from "../../env";

export interface DatabaseSize {
  kind: "postgres" | "embedded";
  bytes: number;
  /** What was measured, in the operator's words. */
  measured: "pg_database_size" | "data folder";
}

/** Sum of the sizes of every file under `dir` (symbolic links are not followed). */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const stat = await fs.stat(path.join(e.parentPath, e.name)).catch(() => null);
        total += stat?.size ?? 0;
      }),
  );
  return total;
}

export async function databaseSize(): Promise<DatabaseSize> {
  const kind = databaseKind();
  if (kind === "embedded" && env().POSTLANE_EMBEDDED_DB === "disk") {
    return { kind, bytes: await folderBytes(dataPath("pglite")), measured: "data folder" };
  }
  const [row] = await db.$queryRaw<{ bytes: bigint }[]>`SELECT pg_database_size(current_database()) AS bytes`;
  return { kind, bytes: Number(row.bytes), measured: "pg_database_size" };
}
