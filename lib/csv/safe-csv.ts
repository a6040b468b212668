// CSV files the app writes for people to open in a spreadsheet (the import's problem report, the analytics
// export). Every cell that a spreadsheet could run as a formula (starting with = + - @, a tab or a carriage
// return, also in their fullwidth forms ＝＋－＠ and after spaces, zero-width characters or a BOM) is written
// with a leading ' (Papa's escapeFormulae, given that wider pattern), so a `=cmd|' /C calc'!A0` caption comes
// back as text, never as something Excel would execute.
import Papa from "papaparse";

/** OWASP's CSV-injection characters, in every spelling the import refuses (row-to-post.ts, looksLikeFormula). */
export const FORMULA_START = /^[\s\u200B-\u200D\u2060\uFEFF]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/;

/** A CSV text (comma separated, CRLF rows, quoted where needed) with formula cells escaped. */
export function safeCsv(fields: string[], rows: (string | number | null)[][]): string {
  // Numbers are written as numbers (never escaped: a count is not a formula); null is an empty cell.
  const data = rows.map((row) => row.map((cell) => (cell === null ? "" : cell)));
  return Papa.unparse({ fields, data }, { escapeFormulae: FORMULA_START });
}
