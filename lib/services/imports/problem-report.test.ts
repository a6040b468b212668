// The downloadable problem report: rows with problems only, each problem named by row and column, and a
// formula cell from the upload written back as text (a leading ') so a spreadsheet never runs it.
import { describe, expect, it } from "vitest";
import Papa from "papaparse";
import { problemReportCsv } from "./problem-report";
import { readCsvFile } from "./read-csv-file";

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
});
