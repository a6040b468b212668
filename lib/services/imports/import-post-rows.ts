// Imports the rows of a post file: the preview's checks again (check-import-rows.ts), then every row without
// a problem becomes a post through the posts services (create-post.ts for drafts and scheduled posts,
// add-to-queue.ts for the queue), with the same quota, events and rules as one made in the composer.
//
// Each row's content hash is claimed in post_import_rows before its post is created (the primary key is
// per workspace and hash): a second import of the same file, even one running at the same moment, finds the
// claim and creates nothing. A row whose post could not be created gives its claim back, so fixing the
// cause (a full quota, a missing posting schedule) and importing again creates it then.
import { db } from "../../db";
import { BadRequestError, toAppError } from "../../errors";
import { isTimeZone } from "../../time/time-zone";
import { requireNoApprovalNeeded } from "../approvals/approval-policy";
import { createPost } from "../posts/create-post";
import { addToQueue } from "../schedules/add-to-queue";
import { requireMayPublish, requireReader, requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { checkImportRows, type CheckedRow, type RowReport } from "./check-import-rows";
import { eachInParallel } from "./each-in-parallel";
import type { CsvRow } from "./read-csv-file";
import type { ImportMode } from "./row-to-post";

/** Posts created at once: each is one statement after a few reads, which PostgreSQL serves side by side. */
const CREATES_AT_ONCE = 8;

export interface ImportOutcome {
  rows: RowReport[];
  summary: { total: number; ready: number; created: number; alreadyImported: number; invalid: number; failed: number };
}

const report = ({ row, status, problems, postId, scheduledAt }: CheckedRow): RowReport => ({
  row,
  status,
  problems,
  ...(postId ? { postId } : {}),
  ...(scheduledAt ? { scheduledAt } : {}),
});

function outcome(rows: CheckedRow[]): ImportOutcome {
  const count = (status: RowReport["status"]) => rows.filter((r) => r.status === status).length;
  return {
    rows: rows.map(report),
    summary: {
      total: rows.length,
      ready: count("ready"),
      created: count("created"),
      alreadyImported: count("already_imported"),
      invalid: count("invalid"),
      failed: count("failed"),
    },
  };
}

async function requireMayImport(workspaceId: string, actor: ContentActor, mode: ImportMode): Promise<void> {
  const role = await requireWriter(workspaceId, actor, "import posts");
  if (mode === "draft") return;
  requireMayPublish(actor, "schedule posts");
  await requireNoApprovalNeeded(workspaceId, role, "schedule posts");
}

async function createRowPost(workspaceId: string, actor: ContentActor, mode: ImportMode, row: CheckedRow): Promise<string> {
  if (mode === "queue") {
    // The queue chooses the time: the row's status and date are not sent.
    const { status: _status, scheduledAt: _scheduledAt, ...input } = row.input;
    return (await addToQueue({ workspaceId, actor, input })).postIds[0]!;
  }
  return (await createPost({ workspaceId, actor, input: row.input })).postIds[0]!;
}

/**
 * `dryRun`: the preview only (a reader may ask). Otherwise creates the ready rows (the web app sends chunks of a
 * file, for its progress bar). `timeZone`: where a date naming no zone is read (the web app sends the importer's
 * choice); without it, the workspace's zone, as POST /posts/import always did.
 */
export async function importPostRows({
  workspaceId,
  actor,
  columns,
  rows,
  mode,
  dryRun = false,
  timeZone,
}: {
  workspaceId: string;
  actor: ContentActor;
  columns: string[];
  rows: CsvRow[];
  mode: ImportMode;
  dryRun?: boolean;
  timeZone?: string;
}): Promise<ImportOutcome> {
  if (timeZone !== undefined && !isTimeZone(timeZone)) {
    throw new BadRequestError(`timezone: “${timeZone}” is not a time zone we know (an IANA name such as America/Los_Angeles or Europe/Berlin)`);
  }
  if (dryRun) await requireReader(workspaceId, actor);
  else await requireMayImport(workspaceId, actor, mode);
  const checked = await checkImportRows({ workspaceId, columns, rows, mode, timeZone });
  if (dryRun) return outcome(checked);

  const ready = checked.filter((r) => r.status === "ready");
  const claimed = new Set(
    (
      await db.postImportRow.createManyAndReturn({
        data: ready.map((r) => ({ workspaceId, contentHash: r.hash })),
        skipDuplicates: true,
        select: { contentHash: true },
      })
    ).map((r) => r.contentHash),
  );
  try {
    // The queue takes its adds in turn (add-to-queue.ts); drafts and scheduled posts are created side by side.
    await eachInParallel(ready, mode === "queue" ? 1 : CREATES_AT_ONCE, async (row) => {
      if (!claimed.has(row.hash)) {
        row.status = "already_imported"; // another import claimed it since the check
        return;
      }
      try {
        row.postId = await createRowPost(workspaceId, actor, mode, row);
        row.status = "created";
      } catch (error) {
        const known = toAppError(error);
        if (!known || known.status === 500) throw error;
        row.status = "failed";
        row.problems = [{ column: null, message: known.message }];
      }
    });
  } finally {
    // Claims of rows that did not become posts (refused, or the import stopped) are given back.
    const unused = ready.filter((r) => claimed.has(r.hash) && r.status !== "created").map((r) => r.hash);
    if (unused.length > 0) await db.postImportRow.deleteMany({ where: { workspaceId, contentHash: { in: unused } } });
  }
  const created = ready.filter((r) => r.status === "created");
  if (created.length > 0) {
    // One statement records every row's post.
    await db.$executeRaw`
      UPDATE post_import_rows SET post_id = created.post_id::uuid
      FROM unnest(${created.map((r) => r.hash)}::text[], ${created.map((r) => r.postId!)}::text[]) AS created(content_hash, post_id)
      WHERE post_import_rows.workspace_id = ${workspaceId}::uuid AND post_import_rows.content_hash = created.content_hash`;
  }
  return outcome(checked);
}
