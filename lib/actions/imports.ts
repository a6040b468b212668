"use server";

import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import { parseInput } from "@/lib/errors";
import { importChunkInput } from "@/lib/schemas/imports";
import { isKnownColumn } from "@/lib/services/imports/csv-columns";
import { importPostRows } from "@/lib/services/imports/import-post-rows";
import { BadRequestError } from "@/lib/errors";

// The import page's preview and import, a chunk of rows at a time (the browser reads the file and draws the
// progress bar): the same service as POST /posts/import, which checks every row again.
function chunk(input: unknown) {
  const data = parseInput(importChunkInput, input);
  const unknown = data.columns.find((c) => !isKnownColumn(c));
  if (unknown) throw new BadRequestError(`We do not know the column “${unknown}”.`);
  return data;
}

export async function previewImportAction(workspaceId: string, input: unknown) {
  return runAction(async () => {
    const { columns, rows, mode, timeZone } = chunk(input);
    return (await importPostRows({ workspaceId, actor: await sessionActor(), columns, rows, mode, timeZone, dryRun: true })).rows;
  });
}

export async function importRowsAction(workspaceId: string, input: unknown) {
  return runAction(async () => {
    const { columns, rows, mode, timeZone } = chunk(input);
    return (await importPostRows({ workspaceId, actor: await sessionActor(), columns, rows, mode, timeZone })).rows;
  });
}
