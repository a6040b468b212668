// The problems of an import as a CSV file to download and fix in a spreadsheet: the file's own rows and
// columns, with a "problems" column in front. Formula cells of the upload come back as text (lib/csv/safe-csv.ts),
// so a `=cmd|' /C calc'!A0` in the uploaded file is never something Excel would execute.
import { safeCsv } from "../../csv/safe-csv";
import { cellName, type CsvRow } from "./read-csv-file";
import type { RowReport } from "./check-import-rows";

export function problemReportCsv(columns: string[], rows: CsvRow[], reports: RowReport[]): string {
  const byRow = new Map(reports.map((r) => [r.row, r]));
  const withProblems = rows.filter((row) => (byRow.get(row.row)?.problems.length ?? 0) > 0);
  return safeCsv(
    ["row", "problems", ...columns],
    withProblems.map((row) => [
      String(row.row),
      byRow
        .get(row.row)!
        .problems.map((p) => `${cellName(row.row, columns, p.column)}: ${p.message}`)
        .join("\n"),
      ...columns.map((c) => row.cells[c] ?? ""),
    ]),
  );
}
