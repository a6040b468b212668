// Methods the Fetch API refuses to build a Request for (CONNECT, TRACE, TRACK: https://fetch.spec.whatwg.org/#forbidden-method;
// Node's own parser already answers TRACK with 400).
// Next turns every request into one before its proxy and pages run, so such a request was a 500 there (in
// development with the stack trace in the page). The node:http servers in front of Next (production, and
// development since this) answer them before Next sees them: an API path gets the API front's JSON 405 with
// the route's Allow (or 404), any other path a JSON 405 allowing what pages take.
import type { IncomingMessage, ServerResponse } from "node:http";
import { errorBody } from "../error-codes";
import { resolveApiRoute, API_PREFIX } from "./api-front/api-resolve";
import type { RouteShape } from "./api-front/route-match";
import type { Duplex } from "node:stream";
import { apiSecurityHeaders } from "./security-headers";
import { PAGE_METHODS } from "./web-request-guard";

const FORBIDDEN = new Set(["CONNECT", "TRACE", "TRACK"]);

export function isFetchForbiddenMethod(method: string | undefined): boolean {
  return FORBIDDEN.has((method ?? "").toUpperCase());
}

export async function refuseFetchForbiddenMethod(req: IncomingMessage, res: ServerResponse, apiRoutes: () => readonly RouteShape<unknown>[]): Promise<void> {
  const method = (req.method ?? "").toUpperCase();
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  const isApi = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
  const resolved = isApi ? resolveApiRoute(apiRoutes(), method, pathname) : undefined;
  const answer =
    resolved && "response" in resolved
      ? resolved.response
      : Response.json(errorBody(`Method ${method} is not allowed on ${pathname}; allowed: ${PAGE_METHODS}`, "method_not_allowed"), {
          status: 405,
          headers: { allow: PAGE_METHODS },
        });
  res.writeHead(answer.status, { ...apiSecurityHeaders(), ...Object.fromEntries(answer.headers) });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * CONNECT never reaches a request handler: node:http hands it to the server's `connect` event with the raw
 * socket, and with no listener closes the connection unanswered. Nothing here is a proxy, so it gets the
 * same JSON 405 as TRACE, written to the socket by hand.
 */
export function refuseConnectMethod(req: IncomingMessage, socket: Duplex): void {
  const body = JSON.stringify(errorBody(`Method CONNECT is not allowed on ${req.url ?? "/"}; allowed: ${PAGE_METHODS}`, "method_not_allowed"));
  const headers = {
    ...apiSecurityHeaders(),
    allow: PAGE_METHODS,
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${head}\r\n${body}`);
}
