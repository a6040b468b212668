// What the node:http servers (scripts/production-server.ts, scripts/dev-server.ts) answer themselves before a
// request for the web app (pages, web routes under /api, /l, /media) reaches Next, each because Next
// answers it badly:
// 1. A path with malformed percent-encoding (`/l/%ff`, `/media/%E0%A4%A`): Next's decoding throws, which was
//    a text/plain 500 without the security headers. Now a JSON 400.
// 2. A body without credentials over 1 MiB: Next reads up to 10 MB before a page or route can say 401. Now a
//    413 from the Content-Length alone (a body without one, chunked, is 411: its size cannot be known first).
// 3. A method a web route does not export: Next's 405 has an empty body and no content type. Now JSON with
//    Allow, from the route files (web-routes.ts).
// 4. A method pages do not take (PROPFIND, PUT …): Next rendered the page with 200. Now a JSON 405.
// 5. A server action from another origin (CSRF): Next refuses it, but as a 500 logged at error level, so
//    anyone could raise alerts. Now a JSON 403 and a warn line, by Next's own rule (originsMatch).
// The public API and MCP endpoint have their own front (lib/server/api-front) and never come here.
import type { IncomingMessage, ServerResponse } from "node:http";
import { wellKnownTarget } from "../api/oauth/well-known";
import { codeForStatus, errorBody } from "../error-codes";
import { logger } from "../observability/logger";
import { apiSecurityHeaders } from "./security-headers";
import { allowOf, matchWebRoute, type WebRoute } from "./web-routes";

/** The largest body accepted from a request that carries no credentials at all. */
export const UNAUTHENTICATED_BODY_LIMIT_BYTES = 1024 * 1024;
/** Pages answer GET and HEAD; server actions POST. */
export const PAGE_METHODS = "GET, HEAD, POST";

/** A session cookie (next-auth's, plain or __Secure-), an Authorization header, or an Inngest signature. */
function carriesCredentials(req: IncomingMessage): boolean {
  if (req.headers.authorization || req.headers["x-inngest-signature"]) return true;
  return /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/.test(req.headers.cookie ?? "");
}

/** Local uploads are authorized by the signed token in their path, and run to the upload size limit. */
function isSignedUpload(pathname: string): boolean {
  return pathname.startsWith("/media/upload/");
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, error: string, extra: Record<string, string> = {}): true {
  const body = Buffer.from(JSON.stringify(errorBody(error, codeForStatus(status))));
  // The body was not read: the connection cannot carry another request after it.
  const close = hasBody(req) ? { connection: "close" } : {};
  res.writeHead(status, {
    ...apiSecurityHeaders(),
    "content-type": "application/json",
    "content-length": String(body.length),
    "cache-control": "no-store",
    ...close,
    ...extra,
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/** A POST Next would take as a server action (its getServerActionRequestMetadata: the Next-Action header or a form body). */
function isPossibleServerAction(req: IncomingMessage, method: string): boolean {
  if (method !== "POST") return false;
  const type = req.headers["content-type"] ?? "";
  return req.headers["next-action"] !== undefined || type === "application/x-www-form-urlencoded" || type.startsWith("multipart/form-data");
}

/**
 * Next's CSRF rule for server actions (app-render/action-handler.js; no serverActions.allowedOrigins here): an
 * Origin, when sent, must name the host the request was sent to (X-Forwarded-Host first, else Host). Without
 * Origin the action goes on, as Next lets it. The origin as Next reads it, or null when it matches.
 */
function foreignActionOrigin(req: IncomingMessage): string | null {
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return origin;
  }
  const forwarded = req.headers["x-forwarded-host"];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(",")[0]?.trim()) || req.headers.host;
  return host && originHost === host ? null : origin;
}

/** Answers the request and returns true when it is one of the cases above; false: Next answers it. */
export function guardWebRequest(req: IncomingMessage, res: ServerResponse, webRoutes: () => readonly WebRoute[]): boolean {
  const method = (req.method ?? "GET").toUpperCase();
  const raw = req.url ?? "/";
  const q = raw.indexOf("?");
  const pathname = q === -1 ? raw : raw.slice(0, q);
  if (isMalformedPath(pathname)) return answer(req, res, 400, `The address ${pathname.slice(0, 200)} has malformed percent-encoding`);

  if (!carriesCredentials(req) && !isSignedUpload(pathname) && hasBody(req)) {
    const declared = req.headers["content-length"];
    if (declared === undefined) return answer(req, res, 411, "A request without a session must declare its body's Content-Length");
    if (Number(declared) > UNAUTHENTICATED_BODY_LIMIT_BYTES) {
      return answer(req, res, 413, `A request without a session may send at most ${UNAUTHENTICATED_BODY_LIMIT_BYTES} bytes`);
    }
  }

  // The OAuth well-known documents are web routes under another name (next.config.ts rewrites them).
  const route = matchWebRoute(webRoutes(), wellKnownTarget(pathname));
  if (route) {
    const taken = route.methods.includes(method as never) || (method === "HEAD" && route.methods.includes("GET"));
    if (taken) return false;
    const allow = allowOf(route);
    if (method === "OPTIONS") {
      res.writeHead(204, { ...apiSecurityHeaders(), allow });
      res.end();
      return true;
    }
    return answer(req, res, 405, `Method ${method} is not allowed on ${pathname}; allowed: ${allow}`, { allow });
  }
  if (!PAGE_METHODS.split(", ").includes(method)) {
    return answer(req, res, 405, `Method ${method} is not allowed on ${pathname}; allowed: ${PAGE_METHODS}`, { allow: PAGE_METHODS });
  }
  const foreign = isPossibleServerAction(req, method) ? foreignActionOrigin(req) : null;
  if (foreign !== null) {
    logger().warn({ event: "server_action_refused", origin: foreign.slice(0, 200), path: pathname.slice(0, 200) }, "server action from another origin refused");
    return answer(req, res, 403, "This form was sent from another site; open the page on this site and try again");
  }
  return false;
}
