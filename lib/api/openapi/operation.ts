// The building blocks every path of the OpenAPI document is written with: one `operation()` that turns a short
// description (scope, body, success status, error statuses) into an OpenAPI operation with its security,
// rate-limit headers and error responses, plus the shared parameters and schema helpers.
import { z } from "zod";
import type { ApiScope } from "../../auth/scopes";

export type Json = Record<string, unknown>;
export const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const content = (schema: Json, example?: Json) => ({ "application/json": { schema, ...(example ? { example } : {}) } });

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid request: the message names the field and the rule",
  401: "Missing, malformed, unknown, revoked or expired API key",
  402: "Monthly post quota of the workspace owner reached",
  403: "The key lacks the scope, or its creator's role cannot write",
  404: "Not found, not in the key's workspace, or a malformed id",
  409: "A request with the same Idempotency-Key is still in progress; for link pages, the slug is taken",
  413: "Request body larger than 1 MiB",
  415: "A body declared as something else than JSON (`Content-Type` other than `application/json`); no Content-Type is read as JSON",
  422: "Idempotency-Key already used with a different request",
  429: "Rate limit of the key exceeded (see Retry-After)",
};

/**
 * The response headers the server sends, declared once as `components.headers` and referenced by each answer:
 * the request id on every answer (lib/server/observability/request-log.ts), the rate-limit state on every keyed
 * one (lib/api/with-api-key.ts), `Retry-After` on a 429, `Idempotent-Replayed` on a replay (lib/api/idempotent-response.ts).
 */
export const HEADER_COMPONENTS: Record<string, Json> = {
  "X-Request-Id": {
    description: "The request's id (the caller's own `X-Request-Id` when it is sane, else a new one); quote it when reporting a problem",
    schema: { type: "string" },
  },
  "RateLimit-Limit": { description: "Requests per minute allowed for this key", schema: { type: "integer" } },
  "RateLimit-Remaining": { description: "Requests left in the current window", schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Seconds until the window resets", schema: { type: "integer" } },
  "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } },
  Allow: { description: "On a 405: the methods the path takes", schema: { type: "string" } },
  Deprecation: {
    description:
      "RFC 9745: the answer still carries field names kept beside their replacements (marked `deprecated` in its schema), deprecated since this instant (`@<unix seconds>`)",
    schema: { type: "string" },
  },
  Link: {
    description: 'With `Deprecation`: `<…/docs/api#deprecated-names>; rel="deprecation"`, where the replacements are listed',
    schema: { type: "string" },
  },
  "Idempotent-Replayed": {
    description: "`true` when this is the stored first response to the same `Idempotency-Key` and body, replayed; absent otherwise",
    schema: { type: "string", enum: ["true"] },
  },
};
const header = (name: keyof typeof HEADER_COMPONENTS & string) => ({ [name]: { $ref: `#/components/headers/${name}` } });
const requestIdHeader = header("X-Request-Id");
/** The headers of an answer that carries deprecated field names (lib/api/deprecation.ts). */
export const deprecationResponseHeaders = { ...header("Deprecation"), ...header("Link") };
const rateLimitHeaders = { ...header("RateLimit-Limit"), ...header("RateLimit-Remaining"), ...header("RateLimit-Reset") };

/**
 * `components.responses.Error`: the one error answer, the `default` response of every operation. It stands for
 * the answers no operation lists: 404 for a path that is no endpoint, 405 (with `Allow`) for a method the path
 * does not take, 500 with the request id.
 */
export const ERROR_RESPONSE: Json = {
  description: "An error: 404 for an unknown path, 405 for a method the path does not take (see `Allow`), 500 naming the request id",
  headers: { ...requestIdHeader, ...header("Allow") },
  content: content(ref("Error")),
};

/**
 * The error statuses an operation answers beyond the ones it lists, from what it takes: a JSON body can be too
 * large (413, lib/api/parse-body.ts) or not JSON (415); a path id can name nothing (404); a key can be refused
 * (401) or over its rate (429).
 */
function impliedErrors(op: OperationSpec, secured: boolean): number[] {
  return [...(op.body ? [413, 415] : []), ...(op.parameters?.some((p) => p.in === "path") ? [404] : []), ...(secured ? [401, 429] : [])];
}

export const quotaHeaders = {
  "X-Quota-Limit": { description: "Monthly post quota of the workspace owner", schema: { type: "integer" } },
  "X-Quota-Remaining": { description: "Posts left this UTC month", schema: { type: "integer" } },
};

export const blockIdParam = { name: "blockId", in: "path", required: true, schema: { type: "string", format: "uuid" } };
export const idParam = { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } };
export const idempotencyParam = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Optional (beyond the v1 contract). The same key and body within 24 h replays the first response with `Idempotent-Replayed: true`; " +
    "the same key with another body is 422; a duplicate while the first is in flight is 409. Failed requests release the key.",
  schema: { type: "string", maxLength: 255 },
};

export interface OperationSpec {
  /**
   * The operationId: verbNoun camelCase (`listPosts`, `createPost`), the MCP tool's name in camelCase where a tool
   * does the same thing (`create_post`). SDK generators name their methods after it: never rename one.
   */
  id: string;
  summary: string;
  scope?: ApiScope;
  auth?: boolean;
  description?: string;
  parameters?: readonly Json[];
  body?: Json;
  bodyRequired?: boolean;
  /** One realistic request body, shown by API explorers and code generators; a test checks it against `body`. */
  example?: Json;
  status: number;
  /** The success body's schema; null for an answer without a body (204). */
  response: Json | null;
  errors: readonly number[];
  headers?: Json;
  /** Per-operation meaning of an error status, where it differs from ERROR_TEXT. */
  errorText?: Record<number, string>;
}

export function operation(op: OperationSpec): Json {
  const secured = op.auth !== false;
  const scopeText = op.scope ? `Scope: \`${op.scope}\`.` : secured ? "Any valid key (no scope needed)." : "No key needed.";
  const idempotent = op.parameters?.includes(idempotencyParam) ?? false;
  const responses: Json = {
    [op.status]: {
      description: "Success",
      headers: { ...requestIdHeader, ...(secured ? rateLimitHeaders : {}), ...(idempotent ? header("Idempotent-Replayed") : {}), ...(op.headers ?? {}) },
      ...(op.response ? { content: content(op.response) } : {}),
    },
  };
  for (const status of [...new Set([...op.errors, ...impliedErrors(op, secured)])]) {
    responses[status] = {
      description: op.errorText?.[status] ?? ERROR_TEXT[status],
      headers: { ...requestIdHeader, ...(status === 429 ? { ...header("Retry-After"), ...rateLimitHeaders } : {}) },
      content: content(ref("Error")),
    };
  }
  responses.default = { $ref: "#/components/responses/Error" };
  return {
    operationId: op.id,
    summary: op.summary,
    description: [op.description, scopeText].filter(Boolean).join("\n\n"),
    ...(secured ? { security: [{ bearerKey: op.scope ? [op.scope] : [] }] } : { security: [] }),
    ...(op.parameters ? { parameters: op.parameters } : {}),
    ...(op.body ? { requestBody: { required: op.bodyRequired ?? true, content: content(op.body, op.example) } } : {}),
    responses,
  };
}

/** The statuses every keyed operation can answer. */
export const auth = [401, 429];

/** A schema that is not a registered component, inlined (request side or response side). */
export function inline(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
  return rest;
}
export const envelope = (name: string, schema: Json) => ({ type: "object", required: [name], properties: { [name]: schema } });

const nextCursor = {
  type: ["string", "null"],
  description: "Pass as `cursor` for the next page; null on the last page. Opaque: do not build or change it.",
};

/** A page of a list: `{ <name>: [items], nextCursor }` (docs/api.md "Pages"). */
export const paged = (name: string, items: Json) => ({
  type: "object",
  required: [name, "nextCursor"],
  properties: { [name]: { type: "array", items }, nextCursor },
});

/** The `cursor` and `limit` parameters of a list, with the one limit rule (lib/schemas/common.ts clampedLimit). */
export function pageParameters({ defaultValue, max }: { defaultValue: number; max: number }): Json[] {
  return [
    {
      name: "cursor",
      in: "query",
      required: false,
      description: "The `nextCursor` of the previous page; omitted: the first page. A cursor that is not one is a 400 naming `cursor`.",
      schema: { type: "string", maxLength: 500 },
    },
    {
      name: "limit",
      in: "query",
      required: false,
      description: `Rows per page: default ${defaultValue}, maximum ${max}; larger values are clamped to ${max}, while 0, negative or non-integer values are a 400.`,
      schema: { type: "integer", minimum: 1, default: defaultValue },
    },
  ];
}

/** What a list says about paging and unknown parameters, once. */
export const PAGING_TEXT =
  "Paged by keyset: pass the answer's `nextCursor` as `cursor` for the next page (null on the last); rows created meanwhile never shift a page. " +
  "A query parameter the endpoint does not take is a 400 naming it.";

/** One resource's slice of the document: path → method → operation. */
export type Paths = Record<string, Record<string, Json>>;
