// Field names kept beside their replacements (issue 35, "one shape per resource"): the older snake_case names of
// the additive schedule and queue answers and the flat webhook fields. One date for all of them, stated in the
// OpenAPI document (`deprecated: true` with this date), the `Deprecation` header (lib/api/deprecation.ts) and the
// docs (docs/api-v1.md "Naming rule", docs/webhooks.md "Payloads"). They go only with a new API version.
import type { z } from "zod";

export const NAMES_DEPRECATED_ON = "2026-11-29";

/** `schema` as a deprecated field: the document marks it and says which field replaces it. */
export function deprecatedName<T extends z.ZodType>(schema: T, instead: string): T {
  return schema.meta({ ...schema.meta(), deprecated: true, description: `Deprecated since ${NAMES_DEPRECATED_ON}: read \`${instead}\` (the same value)` }) as T;
}
