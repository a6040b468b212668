// The public API's routes, read from the handler files themselves (app/api/v1/**/route.ts), so the
// node:http front (api-front.ts) serves exactly what Next serves: no second list to keep in step.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { findRouteFiles } from "./route-files";
import { HTTP_METHODS, compareRoutes, segmentsOf, type RouteShape } from "./route-match";

export { HTTP_METHODS, matchApiRoute } from "./route-match";

/** Where the public API's handler files live (app/api/v1), for the production server and the tests. */
export const API_HANDLERS_DIR = path.resolve(import.meta.dirname, "../../../app/api/v1");
/** Where the MCP endpoint's handler file lives (app/api/mcp/route.ts). */
export const MCP_HANDLERS_DIR = path.resolve(import.meta.dirname, "../../../app/api/mcp");

export type RouteHandler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type ApiRoute = RouteShape<RouteHandler>;

/** Loads every route module under `dir` (app/api/v1) and keeps the methods each exports. */
export async function loadApiRoutes(dir: string): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const file of findRouteFiles(dir)) {
    const exports = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    const handlers: ApiRoute["handlers"] = {};
    for (const method of HTTP_METHODS) {
      if (typeof exports[method] === "function") handlers[method] = exports[method] as RouteHandler;
    }
    routes.push({ segments: segmentsOf(file, path.sep), handlers });
  }
  return routes.sort(compareRoutes);
}

/** The route's path as the OpenAPI document writes it: `/posts/{id}/publish`. */
export function openApiPath(route: ApiRoute): string {
  return "/" + route.segments.map((segment) => (segment.kind === "static" ? segment.value : `{${segment.name}}`)).join("/");
}
