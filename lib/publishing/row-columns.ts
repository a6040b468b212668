// A posts or social_accounts row as the raw driver returns it (snake_case columns, values parsed by the
// driver: timestamptz as Date, arrays, jsonb parsed, enums as text) turned into the ORM's shape. The
// claim reads its rows in the statements that claim them (claim-rows.ts) rather than through the ORM,
// which would take two more round trips. Every column of both tables maps by the same rule (schema.prisma
// names each field after its column in camelCase); claim-rows.test.ts compares the result with the ORM's.
import type { Post, SocialAccount } from "@/generated/prisma/client";

/**
 * The array columns of both tables: the ORM reads a NULL list as [] (claim-rows.test.ts checks this is every
 * array column of the two tables).
 */
export const LIST_COLUMNS = new Set(["platforms", "media_urls", "media_alt_texts", "hashtags", "granted_scopes"]);

function camelCased(row: Record<string, unknown>, skip: (column: string) => boolean = () => false): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (skip(column)) continue;
    fields[column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value === null && LIST_COLUMNS.has(column) ? [] : value;
  }
  return fields;
}

/** A posts row (SELECT posts.*), less the columns starting with `skipPrefix` that a statement added. */
export function postFromColumns(row: Record<string, unknown>, skipPrefix = "claim_"): Post {
  return camelCased(row, (column) => column.startsWith(skipPrefix)) as unknown as Post;
}

/** A social_accounts row (SELECT social_accounts.*). */
export function accountFromColumns(row: Record<string, unknown>): SocialAccount {
  return camelCased(row) as unknown as SocialAccount;
}
