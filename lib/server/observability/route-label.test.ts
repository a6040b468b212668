import path from "node:path";
import { describe, expect, it } from "vitest";
import { requestIdFrom } from "@/lib/observability/request-id";
import { readRouteShapes } from "../api-front/route-files";
import { readWebRoutes } from "../web-routes";
import { createRouteLabeler } from "./route-label";

const appDir = path.resolve(import.meta.dirname, "../../../app");
const apiRoutes = readRouteShapes(path.join(appDir, "api", "v1"));
const webRoutes = readWebRoutes(appDir);
const routeOf = createRouteLabeler({ apiRoutes: () => apiRoutes, webRoutes: () => webRoutes, fixed: ["/functions/v1/mcp"], appDir });
const id = "0b6f3c2e-4a1d-4c8e-9f7a-2d5e8b1c3a90";

describe("route labels", () => {
  it.each([
    [`/functions/v1/api/posts?limit=5`, "/functions/v1/api/posts"],
    [`/functions/v1/api/posts/${id}/publish`, "/functions/v1/api/posts/{id}/publish"],
    [`/functions/v1/api/nothing/here`, "/functions/v1/api/(unknown)"],
    ["/functions/v1/mcp", "/functions/v1/mcp"],
    [`/acme-${id}/posts/${id}/edit`, "/[workspace]/posts/[id]/edit"],
    ["/acme/posts/new", "/[workspace]/posts/new"],
    ["/sign-in?next=/x", "/sign-in"],
    ["/", "/"],
    ["/_next/static/chunks/a.js", "/_next/*"],
  ])("%s is %s", (url, label) => {
    expect(routeOf(url)).toBe(label);
  });

  it("never puts an id of the path in the label", () => {
    expect(routeOf(`/l/${id}`)).not.toContain(id);
  });
});

describe("request ids", () => {
  it("keeps a caller's sane id and replaces anything else", () => {
    expect(requestIdFrom("trace-01:abc@edge")).toBe("trace-01:abc@edge");
    for (const bad of [undefined, "", "has space", "x".repeat(129), "line\nbreak", '"quoted"']) expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
