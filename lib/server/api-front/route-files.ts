// The public API's handler files on disk (app/api/v1/**/route.ts): where they are and, read as text, which
// methods each exports. The development proxy (proxy.ts) routes from this, because it cannot load the
// handler modules themselves; route-table.test.ts checks that the text says what the modules export.
import fs from "node:fs";
import path from "node:path";
import { HTTP_METHODS, compareRoutes, segmentsOf, type HttpMethod, type RouteShape } from "./route-match";

/** Every `route.ts` below `dir`, as paths relative to it (`posts/[id]/route.ts`). */
export function findRouteFiles(dir: string, prefix = ""): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    // `_name` folders are private to Next (never routes); so they are here.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith("_")) files.push(...findRouteFiles(dir, relative));
    } else if (entry.name === "route.ts") files.push(relative);
  }
  return files;
}

const METHOD = HTTP_METHODS.join("|");
/** `export const GET =`, `export async function GET(`, `export function GET(` */
const SINGLE_EXPORT = new RegExp(`^export\\s+(?:const|let|(?:async\\s+)?function)\\s+(${METHOD})\\b`, "gm");
/** `export const { GET, POST } =` */
const DESTRUCTURED_EXPORT = /^export\s+const\s*\{([^}]*)\}\s*=/gm;

/** The HTTP methods a route file exports, read from its text. */
export function exportedMethods(source: string): HttpMethod[] {
  const found = new Set<string>();
  for (const match of source.matchAll(SINGLE_EXPORT)) found.add(match[1]);
  for (const match of source.matchAll(DESTRUCTURED_EXPORT)) {
    for (const name of match[1].split(",").map((part) => part.split(":")[0].trim())) found.add(name);
  }
  return HTTP_METHODS.filter((method) => found.has(method));
}

/** Every route below `dir` with the methods its file exports (as `true`), ranked as the front ranks them. */
export function readRouteShapes(dir: string): RouteShape<true>[] {
  return findRouteFiles(dir)
    .map((file) => ({
      segments: segmentsOf(file, path.sep),
      handlers: Object.fromEntries(exportedMethods(fs.readFileSync(path.join(dir, file), "utf8")).map((method) => [method, true as const])),
    }))
    .sort(compareRoutes);
}
