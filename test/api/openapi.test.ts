import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";
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
    expect(schemas.CreatePostRequest).toMatchObject({ additionalProperties: false, properties: { scheduledAt: { format: "date-time" } } });
    expect(res.body.paths["/posts"].get.description).toContain("clamped to 200");
    expect(res.body.paths["/analytics"].get.description).toContain("clamped to 500");
  });
});
