// The route a request belongs to, as a pattern (`/functions/v1/api/posts/{id}`, `/[workspace]/posts`), never
// the raw path: ids in a log's route field or a metric's label would make every request its own series.
import fs from "node:fs";
import path from "node:path";
import { API_PREFIX } from "../api-front/api-resolve";
import { matchApiRoute, type RouteShape } from "../api-front/route-match";
import { matchWebRoute, type WebRoute } from "../web-routes";

interface PageRoute {
  template: string;
  pattern: RegExp;
  /** Dynamic segments count: a fixed page wins over a parameter at the same depth. */
  dynamic: number;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Every page of app/ (page.tsx), route groups `(name)` left out of the path, as Next routes them. */
function readPageRoutes(appDir: string, prefix: string[] = []): PageRoute[] {
  const routes: PageRoute[] = [];
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(appDir, ...prefix), { withFileTypes: true });
  } catch {
    return routes;
  }
  for (const entry of entries) {
    if (entry.isDirectory() && !entry.name.startsWith("_") && !entry.name.startsWith("@")) routes.push(...readPageRoutes(appDir, [...prefix, entry.name]));
    else if (entry.name === "page.tsx" || entry.name === "page.ts") {
      const segments = prefix.filter((name) => !/^\(.*\)$/.test(name));
      const parts = segments.map((name) =>
        /^\[\.\.\./.test(name) || /^\[\[\.\.\./.test(name) ? "(?:/.*)?" : /^\[.+\]$/.test(name) ? "/[^/]+" : `/${escape(name)}`,
      );
      routes.push({
        template: `/${segments.join("/")}`,
        pattern: new RegExp(`^${parts.join("")}/?$`),
        dynamic: segments.filter((name) => name.startsWith("[")).length,
      });
    }
  }
  return routes.sort((a, b) => a.dynamic - b.dynamic);
}

interface RouteLabelSources {
  /** The public API's routes (loaded handlers or their shapes). */
  apiRoutes: () => readonly RouteShape[];
  /** Web route handlers under app/api, app/l, app/media (web-routes.ts). */
  webRoutes: () => readonly WebRoute[];
  /** Other fixed prefixes answered by one handler each (the MCP endpoint). */
  fixed?: readonly string[];
  appDir: string;
}

const KNOWN_PATHS_MAX = 1000;

/** A labeler for one server: pages are read once (they only change under `npm run dev`, where an unknown page is "other"). */
export function createRouteLabeler({ apiRoutes, webRoutes, fixed = [], appDir }: RouteLabelSources): (url: string | undefined) => string {
  const pages = readPageRoutes(appDir);
  // Each API route's pattern, made once (a label is asked for on every request).
  const templates = new WeakMap<RouteShape, string>();
  const templateOf = (route: RouteShape): string => {
    let template = templates.get(route);
    if (template === undefined) {
      template = API_PREFIX + route.segments.map((s) => (s.kind === "static" ? `/${s.value}` : `/{${s.name}}`)).join("");
      templates.set(route, template);
    }
    return template;
  };
  // The labels of paths outside the API, by path: a page or link page is asked for again and again, and
  // finding its pattern tries every route's regular expression. Bounded (emptied when full).
  const known = new Map<string, string>();
  const webLabel = (pathname: string): string => {
    for (const prefix of fixed) if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return prefix;
    if (pathname.startsWith("/_next/")) return "/_next/*";
    const web = matchWebRoute(webRoutes(), pathname);
    if (web) return web.template;
    const page = pages.find((route) => route.pattern.test(pathname));
    return page ? page.template : "(other)";
  };
  return (url) => {
    const raw = url ?? "/";
    const q = raw.indexOf("?");
    const pathname = q === -1 ? raw : raw.slice(0, q);
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
      const match = matchApiRoute(apiRoutes(), pathname.slice(API_PREFIX.length));
      if (!match) return `${API_PREFIX}/(unknown)`;
      return templateOf(match.route);
    }
    let label = known.get(pathname);
    if (label === undefined) {
      if (known.size >= KNOWN_PATHS_MAX) known.clear();
      label = webLabel(pathname);
      known.set(pathname, label);
    }
    return label;
  };
}
