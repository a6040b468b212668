// Reading import files: each kind of bad file is refused with one sentence naming the row and column, and
// good files in the separators spreadsheets actually write (comma, semicolon, tab; with or without a BOM).
import { describe, expect, it } from "vitest";
import { MAX_IMPORT_ROWS } from "./csv-columns";
import { IMPORT_EXAMPLE_CSV } from "./example-file";
import { readCsvFile } from "./read-csv-file";

const utf8 = (text: string) => new TextEncoder().encode(text);
const refusal = (bytes: Uint8Array) => {
  try {
    readCsvFile(bytes);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the file was accepted");
};

describe("readCsvFile", () => {
  it("reads comma, semicolon and tab files, with a UTF-8 BOM, quoted commas and line breaks", () => {
    const comma = readCsvFile(utf8('\uFEFFdate,caption,accounts\n2026-12-01 09:00,"Hello, world\nline two",bluesky\n'));
    expect(comma.delimiter).toBe(",");
    expect(comma.columns).toEqual(["date", "caption", "accounts"]);
    expect(comma.rows).toEqual([{ row: 2, cells: { date: "2026-12-01 09:00", caption: "Hello, world\nline two", accounts: "bluesky" }, problems: [] }]);
    expect(readCsvFile(utf8("Caption;Accounts\nBonjour, à tous;mastodon\n")).rows[0].cells).toEqual({ caption: "Bonjour, à tous", accounts: "mastodon" });
    expect(readCsvFile(utf8("caption\taccounts\tCaption X\nhi, there\tbluesky x\tshort\n")).columns).toEqual(["caption", "accounts", "caption_x"]);
  });

  it("reads the example file the import page offers", () => {
    const example = readCsvFile(new TextEncoder().encode(IMPORT_EXAMPLE_CSV));
    expect(example.rows.map((r) => r.problems)).toEqual([[], [], []]);
    expect(example.rows[0].cells.caption_x).toBe("Spring is here. Light layers for longer days.");
  });

  it("names the row and column of the first byte that is not UTF-8 (a Windows-1252 export)", () => {
    const latin1 = Buffer.concat([Buffer.from("caption,accounts\nok,bluesky\nCaf"), Buffer.from([0xe9]), Buffer.from(" ouvert,bluesky\n")]);
    expect(refusal(latin1)).toMatch(/^Row 3, column A “caption”: this file is not UTF-8 .*CSV UTF-8/);
  });

  it("refuses UTF-16 files and Excel workbooks with what to do instead", () => {
    expect(refusal(new Uint8Array([0xff, 0xfe, 0x63, 0x00]))).toMatch(/saved as UTF-16.*CSV UTF-8/);
    expect(refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toMatch(/Excel or Numbers workbook, not a CSV file/);
  });

  it("refuses a file without a header row, with an unknown or repeated column, or without accounts", () => {
    expect(refusal(utf8("2026-12-01 09:00,Hello,bluesky\n"))).toMatch(/^Row 1 must name the columns/);
    expect(refusal(utf8("date,captoin,accounts\n2026-12-01,hi,bluesky\n"))).toBe(
      "Row 1, column B: we do not know the column “captoin”. The columns are: date, timezone, caption, accounts, media_urls, first_comment, title, hashtags, caption_<network>.",
    );
    expect(refusal(utf8("caption,caption_myspace,accounts\nhi,hi,bluesky\n"))).toMatch(/column B: .*Per-network captions are named like caption_x/);
    expect(refusal(utf8("caption,Caption,accounts\nhi,hi,bluesky\n"))).toMatch(/^Row 1, column B: “caption” is already column A/);
    expect(refusal(utf8("date,caption\n2026-12-01,hi\n"))).toMatch(/^Row 1: add an “accounts” column/);
  });

  it("refuses a pipe-separated file and an unclosed quote, and keeps a row with the wrong cell count as that row's problem", () => {
    expect(refusal(utf8("caption|accounts|date\nhi|bluesky|2026-12-01\n"))).toMatch(/separated by “\|”/);
    expect(refusal(utf8('caption,accounts\nok,bluesky\n"never closed,bluesky\n'))).toMatch(/^Row 3: a quote \(".*never closed/);
    const file = readCsvFile(utf8("caption,accounts\nok,bluesky\ntoo,many,cells\n"));
    expect(file.rows[1].problems).toEqual([{ column: null, message: expect.stringMatching(/^This row has 3 cells but row 1 names 2 columns/) }]);
  });

  it(`takes ${MAX_IMPORT_ROWS} rows and refuses 10,000 by name`, () => {
    const rows = (n: number) => utf8("caption,accounts\n" + Array.from({ length: n }, (_, i) => `post ${i},bluesky`).join("\n"));
    expect(readCsvFile(rows(MAX_IMPORT_ROWS)).rows).toHaveLength(MAX_IMPORT_ROWS);
    expect(refusal(rows(10_000))).toBe("This file has 10,000 posts; one import takes at most 5,000. Split it into smaller files.");
    expect(refusal(utf8("caption,accounts\n"))).toMatch(/no posts/);
    expect(refusal(utf8(""))).toMatch(/empty/);
    expect(refusal(utf8(`""\n`))).toMatch(/no columns and no posts/);
  });
});
