// What SDK generators need from the document (issue 35): a stable, unique operationId on every operation, named
// as the MCP tool that does the same thing, so a generated client and the MCP tools speak one vocabulary.
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";
import { MCP_TOOLS } from "@/lib/mcp/tools";

type Operation = { operationId?: string };
const doc = openApiDocument() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ at: `${method} ${path}`, op })));
const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The MCP tools with no REST operation of their own, and the operation they mirror (lib/mcp/tools: `operation`). */
const TOOL_OPERATION_EXCEPTIONS: Record<string, string> = {
  list_posts_awaiting_approval: "listPosts", // GET /posts?approval=pending
  move_idea: "updateIdea", // PATCH /ideas/{id} with a new column and position
  list_posting_schedules: "getPostingSchedule", // one account's schedule per call over REST
  export_analytics_csv: "exportAnalytics", // GET /analytics/export?format=csv
};

describe("OpenAPI operationIds", () => {
  it("names every operation once, in verbNoun camelCase", () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const { at, op } of operations) expect(op.operationId, at).toMatch(/^[a-z][A-Za-z0-9]+$/);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names an operation as the MCP tool that does the same thing", () => {
    const ids = new Set(operations.map(({ op }) => op.operationId));
    for (const tool of MCP_TOOLS) {
      const id = TOOL_OPERATION_EXCEPTIONS[tool.name] ?? camel(tool.name);
      expect(ids.has(id), `${tool.name} → ${id}`).toBe(true);
      expect(tool.operation, `${tool.name} mirrors the operation named as it`).toBe(id);
    }
    expect(ids).toContain("createPost");
    expect(ids).toContain("retryComment");
  });
});

/** Every `properties` entry of the document, with where it is. */
function properties(node: unknown, at = "#"): { name: string; schema: Record<string, unknown>; at: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => properties(item, `${at}/${i}`));
  if (!node || typeof node !== "object") return [];
  const own = (node as { properties?: unknown }).properties;
  const here =
    own && typeof own === "object" ? Object.entries(own as Record<string, Record<string, unknown>>).map(([name, schema]) => ({ name, schema, at })) : [];
  return [...here, ...Object.entries(node).flatMap(([key, value]) => properties(value, `${at}/${key}`))];
}

/** The formats a property's schema states, through `anyOf` (a nullable field) and `items` (a list). */
function formatsOf(schema: Record<string, unknown>): unknown[] {
  const parts = [schema, ...((schema.anyOf as Record<string, unknown>[] | undefined) ?? [])];
  return parts.flatMap((part) => [part.format, (part.items as { format?: unknown } | undefined)?.format]).filter(Boolean);
}

describe("OpenAPI formats", () => {
  const all = properties(openApiDocument());

  it("says date-time on every timestamp field", () => {
    const timestamps = all.filter(({ name }) => /(_at|At)$/.test(name));
    expect(timestamps.length).toBeGreaterThan(25);
    for (const { name, schema, at } of timestamps) expect(formatsOf(schema), `${at}.${name}`).toContain("date-time");
  });

  it("says uuid on the ids of answers and uri on their URLs", () => {
    const schemas = (openApiDocument() as { components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> } }).components
      .schemas;
    for (const id of ["Post", "Account", "Idea", "Webhook", "LinkPage", "LinkBlock", "WebhookDelivery"])
      expect(formatsOf(schemas[id].properties.id), id).toContain("uuid");
    expect(formatsOf(schemas.Post.properties.media_urls)).toContain("uri");
    expect(formatsOf(schemas.Account.properties.profile_image_url)).toContain("uri");
    expect(formatsOf(schemas.LinkPage.properties.publicUrl)).toContain("uri");
    expect(formatsOf(schemas.Webhook.properties.url)).toContain("uri");
  });
});

describe("OpenAPI headers, error answers and required fields", () => {
  type Response = { $ref?: string; headers?: Record<string, unknown> };
  const full = openApiDocument() as {
    paths: Record<string, Record<string, { operationId: string; parameters?: { name: string }[]; responses: Record<string, Response> }>>;
    components: { headers: Record<string, unknown>; responses: Record<string, unknown>; schemas: Record<string, Json> };
  };
  type Json = { required?: string[]; properties: Record<string, { minItems?: number }> };
  const ops = Object.values(full.paths).flatMap((methods) => Object.values(methods));

  it("declares X-Request-Id on every answer, the RateLimit headers and Retry-After on a 429, Idempotent-Replayed where Idempotency-Key is taken", () => {
    const names = (res: Response) => Object.keys(res.headers ?? {});
    for (const op of ops) {
      expect(op.responses.default, op.operationId).toEqual({ $ref: "#/components/responses/Error" });
      for (const [status, res] of Object.entries(op.responses)) {
        if (status === "default") continue;
        expect(names(res), `${op.operationId} ${status}`).toContain("X-Request-Id");
        if (status === "429") expect(names(res)).toEqual(expect.arrayContaining(["Retry-After", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]));
      }
      const success = Object.entries(op.responses).find(([status]) => status.startsWith("2"))![1];
      const idempotent = op.parameters?.some((p) => p.name === "Idempotency-Key") ?? false;
      expect(names(success).includes("Idempotent-Replayed"), op.operationId).toBe(idempotent);
    }
    expect(ops.filter((op) => op.parameters?.some((p) => p.name === "Idempotency-Key")).map((op) => op.operationId)).toContain("createPost");
    for (const ref of JSON.stringify(full).matchAll(/"#\/components\/(headers|responses)\/([^"]+)"/g)) {
      expect(full.components[ref[1] as "headers" | "responses"][ref[2]], ref[0]).toBeDefined();
    }
  });

  it("states minItems on accountMappings and boardId as required Pinterest option", () => {
    for (const id of ["CreatePostRequest", "UpdatePostRequest", "AddToQueueRequest"])
      expect(full.components.schemas[id].properties.accountMappings.minItems, id).toBe(1);
    expect(full.components.schemas.PinterestOptions.required).toContain("boardId");
  });
});
