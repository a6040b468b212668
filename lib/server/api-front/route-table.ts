// The public API's routes, read from the handler files themselves (app/api/v1/**/route.ts), so the
// node:http front (api-front.ts) serves exactly what Next serves: no second list to keep in step.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Where the public API's handler files live (app/api/v1), for the production server and the tests. */
export const API_HANDLERS_DIR = path.resolve(import.meta.dirname, "../../../app/api/v1");
/** Where the MCP endpoint's handler file lives (app/api/mcp/route.ts). */
export const MCP_HANDLERS_DIR = path.resolve(import.meta.dirname, "../../../app/api/mcp");

/** The HTTP methods a route module may export, as Next's route handlers do. */
export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type RouteHandler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** One path segment: a fixed name, or a `[name]` parameter. */
type Segment = { kind: "static"; value: string } | { kind: "param"; name: string };

export interface ApiRoute {
  segments: Segment[];
  handlers: Partial<Record<HttpMethod, RouteHandler>>;
}

export interface RouteMatch {
  route: ApiRoute;
  params: Record<string, string>;
}

function parseSegment(name: string, file: string): Segment {
  const param = /^\[([A-Za-z_][A-Za-z0-9_]*)\]$/.exec(name);
  if (param) return { kind: "param", name: param[1] };
  // Catch-all and optional segments and route groups have no place in the API; refuse rather than misroute.
  if (/[[\]()]/.test(name) || name.startsWith("@")) throw new Error(`Unsupported route segment "${name}" in ${file}`);
  return { kind: "static", value: name };
}

/** Every `route.ts` below `dir`, as paths relative to it (`posts/[id]/route.ts`). */
function findRouteFiles(dir: string, prefix = ""): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    // `_name` folders are private to Next (never routes); so they are here.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith("_")) files.push(...findRouteFiles(dir, relative));
    }
    else if (entry.name === "route.ts") files.push(relative);
  }
  return files;
}

/** Fixed segments before parameters at each depth, as Next ranks them (`/posts/export` before `/posts/[id]`). */
function compareRoutes(a: ApiRoute, b: ApiRoute): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const rank = (s: Segment) => (s.kind === "static" ? 0 : 1);
    const difference = rank(a.segments[i]) - rank(b.segments[i]);
    if (difference !== 0) return difference;
  }
  return a.segments.length - b.segments.length;
}

/** Loads every route module under `dir` (app/api/v1) and keeps the methods each exports. */
export async function loadApiRoutes(dir: string): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const file of findRouteFiles(dir)) {
    const routeDir = path.dirname(file);
    const segments = routeDir === "." ? [] : routeDir.split(path.sep).map((name) => parseSegment(name, file));
    const exports = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    const handlers: ApiRoute["handlers"] = {};
    for (const method of HTTP_METHODS) {
      if (typeof exports[method] === "function") handlers[method] = exports[method] as RouteHandler;
    }
    routes.push({ segments, handlers });
  }
  return routes.sort(compareRoutes);
}

/** The route's path as the OpenAPI document writes it: `/posts/{id}/publish`. */
export function openApiPath(route: ApiRoute): string {
  return "/" + route.segments.map((segment) => (segment.kind === "static" ? segment.value : `{${segment.name}}`)).join("/");
}

/**
 * The first route whose segments fit `pathname` (relative to the API root), with its decoded parameters.
 * One trailing slash is ignored; an empty segment (`/posts//publish`) fits no parameter.
 */
export function matchApiRoute(routes: readonly ApiRoute[], pathname: string): RouteMatch | undefined {
  const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const parts = trimmed === "/" || trimmed === "" ? [] : trimmed.slice(trimmed.startsWith("/") ? 1 : 0).split("/");
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let fits = true;
    for (let i = 0; i < parts.length && fits; i++) {
      const segment = route.segments[i];
      if (segment.kind === "static") fits = segment.value === parts[i];
      else if (parts[i] === "") fits = false;
      else params[segment.name] = safeDecode(parts[i]);
    }
    if (fits) return { route, params };
  }
  return undefined;
}

/** A malformed escape stays as sent: the handler's own validation then answers 404 or 400, never a throw here. */
function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
