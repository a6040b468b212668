import "@/test/use-database";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";
import { API_ROUTES, callApi, METHODS } from "./call-api";

const API_DIR = path.resolve(import.meta.dirname, "../../app/api/v1");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [path.relative(API_DIR, full)] : [];
  });
}

/** `posts/[id]/publish/route.ts` -> `/posts/{id}/publish` */
function toPath(file: string): string {
  return "/" + path.dirname(file).split(path.sep).map((s) => s.replace(/^\[(.+)\]$/, "{$1}")).join("/");
}

describe("OpenAPI document", () => {
  it("has an operation for every exported handler of every route file, and a route for every operation", async () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
    const fromFiles: string[] = [];
    for (const file of routeFiles(API_DIR)) {
      const source = fs.readFileSync(path.join(API_DIR, file), "utf8");
      for (const method of METHODS) {
        if (new RegExp(`export (const|async function) ${method}\\b`).test(source)) fromFiles.push(`${method} ${toPath(file)}`);
      }
    }
    const fromDoc = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(fromDoc.sort()).toEqual(fromFiles.sort());
    // The in-process test router knows every route file too (except health, which has no key).
    expect(API_ROUTES.map((r) => r.path).sort()).toEqual(
      routeFiles(API_DIR)
        .map(toPath)
        .filter((p) => p !== "/health")
        .sort(),
    );
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
