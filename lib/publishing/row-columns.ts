// A posts or social_accounts row as the raw driver returns it (snake_case columns, values parsed by the
// driver: timestamptz as Date, arrays, jsonb parsed, enums as text) turned into the ORM's shape. The
// claim reads its rows in the statements that claim them (claim-rows.ts) rather than through the ORM,
// which would take two more round trips; a claimed row's account comes in the same row as json. Every column of both tables maps by the same rule (schema.prisma
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
function accountFromColumns(row: Record<string, unknown>): SocialAccount {
  return camelCased(row) as unknown as SocialAccount;
}

/**
 * The timestamp columns of social_accounts: as json (to_jsonb, below) they are text, which the ORM reads as a
 * Date (claim-rows.test.ts checks this is every timestamp column of the table).
 */
export const ACCOUNT_TIME_COLUMNS = new Set([
  "token_expires_at",
  "refresh_token_expires_at",
  "token_refreshed_at",
  "token_error_at",
  "token_refresh_lock_until",
  "reauth_warned_for",
  "connected_at",
  "disconnected_at",
  "updated_at",
]);

/**
 * A social_accounts row read as one json column (to_jsonb(a)), as the claim reads it beside its posts row in
 * the same statement (whose columns the account's would otherwise collide with).
 */
export function accountFromJson(json: Record<string, unknown>): SocialAccount {
  const row: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(json)) row[column] = ACCOUNT_TIME_COLUMNS.has(column) && typeof value === "string" ? new Date(value) : value;
  return accountFromColumns(row);
}
