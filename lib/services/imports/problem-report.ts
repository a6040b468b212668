// The problems of an import as a CSV file to download and fix in a spreadsheet: the file's own rows and
// columns, with a "problems" column in front. Every cell that a spreadsheet could run as a formula (starting
// with = + - @, a tab or a carriage return, also in their fullwidth forms ＝＋－＠ and after spaces, zero-width
// characters or a BOM) is written with a leading ' (Papa's escapeFormulae, given that wider pattern), so a
// `=cmd|' /C calc'!A0` in the uploaded file comes back as text, never as something Excel would execute.
import Papa from "papaparse";
import { cellName, type CsvRow } from "./read-csv-file";
import type { RowReport } from "./check-import-rows";

/** OWASP's CSV-injection characters, in every spelling the import refuses (row-to-post.ts, looksLikeFormula). */
const FORMULA_START = /^[\s\u200B-\u200D\u2060\uFEFF]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/;

export function problemReportCsv(columns: string[], rows: CsvRow[], reports: RowReport[]): string {
  const byRow = new Map(reports.map((r) => [r.row, r]));
  const withProblems = rows.filter((row) => (byRow.get(row.row)?.problems.length ?? 0) > 0);
  return Papa.unparse(
    {
      fields: ["row", "problems", ...columns],
      data: withProblems.map((row) => [
        String(row.row),
        byRow
          .get(row.row)!
          .problems.map((p) => `${cellName(row.row, columns, p.column)}: ${p.message}`)
          .join("\n"),
        ...columns.map((c) => row.cells[c] ?? ""),
      ]),
    },
    { escapeFormulae: FORMULA_START },
  );
}
