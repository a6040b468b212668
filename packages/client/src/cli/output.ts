// Output for people: aligned tables and key/value blocks on stdout, cut to the terminal's width where a
// column would wrap. Scripts use --json instead.

type Cell = string | number | boolean | null | undefined;

const show = (value: Cell): string => (value === null || value === undefined || value === "" ? "-" : String(value));

/** Prints `rows` as a table with the given columns (header → value of a row); "No <noun>." when empty. */
export function printTable<Row>(rows: readonly Row[], columns: Record<string, (row: Row) => Cell>, noun: string): void {
  if (rows.length === 0) {
    console.log(`No ${noun}.`);
    return;
  }
  const headers = Object.keys(columns);
  const cells = rows.map((row) => headers.map((h) => show(columns[h](row)).replace(/\s+/g, " ")));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((line) => line[i].length)));
  // The last column takes what is left of the terminal, so a long caption does not wrap every line.
  const room = process.stdout.columns ? process.stdout.columns - widths.slice(0, -1).reduce((sum, w) => sum + w + 2, 0) : Infinity;
  const fit = (text: string, i: number) => (i === headers.length - 1 && text.length > room && room > 10 ? text.slice(0, room - 1) + "…" : text);
  const line = (values: string[]) => values.map((v, i) => fit(i === values.length - 1 ? v : v.padEnd(widths[i]), i)).join("  ");
  console.log(line(headers.map((h) => h.toUpperCase())));
  for (const row of cells) console.log(line(row));
}

/** Prints one record as `label: value` lines. */
export function printRecord(fields: Record<string, Cell>): void {
  const width = Math.max(...Object.keys(fields).map((k) => k.length));
  for (const [label, value] of Object.entries(fields)) console.log(`${(label + ":").padEnd(width + 1)} ${show(value)}`);
}

/** The zone of the person at the terminal: times are shown in it (the API sends UTC). */
const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const viewerTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone: viewerZone });

/** An instant as the person at the terminal reads it: their zone, to the minute. */
export function localTime(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : viewerTime.format(date);
}
