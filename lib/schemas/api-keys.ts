import { z } from "zod";
import { API_SCOPES, apiScope } from "../auth/scopes";

export const createApiKeyInput = z.strictObject({
  name: z.string().trim().min(1, { error: "must not be empty" }).max(100, { error: "must be at most 100 characters" }).default("API key"),
  mode: z.enum(["live", "test"], { error: "must be live or test" }),
  scopes: z
    .array(apiScope, { error: `must be a list of scopes from: ${API_SCOPES.join(", ")}` })
    .min(1, { error: "must contain at least one scope" })
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z.coerce
    .date({ error: "must be an ISO 8601 date-time" })
    .refine((d) => d.getTime() > Date.now(), { error: "must be in the future" })
    .optional(),
  /** Drafts only: the key may create and edit drafts, never schedule, publish or retry (for AI assistants). */
  draftsOnly: z.boolean({ error: "must be true or false" }).default(false),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInput>;
