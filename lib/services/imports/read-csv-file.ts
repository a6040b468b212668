// Reads a post import file (bytes as uploaded) into rows of named cells, or refuses the whole file with one
// sentence a marketer can act on, naming the row and column where there is one: not UTF-8, an Excel workbook
// instead of CSV, columns separated by something we do not read, no header row, unknown or missing columns,
// a quote never closed, more rows than MAX_IMPORT_ROWS. Problems of one row (a cell count that does not
// match the header) stay with that row, so the other rows can still be imported. Pure: runs in the browser
// (the import dialog reads the file before sending any row) as on the server (POST /posts/import).
import Papa from "papaparse";
import { BadRequestError } from "../../errors";
import { BASE_COLUMNS, MAX_IMPORT_ROWS, captionColumnNetwork, columnLetter, isKnownColumn, normaliseHeader } from "./csv-columns";

export interface RowProblem {
  /** The column's header as normalised (`caption_x`), or null for the whole row. */
  column: string | null;
  message: string;
}

export interface CsvRow {
  /** The row number a spreadsheet shows: the header is row 1, the first post row 2. */
  row: number;
  /** Every column of the header, trimmed ("" when empty). */
  cells: Record<string, string>;
  /** What is wrong with the row's shape (too many or too few cells), found while reading. */
  problems: RowProblem[];
}

export interface CsvFile {
  /** The separator the file uses: `,`, `;` (spreadsheets in many European locales) or a tab. */
  delimiter: string;
  columns: string[];
  rows: CsvRow[];
}

/** A file refused as a whole; the message names the row and column when one is to blame. */
export class ImportFileError extends BadRequestError {}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
const SAVE_AS_UTF8 = "In your spreadsheet choose File → Save as (or Download) → “CSV UTF-8”, then upload that file.";

/** Where a cell is, as a spreadsheet names it: `Row 4, column C “date”`. */
export function cellName(row: number, columns: string[], column: string | null): string {
  if (column === null) return `Row ${row}`;
  const index = columns.indexOf(column);
  return index < 0 ? `Row ${row}, column “${column}”` : `Row ${row}, column ${columnLetter(index)} “${column}”`;
}

function decode(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    throw new ImportFileError(`This file is saved as UTF-16 (“Unicode text”), not UTF-8. ${SAVE_AS_UTF8}`);
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) throw new ImportFileError(`This is an Excel or Numbers workbook, not a CSV file. ${SAVE_AS_UTF8}`);
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  if (body.includes(0)) throw new ImportFileError(`This file is not a text file. ${SAVE_AS_UTF8}`);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    // Read leniently only to say where: the first cell holding a byte UTF-8 does not allow.
    const lenient = Papa.parse<string[]>(new TextDecoder("utf-8").decode(body), { skipEmptyLines: "greedy" });
    const header = (lenient.data[0] ?? []).map(normaliseHeader);
    for (const [i, cells] of lenient.data.entries()) {
      const at = cells.findIndex((cell) => cell.includes("\uFFFD"));
      if (at >= 0) {
        const where = i === 0 ? `Row 1, column ${columnLetter(at)}` : cellName(i + 1, header, header[at] ?? null);
        throw new ImportFileError(
          `${where}: this file is not UTF-8 (it was probably saved as “CSV” in Windows or Mac encoding, so accents break). ${SAVE_AS_UTF8}`,
        );
      }
    }
    throw new ImportFileError(`This file is not UTF-8. ${SAVE_AS_UTF8}`);
  }
}

function checkHeader(header: string[]): string[] {
  const columns = header.map(normaliseHeader);
  if (!columns.some(isKnownColumn)) {
    throw new ImportFileError(
      `Row 1 must name the columns (for example: date, timezone, caption, accounts). Add a first row with the column names, as in the example file.`,
    );
  }
  for (const [i, column] of columns.entries()) {
    if (column === "") throw new ImportFileError(`Row 1, column ${columnLetter(i)}: this column has no name. Name it or delete it.`);
    const first = columns.indexOf(column);
    if (first !== i) throw new ImportFileError(`Row 1, column ${columnLetter(i)}: “${column}” is already column ${columnLetter(first)}. Keep one of them.`);
    if (!isKnownColumn(column)) {
      const hint = column.startsWith("caption_") && !captionColumnNetwork(column) ? " Per-network captions are named like caption_x or caption_linkedin." : "";
      throw new ImportFileError(
        `Row 1, column ${columnLetter(i)}: we do not know the column “${header[i].trim()}”.${hint} The columns are: ${BASE_COLUMNS.join(", ")}, caption_<network>.`,
      );
    }
  }
  if (!columns.includes("accounts"))
    throw new ImportFileError("Row 1: add an “accounts” column saying where each post goes (for example bluesky:@ada.bsky.social).");
  if (!columns.some((c) => c === "caption" || c === "media_urls" || captionColumnNetwork(c))) {
    throw new ImportFileError("Row 1: add a “caption” column (or media_urls, or a caption per network such as caption_linkedin).");
  }
  return columns;
}

export function readCsvFile(bytes: Uint8Array): CsvFile {
  const text = decode(bytes);
  if (text.trim() === "") throw new ImportFileError("This file is empty. Add a first row with the column names and one row per post.");
  const parsed = Papa.parse<string[]>(text, { delimiter: "", delimitersToGuess: [",", ";", "\t", "|"], skipEmptyLines: "greedy" });
  const delimiter = parsed.meta.delimiter;
  if (delimiter === "|") throw new ImportFileError(`Row 1: the columns are separated by “|”. Separate them with commas (save as “CSV UTF-8”).`);
  const unclosed = parsed.errors.find((e) => e.code === "MissingQuotes" || e.code === "InvalidQuotes");
  if (unclosed) {
    throw new ImportFileError(`Row ${(unclosed.row ?? 0) + 1}: a quote (") opens a cell and is never closed. Close it, or remove the stray quote.`);
  }
  const [header, ...data] = parsed.data;
  // Only separators and spaces (",,,"): no line of the file holds anything.
  if (!header) throw new ImportFileError("This file has no columns and no posts. Add a first row with the column names and one row per post.");
  const columns = checkHeader(header);
  if (data.length === 0) throw new ImportFileError("This file has the column names but no posts. Add one row per post below them.");
  if (data.length > MAX_IMPORT_ROWS) {
    throw new ImportFileError(
      `This file has ${data.length.toLocaleString("en")} posts; one import takes at most ${MAX_IMPORT_ROWS.toLocaleString("en")}. Split it into smaller files.`,
    );
  }
  const rows = data.map((cells, i): CsvRow => {
    const row = i + 2;
    const problems: RowProblem[] = [];
    if (cells.length !== columns.length) {
      problems.push({
        column: null,
        message: `This row has ${cells.length} cells but row 1 names ${columns.length} columns: look for an extra ${delimiter === "\t" ? "tab" : `“${delimiter}”`} or a missing quote around a caption.`,
      });
    }
    return { row, cells: Object.fromEntries(columns.map((column, c) => [column, (cells[c] ?? "").trim()])), problems };
  });
  return { delimiter, columns, rows };
}
