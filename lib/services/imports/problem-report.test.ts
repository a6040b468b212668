// The downloadable problem report: rows with problems only, each problem named by row and column, and a
// formula cell from the upload written back as text (a leading ') so a spreadsheet never runs it.
import { describe, expect, it } from "vitest";
import Papa from "papaparse";
import { problemReportCsv } from "./problem-report";
import { readCsvFile } from "./read-csv-file";
import { rowToPost } from "./row-to-post";

describe("problemReportCsv", () => {
  it("escapes formula cells with a leading quote and names each problem's cell", () => {
    const file = readCsvFile(new TextEncoder().encode(`caption,accounts\nfine,bluesky\n"=cmd|' /C calc'!A0",bluesky\n"@SUM(A1:A9)",+mastodon\n`));
    const csv = problemReportCsv(file.columns, file.rows, [
      { row: 2, status: "ready", problems: [] },
      { row: 3, status: "invalid", problems: [{ column: "caption", message: "This cell looks like a spreadsheet formula." }] },
      { row: 4, status: "invalid", problems: [{ column: null, message: "Something." }] },
    ]);
    const [header, ...rows] = Papa.parse<string[]>(csv).data;
    expect(header).toEqual(["row", "problems", "caption", "accounts"]);
    expect(rows).toEqual([
      ["3", "Row 3, column A “caption”: This cell looks like a spreadsheet formula.", "'=cmd|' /C calc'!A0", "bluesky"],
      ["4", "Row 4: Something.", "'@SUM(A1:A9)", "'+mastodon"],
    ]);
    expect(csv).not.toMatch(/(^|,)"?=cmd/m);
  });

  it("writes back every spelling of a formula as text, and names the row and column of a date out of range", () => {
    const cells = ["\uFF1D1+1", "\u200B=1+1", "\uFEFF+1+1", " -2+3", "\uFF20SUM(A1)"];
    const file = readCsvFile(
      new TextEncoder().encode(`date,caption,accounts\n${cells.map((c, i) => `${i === 0 ? "9999-01-01 09:00" : ""},${c},bluesky`).join("\n")}\n`),
    );
    const reports = file.rows.map((row) => ({
      row: row.row,
      status: "invalid" as const,
      problems: rowToPost(row, { accounts: [], defaultZone: "UTC", mode: "draft" }).problems,
    }));
    const [, ...rows] = Papa.parse<string[]>(problemReportCsv(file.columns, file.rows, reports)).data;
    expect(rows.map((r) => r[3])).toEqual(["'\uFF1D1+1", "'\u200B=1+1", "'+1+1", "'-2+3", "'\uFF20SUM(A1)"]);
    expect(rows[0]![1]).toMatch(/^Row 2, column A “date”: “9999-01-01 09:00” is in the year 9999: a post's date must be between \d{4} and \d{4}\./m);
    expect(rows[0]![1]).toMatch(/Row 2, column B “caption”: This cell looks like a spreadsheet formula/);
  });
});
