import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { buildOpenApiDocument, openApiDocument } from "@/lib/api/openapi";
import { openApiPath } from "@/lib/server/api-front/route-table";
import { apiRoutes, callApi } from "./call-api";

describe("OpenAPI document", () => {
  it("has an operation for every exported handler of every route file, and a route for every operation", async () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
    // The route files as the production server loads them (HEAD and OPTIONS it derives, as Next does).
    const fromFiles = apiRoutes.flatMap((route) => Object.keys(route.handlers).map((method) => `${method} ${openApiPath(route)}`));
    const fromDoc = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(fromDoc.sort()).toEqual(fromFiles.sort());
    expect(fromFiles.length).toBeGreaterThan(15);
  });

  it("is served at /openapi.json, is OpenAPI 3.1, and every $ref resolves", async () => {
    const res = await callApi("GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const schemas = res.body.components.schemas as Record<string, unknown>;
    const refs = [...JSON.stringify(res.body).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(schemas[ref], ref).toBeDefined();
    expect(schemas.CreatePostRequest).toMatchObject({
      additionalProperties: false,
      properties: { scheduledAt: { format: "date-time" }, ideaId: { type: "string", format: "uuid" } },
    });
    expect(res.body.paths["/posts"].get.description).toContain("clamped to 200");
    expect(res.body.paths["/analytics"].get.description).toContain("clamped to 500");
  });

  it("is a valid OpenAPI 3.1 document for an outside validator, with every $ref resolvable", async () => {
    // @seriousme/openapi-schema-validator once said "Can't resolve #/$defs/AnalyticsResult" (GET /analytics).
    const doc = openApiDocument();
    const text = JSON.stringify(doc);
    expect(text).not.toContain("#/$defs/");
    expect(text).not.toContain('"$defs"');
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const schemas = (doc.components as { schemas: Record<string, unknown> }).schemas;
    for (const [, id] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) expect(schemas[id], id).toBeDefined();
    expect((doc.paths as Record<string, { get: { responses: Record<string, { content: unknown }> } }>)["/analytics"].get.responses["200"].content).toEqual({
      "application/json": { schema: { $ref: "#/components/schemas/AnalyticsResult" } },
    });
  });

  it("is built the same way every time, whatever else registered schemas in zod's global registry since", async () => {
    const { z } = await import("zod");
    const first = JSON.stringify(buildOpenApiDocument());
    // A second copy of a schema module (as a bundler's chunk loads it) registers the same id again.
    z.object({ platform: z.string() }).meta({ id: "AccountMapping" });
    expect(JSON.stringify(buildOpenApiDocument())).toBe(first);
  });

  it("names every network's options and marks what the network requires", () => {
    const schemas = (openApiDocument().components as { schemas: Record<string, { required?: string[]; description?: string }> }).schemas;
    expect(schemas.YouTubeOptions.required).toEqual(["title", "categoryId", "madeForKids"]);
    expect(schemas.TikTokOptions.required).toEqual(["privacyLevel", "disableComment", "brandContentToggle", "brandOrganicToggle", "isAigc"]);
    expect(schemas.PinterestOptions.required).toEqual(["boardId"]);
    expect(schemas.YouTubeOptions.description).toContain("fails at publish time");
    for (const id of ["InstagramOptions", "ThreadsOptions", "TwitterOptions", "BlueskyOptions", "MastodonOptions", "TelegramOptions", "DiscordOptions"]) {
      expect(schemas[id], id).toBeDefined();
    }
    // A reference with a description beside it (allowed in OpenAPI 3.1): what the key is for, in words.
    const youtube = (schemas.PlatformOptions as { properties: Record<string, { $ref?: string; description?: string }> }).properties.youtube;
    expect(youtube.$ref).toBe("#/components/schemas/YouTubeOptions");
    expect(youtube.description).toMatch(/title, categoryId and madeForKids/);
  });

  it("tags every operation with its resource", () => {
    const doc = openApiDocument() as { tags: { name: string }[]; paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) expect(op.tags, `${method} ${path}`).toEqual([path.split("/")[1]]);
    }
    expect(doc.tags.map((t) => t.name)).toEqual(expect.arrayContaining(["posts", "webhooks", "links", "queue", "accounts"]));
  });

  it("gives request examples that the document's own schemas accept", () => {
    const doc = openApiDocument() as { components: { schemas: Record<string, { examples?: unknown[] }> } };
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
    const withExamples = Object.entries(doc.components.schemas).filter(([, schema]) => schema.examples?.length);
    expect(withExamples.map(([id]) => id)).toEqual(expect.arrayContaining(["CreatePostRequest", "CreateWebhookRequest", "UpdateWebhookRequest"]));
    for (const [id, schema] of withExamples) {
      const validate = ajv.getSchema(`doc#/components/schemas/${id}`)!;
      for (const example of schema.examples!) expect(validate(example), `${id}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
