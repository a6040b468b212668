// One row of an import file read as a post: the formula cells a spreadsheet would run (in every spelling,
// OWASP's CSV-injection list) and the date forms (every ISO 8601 form; real times of day; sane years), each
// problem on its column. Pure: the file goes through the same reader as an upload, no database.
import { describe, expect, it } from "vitest";
import { readCsvFile } from "./read-csv-file";
import { looksLikeFormula, rowToPost } from "./row-to-post";

const account = { id: "6f1c7a52-3c1d-4f0e-9d2a-1b2c3d4e5f60", platform: "bluesky", platformUsername: "ada.bsky.social", isConnected: true };
const year = new Date().getUTCFullYear() + 1;

/** The problems of one row with these cells (through the upload's reader), and the time it understood. */
function read(cells: Record<string, string>, defaultZone = "UTC") {
  const columns = Object.keys(cells);
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const file = readCsvFile(new TextEncoder().encode(`${columns.join(",")}\n${columns.map((c) => quote(cells[c]!)).join(",")}\n`));
  const { input, problems } = rowToPost(file.rows[0]!, { accounts: [account], defaultZone, mode: "scheduled" });
  return { scheduledAt: input.scheduledAt, problems };
}

describe("formula cells", () => {
  const ZWSP = "\u200B";
  const refused = [
    "=1+1",
    "=cmd|' /C calc'!A0",
    "@SUM(A1:A9)",
    '+HYPERLINK("https://evil.example")',
    "-cmd|' /C calc'!A0",
    "+1+1",
    "-2+3",
    "- 2 * 3",
    "+A1",
    "-$B$2*2",
    "\uFF1D1+1", // ＝1+1
    "\uFF0B1+1", // ＋1+1
    "\uFF0D2+3", // －2+3
    "\uFF20SUM(A1:A2)", // ＠SUM(…)
    "\uFE661+1", // small form ﹦
    `${ZWSP}=1+1`,
    "\u200C=1+1",
    "\u200D+1+1",
    "\u2060-2+3",
    "\uFEFF=1+1",
    `  ${ZWSP} =1+1`,
    "\t=1+1",
  ];
  it.each(refused)("refuses %j in any column, as =… always was", (cell) => {
    expect(looksLikeFormula(cell)).toBe(true);
    const { problems } = read({ date: `${year}-03-01 09:00`, caption: cell, accounts: "bluesky" });
    expect(problems).toEqual([{ column: "caption", message: expect.stringMatching(/looks like a spreadsheet formula/) }]);
  });

  const text = ["- 20% off today", "-20% off today", "@ada.bsky.social says hi", "- new in store", "+1 555 0100", "-5", "+ more", "50% off", "a=b", "1+1"];
  it.each(text)("keeps %j as text, as docs/csv-import.md promises", (cell) => {
    expect(looksLikeFormula(cell)).toBe(false);
    expect(read({ date: `${year}-03-01 09:00`, caption: cell, accounts: "bluesky" }).problems).toEqual([]);
  });
});

describe("dates", () => {
  it.each([
    [`${year}-12-01 09:00`, `${year}-12-01T09:00:00.000Z`],
    [`${year}-12-01T09:00:00`, `${year}-12-01T09:00:00.000Z`],
    [`${year}-12-01T09:00:00Z`, `${year}-12-01T09:00:00.000Z`],
    [`${year}-12-01T09:00:00.000Z`, `${year}-12-01T09:00:00.000Z`],
    [`${year}-12-01T09:00:00.123456Z`, `${year}-12-01T09:00:00.123Z`],
    [`${year}-12-01T09:00:00,5Z`, `${year}-12-01T09:00:00.500Z`],
    [`${year}-12-01T09:00:00.250+09:00`, `${year}-12-01T00:00:00.250Z`],
    [`${year}-12-01T09:00+09:00`, `${year}-12-01T00:00:00.000Z`],
    [`${year}-12-01T09:00:00+0900`, `${year}-12-01T00:00:00.000Z`],
    [`${year}-12-01T09:00:00+09`, `${year}-12-01T00:00:00.000Z`],
    [`${year}-12-01T09:00:00-05:30`, `${year}-12-01T14:30:00.000Z`],
    [`${year}-12-01t09:00:00z`, `${year}-12-01T09:00:00.000Z`],
    [`${year}1201T090000Z`, `${year}-12-01T09:00:00.000Z`],
    [`${year}1201T090000.5+0100`, `${year}-12-01T08:00:00.500Z`],
  ])("reads %s as %s", (date, iso) => {
    expect(read({ date, caption: "Hello", accounts: "bluesky" })).toEqual({ scheduledAt: iso, problems: [] });
  });

  it("reads a zone-less time in the row's zone, else the workspace's", () => {
    expect(read({ date: `${year}-12-01 09:00`, timezone: "Asia/Tokyo", caption: "Hello", accounts: "bluesky" }).scheduledAt).toBe(
      `${year}-12-01T00:00:00.000Z`,
    );
    expect(read({ date: `${year}-12-01T09:00:00.500`, caption: "Hello", accounts: "bluesky" }, "America/Los_Angeles").scheduledAt).toBe(
      `${year}-12-01T17:00:00.500Z`,
    );
  });

  it.each([
    [`${year}-12-01 09:00:60`, /is not a time of day: hours go from 0 to 23, minutes and seconds from 0 to 59/],
    [`${year}-12-01T09:00:60Z`, /is not a time of day/],
    [`${year}-12-01 09:60`, /is not a time of day/],
    [`${year}-12-01 24:00`, /is not a time of day/],
    [`9999-12-01 09:00`, new RegExp(`is in the year 9999: a post's date must be between ${year - 2} and ${year + 9}`)],
    [`1970-01-01T00:00:00Z`, /is in the year 1970/],
    [`${year}-11-31 09:00`, /is not a real date and time in UTC/],
    [`${year}-12-01T09:00:00+15:00`, /offset from UTC that does not exist/],
    [`${year}-12-01T09:00:00+05:75`, /offset from UTC that does not exist/],
    [`${year}-12-01 9am`, /We cannot read/],
    [`${year}-12-01T09:00:00.Z`, /We cannot read/],
  ])("refuses %s on the date column", (date, message) => {
    const { scheduledAt, problems } = read({ date, caption: "Hello", accounts: "bluesky" });
    expect(scheduledAt).toBeUndefined();
    expect(problems).toEqual([{ column: "date", message: expect.stringMatching(message) }]);
    expect(problems[0]!.message).toContain(`“${date}”`);
  });
});
