// Writes a parameterised statement's values into its text, as literals, for the simple query protocol, which
// takes several statements in one round trip but no parameters (runStatements in lib/db.ts). Each value
// becomes the text the driver would have sent as the parameter (pg's prepareValue: a Date with its offset,
// an array as '{…}'), quoted by pg's escapeLiteral, so the statement's casts read it as they read the
// parameter. Only for statements whose own text has no "$<digit>" outside its placeholders (no dollar quoting).
import pg from "pg";
import pgUtils from "pg/lib/utils";
import type { Prisma } from "@/generated/prisma/client";

/** A value as a SQL literal: numbers as they are, NULL, anything else quoted. */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  const prepared = pgUtils.prepareValue(value) as unknown;
  if (prepared === null) return "NULL";
  if (typeof prepared !== "string") throw new Error("a value that is not text cannot be written into a statement");
  return pg.escapeLiteral(prepared);
}

/** The statement with its $1, $2 … replaced by their values as literals. */
export function inlineSql(query: Prisma.Sql): string {
  return query.text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= query.values.length) throw new Error(`no value for $${n}`);
    return sqlLiteral(query.values[index]);
  });
}
