// Building blocks shared by the public API schemas.
import { z } from "zod";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one UUID check: ids that are not UUIDs cannot name a row, so callers answer 404 before any query. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** @public In the OpenAPI document by its id (lib/api/openapi.ts reads the zod registry), not imported. */
export const errorBody = z.object({ error: z.string() }).meta({ id: "Error" });

/** ISO 8601 date-time with an offset or Z, as the contract's `date-time`. */
export const isoDateTime = z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time (e.g. 2030-01-01T09:00:00Z)" });

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
 * A `limit` query parameter (GET /posts, GET /analytics): a whole number from 1; values above `max` are
 * clamped to it rather than refused, since clients written against other services send 500 or 1000; 0,
 * negative or non-integer values are a 400.
 */
export const clampedLimit = ({ defaultValue, max }: { defaultValue: number; max: number }) => {
  const message = `must be a whole number from 1 to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: message }))
    .transform((n) => Math.min(n, max))
    .default(defaultValue)
    .meta({ description: `Default ${defaultValue}, maximum ${max}: larger values are clamped to ${max}; 0, negative or non-integer values are a 400.` });
};
