// postlane posts import <file.csv>: a spreadsheet of posts through POST /posts/import, previewed with
// --dry-run, or imported as drafts, scheduled posts or queue entries. The file is sent as it is on disk: the
// API judges its encoding and names the row and column of anything wrong.
import { readFileSync } from "node:fs";
import { unwrap, type Schema } from "../../client.js";
import { stringValue, UsageError, type Command } from "../command.js";
import { printTable } from "../output.js";

const MODES = ["draft", "scheduled", "queue"] as const;
type Mode = (typeof MODES)[number];

function printOutcome(result: Schema<"ImportPostsResult">): void {
  const problems = result.rows.flatMap((r) => r.problems.map((p) => ({ row: r.row, column: p.column, problem: p.message })));
  if (problems.length > 0) printTable(problems, { row: (p) => p.row, column: (p) => p.column ?? "(row)", problem: (p) => p.problem }, "problems");
  const s = result.summary;
  const made = result.dryRun ? `${s.ready} ready to import` : `${s.created} imported as ${result.mode === "queue" ? "queue entries" : `${result.mode} posts`}`;
  console.log(
    `${made}; ${s.alreadyImported} already imported; ${s.invalid} with problems${s.failed ? `; ${s.failed} could not be created` : ""} (of ${s.total} rows).`,
  );
}

export const postImportCommands: Command[] = [
  {
    group: "posts",
    action: "import",
    summary: "Import posts from a CSV file (columns in docs/csv-import.md)",
    args: ["<file.csv>"],
    options: {
      mode: { type: "string", valueName: "mode", description: "What each good row becomes: draft, scheduled (at its date) or queue. Default: draft." },
      "dry-run": { type: "boolean", description: "Check every row and show its problems; create nothing." },
    },
    examples: ["postlane posts import plan.csv --dry-run", "postlane posts import plan.csv --mode scheduled --json"],
    run: async ({ client, values, args, print, note }) => {
      const mode = (stringValue(values, "mode") ?? "draft") as Mode;
      if (!MODES.includes(mode)) throw new UsageError(`--mode must be one of ${MODES.join(", ")}, got "${mode}"`);
      let bytes: Buffer;
      try {
        bytes = readFileSync(args[0] === "-" ? 0 : args[0]);
      } catch (error) {
        throw new UsageError(`Cannot read ${args[0]}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      }
      const dryRun = values["dry-run"] === true;
      note(dryRun ? `Checking ${args[0]}…` : `Importing ${args[0]}…`);
      const result = await unwrap(
        client.POST("/posts/import", {
          params: { query: { mode, dryRun: dryRun ? "true" : "false" } },
          // The file's own bytes: the API reports a file that is not UTF-8 by row and column.
          body: bytes as unknown as string,
          bodySerializer: (body) => body as unknown as string,
          headers: { "content-type": "text/csv" },
        }),
      );
      print(result, () => printOutcome(result));
      // Rows left out are a failure for a script too, --json or not.
      if (result.summary.invalid + result.summary.failed > 0) process.exitCode = 1;
    },
  },
];
