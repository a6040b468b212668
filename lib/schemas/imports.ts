// POST /posts/import: the query (mode, dryRun, timezone) and the answer, one report per row of the file.
import { z } from "zod";
import { isTimeZone } from "../time/time-zone";

export const IMPORT_MODES = ["draft", "scheduled", "queue"] as const;

/** An IANA zone name, refused with the name it was given (a typo is seen at once). */
const importZone = z.string().superRefine((zone, ctx) => {
  if (!isTimeZone(zone)) {
    ctx.addIssue({ code: "custom", message: `“${zone.slice(0, 64)}” is not a time zone we know (an IANA name such as America/Los_Angeles or Europe/Berlin)` });
  }
});

export const importPostsQuery = z.object({
  mode: z
    .enum(IMPORT_MODES, { error: `must be one of ${IMPORT_MODES.join(", ")}` })
    .default("draft")
    .meta({ description: "What each good row becomes: a draft, a post scheduled at its date, or a post in the next free queue slot." }),
  dryRun: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("false")
    .transform((v) => v === "true")
    .meta({ description: "true: check every row and create nothing (the preview)." }),
  timezone: importZone.optional().meta({
    description: "Additive: the IANA zone a date with neither an offset nor a `timezone` cell is read in. Default: the workspace's time zone.",
  }),
});

const rowProblem = z
  .object({
    column: z.string().nullable().meta({ description: "The column's header (normalised: `caption_x`), or null for the whole row." }),
    message: z.string().meta({ description: "What to change, in the words the web app shows." }),
  })
  .meta({ id: "ImportRowProblem" });

export const importRowReport = z
  .object({
    row: z.number().int().meta({ description: "The row number a spreadsheet shows: the header is row 1, the first post row 2." }),
    status: z.enum(["ready", "invalid", "already_imported", "created", "failed"]).meta({
      description:
        "ready: would be created (dry run); created: became the post postId; already_imported: an earlier import created it (same content), nothing new; " +
        "invalid: has problems, nothing created; failed: passed the checks but could not be created (quota, no free queue slot): import again once fixed.",
    }),
    problems: z.array(rowProblem),
    postId: z.uuid().optional().meta({ description: "The post the row became (status created)." }),
    scheduledAt: z.iso
      .datetime()
      .optional()
      .meta({ description: "Additive: the instant (UTC) the row's date was read as, when it has one and the mode is not the queue's." }),
  })
  .meta({ id: "ImportRowReport" });

export const importPostsResult = z
  .object({
    dryRun: z.boolean(),
    mode: z.enum(IMPORT_MODES),
    timeZone: z.string().meta({ description: "Additive: the zone dates naming none were read in (the `timezone` parameter, else the workspace's)." }),
    rows: z.array(importRowReport),
    summary: z.object({
      total: z.number().int(),
      ready: z.number().int(),
      created: z.number().int(),
      alreadyImported: z.number().int(),
      invalid: z.number().int(),
      failed: z.number().int(),
    }),
  })
  .meta({ id: "ImportPostsResult" });

/** Rows the web app sends per call: it reads the file in the browser and sends it in chunks, for its progress bar. */
export const IMPORT_CHUNK_MAX = 250;

/** One chunk of a file the browser has read (lib/services/imports/read-csv-file.ts), checked again here. */
export const importChunkInput = z.strictObject({
  columns: z.array(z.string().max(100)).min(1).max(100),
  rows: z
    .array(
      z.strictObject({
        row: z.number().int().min(2),
        cells: z.record(z.string().max(100), z.string().max(100_000)),
        problems: z.array(z.strictObject({ column: z.string().nullable(), message: z.string().max(1_000) })).max(10),
      }),
    )
    .min(1)
    .max(IMPORT_CHUNK_MAX),
  mode: z.enum(IMPORT_MODES),
  /** The zone the importer chose for dates naming none ("Read times in" on the import page). */
  timeZone: importZone,
});
