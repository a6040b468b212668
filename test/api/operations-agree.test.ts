// Issue 36: an operation's facts are declared once, in lib/api/operations. These tests fail when the three places
// that use them drift apart: a route file handing withApiKey another method's or path's operation (and so its
// scope), a document entry that says something else than its operation, an MCP tool whose input has a field the
// operation it mirrors does not take.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";
import { API_OPERATIONS, apiOperations } from "@/lib/api/operations";
import type { ApiOperation } from "@/lib/api/operations/define-operations";
import { MCP_TOOLS } from "@/lib/mcp/tools";
import { API_HANDLERS_DIR } from "@/lib/server/api-front/route-table";
import { findRouteFiles } from "@/lib/server/api-front/route-files";

type Json = Record<string, unknown>;
const doc = openApiDocument() as { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };

/** `posts/[id]/route.ts` → `/posts/{id}` */
const templateOf = (file: string) => `/${path.dirname(file)}`.replace(/\/\.$/, "").replace(/\[(\w+)\]/g, "{$1}") || "/";

/** Each exported handler of each route file, with the operation it passes to withApiKey (undefined: none). */
function routeHandlers() {
  return findRouteFiles(API_HANDLERS_DIR).flatMap((file) => {
    const text = fs.readFileSync(path.join(API_HANDLERS_DIR, file), "utf8");
    return [...text.matchAll(/^export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b(.*)$/gm)].map(([, method, rest]) => ({
      file,
      text,
      method: method.toLowerCase(),
      path: templateOf(file),
      operationId: rest.match(/withApiKey(?:<[^>]*>)?\(\w+Operations\.(\w+)/)?.[1],
      keyed: rest.includes("withApiKey"),
    }));
  });
}

/** Resolves a `$ref` to a component of the document. */
const resolve = (schema: Json): Json => (typeof schema.$ref === "string" ? doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")] : schema);

/** The names an operation takes: path and query parameters, and the JSON body's top-level fields. */
function inputFields(op: ApiOperation): string[] {
  const entry = doc.paths[op.path][op.method];
  const parameters = ((entry.parameters ?? []) as { name: string; in: string }[]).filter((p) => p.in !== "header").map((p) => p.name);
  const body = (entry.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content?.["application/json"]?.schema;
  return [...parameters, ...(body ? fieldsOf(body) : [])];
}

/** The top-level fields of a body schema, of every variant of a union. */
function fieldsOf(schema: Json): string[] {
  const resolved = resolve(schema);
  const variants = [...((resolved.oneOf ?? []) as Json[]), ...((resolved.anyOf ?? []) as Json[]), ...((resolved.allOf ?? []) as Json[])];
  return [...Object.keys((resolved.properties ?? {}) as Json), ...variants.flatMap(fieldsOf)];
}

/**
 * Tool inputs named otherwise than the operation's, or the tool's own: each with why. A field added to a tool
 * that its operation does not take fails the test until it is listed here with its reason.
 */
const TOOL_ONLY_FIELDS: Record<string, Record<string, string>> = {
  set_posting_schedule: { accountId: "the path's {id}" },
  move_idea: {
    afterId: "moving places an idea between two others; PATCH /ideas/{id} has no such field (the web board's move)",
    beforeId: "as afterId",
  },
  add_link_block: { block: "the request body, as one argument (which fields apply depends on the block's type)" },
};

describe("route files, the OpenAPI document and the MCP tools agree with lib/api/operations", () => {
  it("each route handler passes withApiKey the operation of its own method and path, and each keyed operation has one handler", () => {
    const handlers = routeHandlers();
    expect(handlers.length).toBeGreaterThan(40);
    for (const handler of handlers) {
      const where = `${handler.method.toUpperCase()} ${handler.path} (${handler.file})`;
      const op = apiOperations().find((o) => o.method === handler.method && o.path === handler.path);
      expect(op, `${where}: no operation declares it`).toBeDefined();
      if (op!.auth === false) {
        expect(handler.keyed, `${where} takes no key`).toBe(false);
        continue;
      }
      expect(handler.operationId, `${where} must pass its operation to withApiKey`).toBe(op!.id);
    }
    const handled = new Set(handlers.map((h) => `${h.method} ${h.path}`));
    for (const op of apiOperations()) expect(handled, `${op.id} has no route handler`).toContain(`${op.method} ${op.path}`);
  });

  it("a handler that reads its query reads it with its operation's query schema, whose keys are the declared query parameters", () => {
    for (const handler of routeHandlers()) {
      const reads = [...handler.text.matchAll(/(?:parseQuery|queryValues)\(req, ([\w.]+)/g)].map((m) => m[1]);
      for (const schema of reads) expect(schema, handler.file).toMatch(/^\w+Operations\.\w+\.query$/);
    }
    for (const op of apiOperations().filter((o) => o.query)) {
      const declared = ((doc.paths[op.path][op.method].parameters ?? []) as { name: string; in: string }[]).filter((p) => p.in === "query").map((p) => p.name);
      expect(Object.keys(op.query!.shape).sort(), op.id).toEqual(declared.sort());
    }
  });

  it("an operation declares a JSON body (and so its 413 and 415) exactly when its handler parses one", () => {
    for (const handler of routeHandlers().filter((h) => h.operationId)) {
      const op: ApiOperation = API_OPERATIONS[handler.operationId as keyof typeof API_OPERATIONS];
      const source = handler.text.slice(handler.text.indexOf(`export const ${handler.method.toUpperCase()} =`));
      const own = source.slice(0, source.indexOf("\n});") + 1);
      expect(/\bparseBody(WithText)?\(/.test(own), `${op.id} (${handler.file})`).toBe(op.body !== undefined);
      if (op.body) expect(Object.keys(doc.paths[op.path][op.method].responses as Json), op.id).toEqual(expect.arrayContaining(["413", "415"]));
    }
  });

  it("each document entry states its operation's id, scope and answers", () => {
    for (const op of apiOperations()) {
      const entry = doc.paths[op.path]?.[op.method] as { operationId: string; security: Record<string, string[]>[]; responses: Json } | undefined;
      expect(entry, op.id).toBeDefined();
      expect(entry!.operationId).toBe(op.id);
      expect(
        entry!.security.flatMap((s) => Object.values(s).flat()),
        op.id,
      ).toEqual(op.scope ? [op.scope] : []);
      expect(Object.keys(entry!.responses), op.id).toEqual(expect.arrayContaining([String(op.status), ...op.errors.map(String)]));
    }
  });

  it("each MCP tool mirrors an operation, needs its scope, and takes only fields the operation takes", () => {
    const problems: string[] = [];
    for (const tool of MCP_TOOLS) {
      const op: ApiOperation | undefined = API_OPERATIONS[tool.operation];
      expect(op, tool.name).toBeDefined();
      expect(tool.scope, tool.name).toBe(op!.scope);
      const own = TOOL_ONLY_FIELDS[tool.name] ?? {};
      const takes = new Set([...inputFields(op!), ...Object.keys(own)]);
      const extra = Object.keys(tool.input.shape).filter((field) => !takes.has(field));
      if (extra.length) problems.push(`${tool.name} (mirrors ${op!.id}) takes ${extra.join(", ")}, which ${op!.method.toUpperCase()} ${op!.path} does not`);
    }
    // The list above holds only what is still true: each field is the tool's and not its operation's.
    for (const [name, fields] of Object.entries(TOOL_ONLY_FIELDS)) {
      const tool = MCP_TOOLS.find((t) => t.name === name);
      for (const field of Object.keys(fields)) {
        if (!tool || !(field in tool.input.shape) || inputFields(API_OPERATIONS[tool.operation]).includes(field))
          problems.push(`TOOL_ONLY_FIELDS.${name}.${field} is stale`);
      }
    }
    expect(problems).toEqual([]);
  });
});
