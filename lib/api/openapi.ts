// The OpenAPI 3.1 document of the public API, generated from the same zod schemas that validate requests
// and shape responses (lib/schemas/*), so the reference cannot drift from the code. This file assembles it:
// the operations are declared per resource in lib/api/operations/*.ts, the components come from the zod registry.
import { z } from "zod";
import { API_SCOPES, SCOPE_DESCRIPTIONS } from "../auth/scopes";
import { appUrl } from "../env";
// The schema modules whose named schemas (`.meta({ id })`) become the document's components; this order fixes
// their order in the document. A new resource's schema module is added here, its operations in lib/api/operations/index.ts.
import * as accountSchemas from "../schemas/accounts";
import * as commonSchemas from "../schemas/common";
import * as ideaSchemas from "../schemas/ideas";
import * as workspaceSchemas from "../schemas/workspaces";
import * as approvalSchemas from "../schemas/approvals";
import * as platformOptionSchemas from "../schemas/platform-options";
import * as postSchemas from "../schemas/posts";
import * as analyticsSchemas from "../schemas/analytics";
import * as mediaSchemas from "../schemas/media";
import * as linkSchemas from "../schemas/links";
import * as webhookSchemas from "../schemas/webhooks";
import * as queueSchemas from "../schemas/queue";
import * as importSchemas from "../schemas/imports";
import * as reviewLinkSchemas from "../schemas/review-links";
import { apiOperations } from "./operations";
import { TAG_DESCRIPTIONS } from "./openapi/tags";
import { WEBHOOK_DATA_SCHEMAS, webhookEvents } from "./openapi/webhook-events";
import { ERROR_RESPONSE, HEADER_COMPONENTS, operation, type Json, type Paths } from "./openapi/operation";

/** Paths and methods of the document, built from the operations registry; the route test checks these against app/api/v1. */
export function openApiPaths(): Paths {
  const paths: Paths = {};
  for (const op of apiOperations()) {
    const { method, path, finish, query: _query, ...spec } = op;
    const built = operation(spec);
    (paths[path] ??= {})[method] = finish ? finish(built) : built;
  }
  return paths;
}

const SCHEMA_MODULES = [
  accountSchemas,
  commonSchemas,
  ideaSchemas,
  workspaceSchemas,
  approvalSchemas,
  platformOptionSchemas,
  postSchemas,
  analyticsSchemas,
  mediaSchemas,
  linkSchemas,
  webhookSchemas,
  queueSchemas,
  importSchemas,
  reviewLinkSchemas,
];

/**
 * The named schemas of this process's own schema modules, in a registry of their own. Not zod's global
 * registry: every copy of a schema module that a bundler loads (Next splits routes into chunks) registers its
 * own "AccountMapping" there, and converting two schemas with one id fails ("Duplicate schema id"), which
 * once emptied the served document on a long-running server.
 */
function componentRegistry() {
  const registry = z.registry<FieldMeta>();
  const visited = new Set<z.ZodType>();
  for (const schemas of SCHEMA_MODULES) {
    // In export-name order, as a native module namespace lists them: transpiled modules (vitest, bundlers) keep
    // declaration order instead, and the document (and the client types generated from it) must not depend on that.
    const exported = Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [, value] of exported) {
      if (!(value instanceof z.ZodType)) continue;
      const meta = z.globalRegistry.get(value);
      if (meta?.id && !registry.has(value)) registry.add(value, { ...meta, id: meta.id });
      describeFields(value, registry, visited);
    }
  }
  return registry;
}

/**
 * What the document takes from a schema's metadata: its component id, its description, the `format` of answer
 * fields (lib/schemas/common.ts timestampOut), and `deprecated` on a field name kept beside its replacement.
 */
type FieldMeta = { id?: string; description?: string; format?: string; deprecated?: boolean };

/**
 * The descriptions (and formats) of the fields inside a named schema (`platformOptions.youtube.title`), copied from zod's
 * global registry, so the document describes every field the MCP tools describe (the unnamed schemas are
 * only metadata here: the conversion makes components of named ones alone).
 */
function describeFields(schema: z.ZodType, registry: ReturnType<typeof z.registry<FieldMeta>>, visited: Set<z.ZodType>): void {
  if (visited.has(schema)) return;
  visited.add(schema);
  const meta = z.globalRegistry.get(schema);
  if ((meta?.description || meta?.format || meta?.deprecated) && !meta.id && !registry.has(schema)) {
    registry.add(schema, {
      ...(meta.description ? { description: meta.description } : {}),
      ...(meta.format ? { format: meta.format as string } : {}),
      ...(meta.deprecated ? { deprecated: true } : {}),
    });
  }
  const children = (value: unknown): unknown[] =>
    value instanceof z.ZodType ? [value] : Array.isArray(value) ? value : value && typeof value === "object" ? Object.values(value) : [];
  // The definition holds the parts: an object's shape, an optional's inner type, an array's element, a union's options …
  for (const part of Object.values(schema._zod.def as unknown as Record<string, unknown>)) {
    for (const child of children(part)) if (child instanceof z.ZodType) describeFields(child, registry, visited);
  }
}

function componentSchemas(registry: ReturnType<typeof componentRegistry>): Record<string, Json> {
  const { schemas } = z.toJSONSchema(registry, { io: "input", uri: (id) => `#/components/schemas/${id}`, unrepresentable: "any", metadata: registry });
  const out: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema as Json;
    out[id] = rest;
  }
  return out;
}

/**
 * A schema converted on its own (lib/api/openapi/operation.ts `inline`) names the components inside it as
 * `#/$defs/<id>` with a `$defs` beside it, which no tool resolves inside an OpenAPI document: each such
 * definition becomes a component (unless one of that name exists) and each reference points there.
 */
function hoistDefinitions(node: unknown, components: Record<string, Json>): unknown {
  if (Array.isArray(node)) return node.map((item) => hoistDefinitions(item, components));
  if (node === null || typeof node !== "object") return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === "$defs") {
      for (const [id, schema] of Object.entries(value as Record<string, Json>)) components[id] ??= hoistDefinitions(schema, components) as Json;
    } else if (key === "$ref" && typeof value === "string" && value.startsWith("#/$defs/")) {
      out.$ref = `#/components/schemas/${value.slice("#/$defs/".length)}`;
    } else out[key] = hoistDefinitions(value, components);
  }
  return out;
}

/** The tag of a path: its resource, the first segment (`/posts/{id}/publish` → `posts`). */
const tagOf = (path: string) => path.split("/")[1] || "system";

/** Every operation tagged with its resource, so viewers and generated clients group them. */
function tagged(paths: Paths): Paths {
  return Object.fromEntries(
    Object.entries(paths).map(([path, operations]) => [
      path,
      Object.fromEntries(Object.entries(operations).map(([method, op]) => [method, { tags: [tagOf(path)], ...op }])),
    ]),
  );
}

let cached: Json | undefined;

/** Built once per process (buildOpenApiDocument), from this module's own schemas: every request is served the same document. */
export function openApiDocument(): Json {
  cached ??= buildOpenApiDocument();
  return cached;
}

export function buildOpenApiDocument(): Json {
  const components = componentSchemas(componentRegistry());
  const paths = tagged(hoistDefinitions(openApiPaths(), components) as Paths);
  return {
    openapi: "3.1.0",
    info: {
      title: "Postlane API",
      version: "1.0.0",
      description:
        "Publish posts to social networks, manage an idea backlog and list accounts and workspaces with a bearer API key. " +
        'Errors are `{ "error": "<message>", "code": "<code>" }`: decide by the stable `code` (the Error schema lists them), not the message. Every authenticated response carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.',
    },
    servers: [{ url: `${appUrl()}/functions/v1/api` }],
    tags: [...new Set(Object.keys(paths).map(tagOf))].map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) })),
    security: [{ bearerKey: [] }],
    components: {
      securitySchemes: {
        bearerKey: {
          type: "http",
          scheme: "bearer",
          description: `API key \`pl_live_…\` or \`pl_test_…\`. Scopes: ${API_SCOPES.map((s) => `\`${s}\` (${SCOPE_DESCRIPTIONS[s]})`).join(", ")}.`,
        },
      },
      schemas: { ...components, ...WEBHOOK_DATA_SCHEMAS },
      responses: { Error: ERROR_RESPONSE },
      headers: HEADER_COMPONENTS,
    },
    paths,
    webhooks: webhookEvents(),
  };
}
