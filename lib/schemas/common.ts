// Building blocks shared by the public API schemas.
import { z } from "zod";
import { ERROR_CODE_LIST, ERROR_CODES } from "../error-codes";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one UUID check: ids that are not UUIDs cannot name a row, so callers answer 404 before any query. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** @public In the OpenAPI document by its id (lib/api/openapi.ts reads the zod registry), not imported. */
export const errorBody = z
  .object({
    error: z.string().meta({ description: "What went wrong, for people: names the field and the rule. Its wording may change; decide by `code`." }),
    // Additive (issue 36): a stable, closed set, one per kind of failure (lib/error-codes.ts, docs/api-v1.md).
    code: z.enum(ERROR_CODE_LIST).meta({
      description: `What went wrong, for programs; never changes once published. ${Object.entries(ERROR_CODES)
        .map(([code, meaning]) => `\`${code}\`: ${meaning}.`)
        .join(" ")}`,
    }),
  })
  .meta({ id: "Error" });

/** ISO 8601 date-time with an offset or Z, as the contract's `date-time`. */
export const isoDateTime = z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time (e.g. 2030-01-01T09:00:00Z)" });

// Fields of answers, documented by their format (lib/api/openapi.ts copies `format` into the document). Only the
// server writes them (`toISOString()`, database uuids, URLs it checked on the way in), so they carry the format
// alone, without the long patterns of z.iso.datetime()/z.uuid() that would only weigh on the document.
/** A timestamp in an answer (`toISOString()`): `format: date-time`. */
export const timestampOut = z.string().meta({ format: "date-time" });
/** A row id in an answer: `format: uuid`. */
export const uuidOut = z.string().meta({ format: "uuid" });
/** An absolute URL in an answer: `format: uri`. */
export const urlOut = z.string().meta({ format: "uri" });

export const mediaUrls = z
  .array(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }), { error: "must be a list of URLs" })
  .max(20, { error: "must have at most 20 URLs" });

export const mediaType = z.enum(["image", "video"], { error: "must be image or video" });

export const stringList = (max: number, itemMax: number) =>
  z
    .array(z.string({ error: "must be a string" }).max(itemMax, { error: `must be at most ${itemMax} characters` }), { error: "must be a list of strings" })
    .max(max, { error: `must have at most ${max} entries` });

export const text = (max: number) => z.string({ error: "must be a string" }).max(max, { error: `must be at most ${max} characters` });

/** @public In the OpenAPI document by its id (lib/api/openapi.ts reads the zod registry), not imported. */
export const deletedResponse = z.object({ id: z.uuid(), deleted: z.literal(true) }).meta({ id: "Deleted" });

/**
 * The `limit` of every list (the one rule, docs/api.md "Pages"): a whole number from 1; values above the
 * list's `max` are clamped to it rather than refused, as GET /posts has always done (clients written against
 * other services send 500 or 1000); 0, negative or non-integer values are a 400.
 */
const clampedLimit = ({ defaultValue, max }: { defaultValue: number; max: number }) => {
  const message = `must be a whole number of at least 1 (values above ${max} are read as ${max})`;
  return z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: message }))
    .transform((n) => Math.min(n, max))
    .default(defaultValue)
    .meta({ description: `Default ${defaultValue}, maximum ${max}: larger values are clamped to ${max}; 0, negative or non-integer values are a 400.` });
};

/** The `nextCursor` of a previous page (lib/services/paging/keyset.ts decodes it; a tampered one is a 400). */
const cursorParam = z
  .string()
  .max(500, "must be at most 500 characters")
  .optional()
  .meta({ description: "The `nextCursor` of the previous page; omitted: the first page." });

/** The paging parameters of a list: `cursor` and `limit` with the list's default and maximum. */
export const pageQuery = (limits: { defaultValue: number; max: number }) => ({ cursor: cursorParam, limit: clampedLimit(limits) });

/**
 * The page size of the lists that answered whole before they had pages (ideas, accounts, webhooks, links):
 * their first page is as large as a page can be, so a workspace of ordinary size still reads them in one call.
 */
export const WHOLE_LIST_LIMITS = { defaultValue: 200, max: 200 } as const;

/** A list without filters: only the paging parameters (any other query parameter is a 400 naming it). */
export const listQuery = (limits: { defaultValue: number; max: number }) => z.object(pageQuery(limits));

/** The query of GET /ideas, /accounts, /webhooks and /links. */
export const wholeListQuery = listQuery(WHOLE_LIST_LIMITS);

/** The answer's `nextCursor`: pass it as `cursor` for the next page; null on the last. */
export const nextCursorField = z
  .string()
  .nullable()
  .meta({ description: "Pass as `cursor` for the next page; null on the last page. Opaque: do not build or change it." });
