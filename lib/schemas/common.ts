// Building blocks shared by the public API schemas.
import { z } from "zod";

export const errorBody = z.object({ error: z.string() }).meta({ id: "Error" });

/** ISO 8601 date-time with an offset or Z, as the contract's `date-time`. */
export const isoDateTime = z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time (e.g. 2030-01-01T09:00:00Z)" });

export const mediaUrls = z.array(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }), { error: "must be a list of URLs" }).max(20, { error: "must have at most 20 URLs" });

export const mediaType = z.enum(["image", "video"], { error: "must be image or video" });

export const stringList = (max: number, itemMax: number) =>
  z
    .array(z.string({ error: "must be a string" }).max(itemMax, { error: `must be at most ${itemMax} characters` }), { error: "must be a list of strings" })
    .max(max, { error: `must have at most ${max} entries` });

export const text = (max: number) => z.string({ error: "must be a string" }).max(max, { error: `must be at most ${max} characters` });

export const deletedResponse = z.object({ id: z.uuid(), deleted: z.literal(true) }).meta({ id: "Deleted" });
