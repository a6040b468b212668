// The web app's own route handlers (app/api/** except the public API in app/api/v1, app/l/**, app/media/**)
// and the methods each exports, read from the files' text as the development proxy reads the API's
// (route-files.ts). Next answers a method a route does not export with an empty 405 and no content type;
// the request guard (web-request-guard.ts) answers it from this table instead, as JSON with Allow.
import fs from "node:fs";
import path from "node:path";
import { exportedMethods, findRouteFiles } from "./api-front/route-files";
import { HTTP_METHODS, type HttpMethod } from "./api-front/route-match";

export interface WebRoute {
  /** The route as a path pattern, for messages (`/api/links/[id]`). */
  template: string;
  pattern: RegExp;
  /** Ranks fixed segments before parameters before catch-alls, at each depth, as Next does. */
  rank: number[];
  methods: HttpMethod[];
}

/** The folders of app/ whose route handlers the guard knows (pages live elsewhere). */
const WEB_ROUTE_FOLDERS = ["api", "l", "media"];
/** `export { handler as GET, handler as POST }` (next-auth's shape), besides route-files' forms. */
const RENAMED_EXPORT = /^export\s*\{([^}]*)\}\s*;?\s*$/gm;

function methodsOf(source: string): HttpMethod[] {
  const found = new Set<string>(exportedMethods(source));
  for (const match of source.matchAll(RENAMED_EXPORT)) {
    for (const part of match[1].split(","))
      found.add(
        part
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
  }
  return HTTP_METHODS.filter((method) => found.has(method));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One folder name as a pattern: `[[...x]]` (optional catch-all), `[...x]` (catch-all), `[x]`, or fixed. */
function segmentPattern(name: string): { pattern: string; rank: number } {
  if (/^\[\[\.\.\.[^\]]+\]\]$/.test(name)) return { pattern: "(?:/.*)?", rank: 3 };
  if (/^\[\.\.\.[^\]]+\]$/.test(name)) return { pattern: "/.+", rank: 2 };
  if (/^\[[^\]]+\]$/.test(name)) return { pattern: "/[^/]+", rank: 1 };
  return { pattern: `/${escape(name)}`, rank: 0 };
}

function toRoute(folder: string, file: string, source: string): WebRoute {
  const segments = [folder, ...file.split(path.sep).slice(0, -1)];
  const parts = segments.map(segmentPattern);
  return {
    template: `/${segments.join("/")}`,
    pattern: new RegExp(`^${parts.map((p) => p.pattern).join("")}/?$`),
    rank: parts.map((p) => p.rank),
    methods: methodsOf(source),
  };
}

function compareRank(a: WebRoute, b: WebRoute): number {
  for (let i = 0; i < Math.min(a.rank.length, b.rank.length); i++) if (a.rank[i] !== b.rank[i]) return a.rank[i] - b.rank[i];
  return a.rank.length - b.rank.length;
}

/** Every web route under `appDir`, best-ranked first. */
export function readWebRoutes(appDir: string): WebRoute[] {
  const routes: WebRoute[] = [];
  for (const folder of WEB_ROUTE_FOLDERS) {
    const dir = path.join(appDir, folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of findRouteFiles(dir)) {
      // The public API has its own front and its own 404/405 (lib/server/api-front).
      if (folder === "api" && file.split(path.sep)[0] === "v1") continue;
      routes.push(toRoute(folder, file, fs.readFileSync(path.join(dir, file), "utf8")));
    }
  }
  return routes.sort(compareRank);
}

/** The route a (still encoded) pathname belongs to, if it is a web route. */
export function matchWebRoute(routes: readonly WebRoute[], pathname: string): WebRoute | undefined {
  return routes.find((route) => route.pattern.test(pathname));
}

/** The Allow header of a web route: its methods, HEAD with GET, and OPTIONS. */
export function allowOf(route: WebRoute): string {
  const methods = new Set<HttpMethod>(route.methods);
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return HTTP_METHODS.filter((method) => methods.has(method)).join(", ");
}
