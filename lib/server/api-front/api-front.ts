// Serves the public API (/functions/v1/api/*, and the MCP endpoint /functions/v1/mcp) straight from
// node:http in production (`npm start`), calling the same route handlers as Next (app/api/v1, app/api/mcp)
// without Next's per-request work: its routing, the
// rewrite and its request wrappers cost about 1 ms of CPU per request (GET /posts: 1.54 ms through Next,
// 0.56 ms here; README, "Public API performance"). Everything else goes to Next.
import type { IncomingMessage, ServerResponse } from "node:http";
import { json } from "../../api/respond";
import { sendWebResponse, toWebRequest } from "./node-bridge";
import { HTTP_METHODS, matchApiRoute, type ApiRoute, type HttpMethod } from "./route-table";

export const API_PREFIX = "/functions/v1/api";

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Whether a request target is `prefix` or below it (`/functions/v1/api/posts`, never `/functions/v1/apix`). */
export function isUnderPrefix(url: string | undefined, prefix: string): boolean {
  if (!url?.startsWith(prefix)) return false;
  const next = url.charAt(prefix.length);
  return next === "" || next === "/" || next === "?";
}

/** Whether a request target belongs to the public API (the front answers it) or to the web app. */
export function isApiRequest(url: string | undefined): boolean {
  return isUnderPrefix(url, API_PREFIX);
}

function allowedMethods(route: ApiRoute): string {
  const methods = new Set(Object.keys(route.handlers) as HttpMethod[]);
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return HTTP_METHODS.filter((method) => methods.has(method)).join(", ");
}

/**
 * The API's answer to one request under API_PREFIX. As Next does for route handlers: HEAD runs GET (the
 * caller drops the body), OPTIONS lists the methods; unlike Next, an unknown path or method is a JSON
 * `{ error }` (404, 405 with Allow) like every other API error.
 */
export async function routeApiRequest(routes: readonly ApiRoute[], request: Request, prefix = API_PREFIX): Promise<Response> {
  const { pathname } = new URL(request.url);
  const method = request.method.toUpperCase();
  const match = matchApiRoute(routes, pathname.slice(prefix.length));
  if (!match) return json({ error: `No API endpoint at ${pathname}` }, 404);

  const handler = match.route.handlers[method as HttpMethod] ?? (method === "HEAD" ? match.route.handlers.GET : undefined);
  if (!handler) {
    const allow = allowedMethods(match.route);
    if (method === "OPTIONS") return new Response(null, { status: 204, headers: { allow } });
    return json({ error: `Method ${method} is not allowed on ${pathname}; allowed: ${allow}` }, 405, { allow });
  }
  return handler(request, { params: Promise.resolve(match.params) });
}

/** A node:http handler for the routes under `prefix` (default: the public API); anything a handler lets
 *  escape becomes a 500 `{ error }`. */
export function createApiFront({ routes, origin, prefix = API_PREFIX }: { routes: readonly ApiRoute[]; origin: string; prefix?: string }): NodeHandler {
  return async (req, res) => {
    let response: Response;
    try {
      response = await routeApiRequest(routes, toWebRequest(req, origin), prefix);
    } catch (error) {
      console.error("[postlane] API request failed outside its handler:", error);
      response = json({ error: "Internal server error" }, 500);
    }
    try {
      await sendWebResponse(req, res, response, req.method !== "HEAD");
    } catch (error) {
      // The client went away mid-response: nothing left to tell it.
      res.destroy(error instanceof Error ? error : undefined);
    }
  };
}
