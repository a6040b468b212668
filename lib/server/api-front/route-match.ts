// The API's routing rules, pure (no file system, no module loading), shared by the node:http front
// (api-front.ts, from the loaded handler modules) and the development proxy (proxy.ts, from the handler
// files' text): one place decides which route a path is, so both stacks answer alike.

/** The HTTP methods a route module may export, as Next's route handlers do. */
export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One path segment: a fixed name, or a `[name]` parameter. */
export type Segment = { kind: "static"; value: string } | { kind: "param"; name: string };

/** A route: its segments and, per method it takes, whatever the caller keeps there (the handler, or `true`). */
export interface RouteShape<H = unknown> {
  segments: Segment[];
  handlers: Partial<Record<HttpMethod, H>>;
}

export interface RouteMatch<R extends RouteShape> {
  route: R;
  params: Record<string, string>;
}

function parseSegment(name: string, file: string): Segment {
  const param = /^\[([A-Za-z_][A-Za-z0-9_]*)\]$/.exec(name);
  if (param) return { kind: "param", name: param[1] };
  // Catch-all and optional segments and route groups have no place in the API; refuse rather than misroute.
  if (/[[\]()]/.test(name) || name.startsWith("@")) throw new Error(`Unsupported route segment "${name}" in ${file}`);
  return { kind: "static", value: name };
}

/** The segments of a route file's folder (`posts/[id]/route.ts` → posts, {id}); `sep` is the path separator. */
export function segmentsOf(file: string, sep: string): Segment[] {
  const parts = file.split(sep).slice(0, -1);
  return parts.map((name) => parseSegment(name, file));
}

/** Fixed segments before parameters at each depth, as Next ranks them (`/posts/export` before `/posts/[id]`). */
export function compareRoutes(a: RouteShape, b: RouteShape): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const rank = (s: Segment) => (s.kind === "static" ? 0 : 1);
    const difference = rank(a.segments[i]) - rank(b.segments[i]);
    if (difference !== 0) return difference;
  }
  return a.segments.length - b.segments.length;
}

/**
 * The first route whose segments fit `pathname` (relative to the API root), with its decoded parameters.
 * One trailing slash is ignored; an empty segment (`/posts//publish`) fits no parameter.
 */
export function matchApiRoute<R extends RouteShape>(routes: readonly R[], pathname: string): RouteMatch<R> | undefined {
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

/** The Allow header of a route: its methods, HEAD with GET, and OPTIONS (answered for every route). */
export function allowedMethods(route: RouteShape): string {
  const methods = new Set(Object.keys(route.handlers) as HttpMethod[]);
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return HTTP_METHODS.filter((method) => methods.has(method)).join(", ");
}
