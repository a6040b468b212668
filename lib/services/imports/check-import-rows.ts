// The preview of an import: every row read into a post (row-to-post.ts) and put through the dry run of
// POST /posts (validate-post.ts), each problem in the marketer's words with the column it comes from, and
// the rows an earlier import already created (by content hash). Nothing is stored.
import { db } from "../../db";
import type { CreatePostRequest } from "../../schemas/posts";
import { dryRunPost, type DryRunProblem } from "../posts/validate-post";
import { captionColumnNetwork } from "./csv-columns";
import { eachInParallel } from "./each-in-parallel";
import type { CsvRow, RowProblem } from "./read-csv-file";
import { rowHash } from "./row-hash";
import { rowToPost, type ImportAccount, type ImportMode } from "./row-to-post";

export type RowStatus = "ready" | "invalid" | "already_imported" | "created" | "failed";

export interface RowReport {
  row: number;
  status: RowStatus;
  problems: RowProblem[];
  /** Set once the row became a post. */
  postId?: string;
  /** The instant the row's date was read as (drafts and scheduled posts), for the preview to say in words. */
  scheduledAt?: string;
}

export interface CheckedRow extends RowReport {
  hash: string;
  input: CreatePostRequest;
}

/** The column a dry-run problem's field comes from (`platformCaptions.twitter` → caption_x), or null. */
function columnOf(field: string, columns: string[]): string | null {
  const caption = /^platformCaptions\.(\w+)/.exec(field);
  if (caption) return columns.find((c) => captionColumnNetwork(c) === caption[1]) ?? "caption";
  if (/^platformOptions\.\w+\.firstComment/.test(field)) return "first_comment";
  if (/^platformOptions\.youtube\.title$/.test(field) || field === "title") return "title";
  const rules: [RegExp, string][] = [
    [/^scheduledAt/, "date"],
    [/^caption/, "caption"],
    [/^(accountMappings|accountId|platforms)/, "accounts"],
    [/^media/, "media_urls"],
    [/^hashtags/, "hashtags"],
  ];
  const column = rules.find(([pattern]) => pattern.test(field))?.[1] ?? null;
  return column !== null && columns.includes(column) ? column : null;
}

/** Rows at once in the dry run: each waits on one query of its accounts. */
const DRY_RUNS_AT_ONCE = 8;

function sayDryRun(problem: DryRunProblem, columns: string[]): RowProblem {
  return { column: columnOf(problem.field, columns), message: problem.say.endsWith(".") ? problem.say : `${problem.say}.` };
}

export async function loadImportContext(workspaceId: string): Promise<{ accounts: ImportAccount[]; workspaceZone: string }> {
  const [accounts, workspace] = await Promise.all([
    db.socialAccount.findMany({ where: { workspaceId }, select: { id: true, platform: true, platformUsername: true, isConnected: true } }),
    db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { timeZone: true } }),
  ]);
  return { accounts, workspaceZone: workspace.timeZone };
}

/**
 * The actor's access is the caller's to check (requireReader for a preview, requireWriter for an import).
 * `timeZone` reads the dates that name no zone of their own; without it, the workspace's zone.
 */
export async function checkImportRows({
  workspaceId,
  columns,
  rows,
  mode,
  timeZone,
}: {
  workspaceId: string;
  columns: string[];
  rows: CsvRow[];
  mode: ImportMode;
  timeZone?: string;
}): Promise<CheckedRow[]> {
  const { accounts, workspaceZone } = await loadImportContext(workspaceId);
  const context = { accounts, defaultZone: timeZone ?? workspaceZone, mode };
  const hashes = rows.map((row) => rowHash(row.cells));
  const imported = new Set(
    (await db.postImportRow.findMany({ where: { workspaceId, contentHash: { in: hashes } }, select: { contentHash: true } })).map((r) => r.contentHash),
  );
  const seen = new Map<string, number>();
  const repeats = new Set<number>();
  const checked: CheckedRow[] = rows.map((row, i) => {
    const hash = hashes[i];
    const { input, problems } = rowToPost(row, context);
    const report = { row: row.row, hash, input, ...(input.scheduledAt ? { scheduledAt: input.scheduledAt } : {}) };
    if (imported.has(hash)) return { ...report, status: "already_imported", problems: [] };
    const earlier = seen.get(hash);
    if (earlier !== undefined) {
      repeats.add(row.row);
      return { ...report, status: "invalid", problems: [{ column: null, message: `This row is the same as row ${earlier}: it is imported once.` }] };
    }
    seen.set(hash, row.row);
    const all = [...row.problems, ...problems];
    return { ...report, status: all.length === 0 ? "ready" : "invalid", problems: all };
  });
  // The dry run reads the accounts the row names; with none resolved it would only repeat the accounts problem.
  const toDryRun = checked.filter((c) => c.status !== "already_imported" && (c.input.accountMappings?.length ?? 0) > 0 && !repeats.has(c.row));
  await eachInParallel(toDryRun, DRY_RUNS_AT_ONCE, async (report) => {
    // A cell the file already got wrong (a date we could not read) is not reported twice by the dry run.
    const blamed = new Set(report.problems.map((p) => (p.column === "timezone" ? "date" : p.column)));
    const found = (await dryRunPost(workspaceId, report.input)).problems
      .map((p) => sayDryRun(p, columns))
      .filter((p) => p.column === null || !blamed.has(p.column));
    report.problems.push(...found);
    report.status = report.problems.length === 0 ? "ready" : "invalid";
  });
  return checked;
}
