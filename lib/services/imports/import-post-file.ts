// A whole import file in one call (POST /posts/import, the CLI): read it, then preview or import its rows.
import { db } from "../../db";
import { readCsvFile } from "./read-csv-file";
import { importPostRows, type ImportOutcome } from "./import-post-rows";
import type { ContentActor } from "../workspaces/authorize-actor";
import type { ImportMode } from "./row-to-post";

/** 8 MiB: 5,000 rows with long captions fit; a file of 10,000 rows still reaches the row count's clear refusal. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

export async function importPostFile({
  workspaceId,
  actor,
  bytes,
  mode,
  dryRun,
  timeZone,
}: {
  workspaceId: string;
  actor: ContentActor;
  bytes: Uint8Array;
  mode: ImportMode;
  dryRun: boolean;
  /** Where dates naming no zone are read; the workspace's zone when not given. */
  timeZone?: string;
}): Promise<ImportOutcome & { dryRun: boolean; mode: ImportMode; timeZone: string }> {
  const file = readCsvFile(bytes);
  const zone = timeZone ?? (await db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { timeZone: true } })).timeZone;
  const outcome = await importPostRows({ workspaceId, actor, columns: file.columns, rows: file.rows, mode, dryRun, timeZone: zone });
  return { dryRun, mode, timeZone: zone, ...outcome };
}
