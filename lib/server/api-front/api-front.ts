// Serves the public API (/functions/v1/api/*, and the MCP endpoint /functions/v1/mcp) straight from
// node:http in production (`npm start`), calling the same route handlers as Next (app/api/v1, app/api/mcp)
// without Next's per-request work: its routing, the rewrite and its request wrappers cost more CPU than the
// handler itself (`npm run bench:api` measures both ways: docs/api.md, "Public API performance").
// Everything else goes to Next.
import type { IncomingMessage, ServerResponse } from "node:http";
import { withHeaderFields } from "../../api/json-response";
import { json } from "../../api/respond";
import { errorBody } from "../../error-codes";
import { apiSecurityHeaders } from "../security-headers";
import { sendWebResponse } from "./node-bridge";
import { nodeRequest } from "./node-request";
import { parseRequestTarget } from "../../net/request-target";
import { API_PREFIX, resolveApiRoute } from "./api-resolve";
import { HTTP_METHODS, type ApiRoute } from "./route-table";
import { logger } from "../../observability/logger";
import { currentRequestContext } from "../../observability/request-context";

export { API_PREFIX };

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

/** The answer to one request under `prefix` (default: the public API). */
export async function routeApiRequest(routes: readonly ApiRoute[], request: Request, prefix = API_PREFIX): Promise<Response> {
  const resolved = resolveApiRoute(routes, request.method, new URL(request.url).pathname, prefix);
  if ("response" in resolved) return resolved.response;
  return resolved.handler(request, { params: Promise.resolve(resolved.params) });
}

/** Methods some route may take; anything else (TRACE, CONNECT, PROPFIND…) is answered before a Request is built. */
const ROUTABLE_METHODS = new Set<string>(HTTP_METHODS);

/** A node:http handler for the routes under `prefix` (default: the public API); anything a handler lets
 *  escape becomes a 500 `{ error, code }`. */
export function createApiFront({ routes, origin, prefix = API_PREFIX }: { routes: readonly ApiRoute[]; origin: string; prefix?: string }): NodeHandler {
  // The same security headers as every answer Next gives (lib/server/security-headers.ts), unless the answer
  // has its own.
  const securityHeaders = withHeaderFields([], apiSecurityHeaders());
  return async (req, res) => {
    let response: Response;
    const method = (req.method ?? "GET").toUpperCase();
    const target = parseRequestTarget(req.url ?? "/", origin);
    try {
      if (target === undefined) response = json(errorBody("Malformed request target", "validation_failed"), 400);
      else {
        const resolved = resolveApiRoute(routes, method, target.pathname, prefix);
        if ("response" in resolved) response = resolved.response;
        // No route has a handler for such a method (TRACE, PROPFIND…), so this is the 405; no Request is built.
        else if (!ROUTABLE_METHODS.has(method)) response = json(errorBody(`Method ${method} is not allowed`, "method_not_allowed"), 405);
        // The handler's Request is made from node:http's as far as it is read (node-request.ts).
        else response = await resolved.handler(nodeRequest(req, method, target.href, origin), { params: Promise.resolve(resolved.params) });
      }
    } catch (error) {
      logger().error({ err: error }, "API request failed outside its handler");
      response = json(errorBody("Internal server error", "internal_error"), 500);
    }
    try {
      // Written at once for a small JSON answer; only a body to read or compress is awaited.
      // The request's id comes from its context (lib/server/observability/request-log.ts), written with the rest.
      const sending = sendWebResponse(req, res, response, {
        withBody: method !== "HEAD",
        defaults: securityHeaders,
        requestId: currentRequestContext()?.requestId,
      });
      if (sending) await sending;
    } catch (error) {
      // The client went away mid-response: nothing left to tell it.
      res.destroy(error instanceof Error ? error : undefined);
    }
  };
}
