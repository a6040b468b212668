// The one way a list is paged: by keyset, never by offset. A list names its order as a keyset (the columns it
// sorts by, ending with the unique id); a page is the rows after the previous page's last row in that order,
// so a row added or removed meanwhile never shifts a page, and none is seen twice or skipped. The cursor
// handed to clients is that last row's key values, base64url JSON: opaque to them, and anything that does not
// decode to values of the list's key types is a 400 naming `cursor`.
import { BadRequestError } from "../../errors";

/** The kinds of key values a cursor carries; an enum key lists its values in the database's sort order. */
type KeyKind = "date" | "uuid" | "int" | { enum: readonly string[] };

interface KeyPart {
  /** The Prisma field; raw-SQL lists (posts, analytics) read the decoded values themselves. */
  field: string;
  dir: "asc" | "desc";
  kind: KeyKind;
}

export type Keyset = readonly KeyPart[];

type KeyValue = Date | string | number;

/** Newest first: the order of posts, media, links, deliveries and notifications. */
export const NEWEST_FIRST: Keyset = [
  { field: "createdAt", dir: "desc", kind: "date" },
  { field: "id", dir: "desc", kind: "uuid" },
];

/** Oldest first: the order of webhook endpoints. */
export const OLDEST_FIRST: Keyset = [
  { field: "createdAt", dir: "asc", kind: "date" },
  { field: "id", dir: "asc", kind: "uuid" },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INVALID = "cursor: must be the nextCursor of a previous page of this list";

export function encodeCursor(keyset: Keyset, row: Record<string, unknown>): string {
  const values = keyset.map(({ field }) => {
    const value = row[field];
    return value instanceof Date ? value.toISOString() : value;
  });
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

function decodeValue(kind: KeyKind, value: unknown): KeyValue | undefined {
  if (kind === "date") return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value) : undefined;
  if (kind === "uuid") return typeof value === "string" && UUID.test(value) ? value : undefined;
  if (kind === "int") return Number.isSafeInteger(value) ? (value as number) : undefined;
  return typeof value === "string" && kind.enum.includes(value) ? value : undefined;
}

/** The key values of the row a cursor points after, in the keyset's order; a 400 naming `cursor` otherwise. */
export function decodeCursor(keyset: Keyset, cursor: string): KeyValue[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new BadRequestError(INVALID);
  }
  if (!Array.isArray(values) || values.length !== keyset.length) throw new BadRequestError(INVALID);
  return keyset.map((part, i) => {
    const value = decodeValue(part.kind, values[i]);
    if (value === undefined) throw new BadRequestError(INVALID);
    return value;
  });
}

/** The (createdAt, id) a NEWEST_FIRST cursor points after, for the raw-SQL lists; undefined without a cursor. */
export function newestFirstAfter(cursor: string | undefined): { createdAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = decodeCursor(NEWEST_FIRST, cursor) as [Date, string];
  return { createdAt, id };
}

/** "Comes after `value` in this part's direction", as a Prisma filter (an enum compares by its declared order). */
function beyond(part: KeyPart, value: KeyValue): Record<string, unknown> {
  if (typeof part.kind === "object") {
    const at = part.kind.enum.indexOf(value as string);
    const rest = part.dir === "asc" ? part.kind.enum.slice(at + 1) : part.kind.enum.slice(0, at);
    return { [part.field]: { in: [...rest] } };
  }
  return { [part.field]: { [part.dir === "asc" ? "gt" : "lt"]: value } };
}

/**
 * The rows after the cursor's row, as a Prisma where clause: (k1 beyond v1) or (k1 = v1 and k2 beyond v2) …
 * Typed by the caller (`W`, the model's WhereInput), since the fields are the keyset's own.
 */
export function afterCursor<W>(keyset: Keyset, cursor: string): W {
  const values = decodeCursor(keyset, cursor);
  const branches = keyset.map((part, i) => ({
    AND: [...keyset.slice(0, i).map((p, j) => ({ [p.field]: values[j] })), beyond(part, values[i])],
  }));
  return { OR: branches } as W;
}

/** The keyset as a Prisma orderBy. */
export function keysetOrder<O>(keyset: Keyset): O[] {
  return keyset.map(({ field, dir }) => ({ [field]: dir }) as O);
}

export interface Page<Row> {
  rows: Row[];
  /** The cursor of the next page; null on the last. */
  nextCursor: string | null;
}

/**
 * Cuts a page from rows read with `limit + 1` (the extra row only says whether another page follows) and
 * names the cursor after its last row.
 */
export function pageOf<Row extends object>(keyset: Keyset, rows: Row[], limit: number | undefined): Page<Row> {
  if (limit === undefined) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(keyset, last as Record<string, unknown>) : null };
}

/** A page asked for: `limit` rows after `cursor`; no limit (the web app's own screens) reads the whole list. */
export interface PageQuery {
  cursor?: string;
  limit?: number;
}

/**
 * The one helper every Prisma-read list pages with: `find` reads the rows with `after` (to AND with the
 * list's own filter; `{}` on the first page), the order and the count it is given.
 */
export async function findPage<Row extends object, W, O>(
  keyset: Keyset,
  query: PageQuery = {},
  find: (args: { after: W; orderBy: O[]; take: number | undefined }) => Promise<Row[]>,
): Promise<Page<Row>> {
  const after = query.cursor ? afterCursor<W>(keyset, query.cursor) : ({} as W);
  const take = query.limit === undefined ? undefined : query.limit + 1;
  const rows = await find({ after, orderBy: keysetOrder<O>(keyset), take });
  return pageOf(keyset, rows, query.limit);
}
