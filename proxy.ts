// Runs before every request Next answers (Next 16's proxy, formerly middleware). Two jobs:
// - Security headers on every answer (lib/server/security-headers.ts), and a fresh CSP nonce for each page:
//   Next reads the nonce from the request's Content-Security-Policy header and puts it on the scripts it
//   renders; the root layout reads the header too, which makes every page render per request (a cached page
//   could not carry a fresh nonce). Static build files are left out (next.config.ts gives them fixed headers).
// - The public API's own JSON 404/405 under `npm run dev`. In production `npm start` the API never reaches
//   Next (lib/server/api-front answers it), but under `next dev` Next would answer an unknown API path with
//   its HTML 404 page and a method a route does not export with an empty 405. Both are decided by the same
//   rules as the production front (lib/server/api-front/api-resolve.ts) from the handler files' text; known
//   routes go on to their handler.
import { NextResponse, type NextRequest } from "next/server";
import path from "node:path";
import { resolveApiRoute } from "@/lib/server/api-front/api-resolve";
import { readRouteShapes } from "@/lib/server/api-front/route-files";
import { apiSecurityHeaders, baseSecurityHeaders, createNonce, pageContentSecurityPolicy } from "@/lib/server/security-headers";

const PUBLIC_API_PATH = /^\/functions\/v1\/api(\/|$)/;
const API_PATH = /^\/(functions\/v1\/api|api)(\/|$)/;
/** app/api/v1 of the project Next runs in (the proxy is bundled, so not relative to this file). */
const HANDLERS_DIR = path.join(process.cwd(), "app", "api", "v1");

function withApiHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(apiSecurityHeaders())) response.headers.set(name, value);
  return response;
}

export function proxy(request: NextRequest): Response {
  const { pathname } = request.nextUrl;
  if (PUBLIC_API_PATH.test(pathname)) {
    // Read per request: under `next dev` route files come and go; a dozen small files cost well under 1 ms.
    const resolved = resolveApiRoute(readRouteShapes(HANDLERS_DIR), request.method, pathname);
    return withApiHeaders("response" in resolved ? resolved.response : NextResponse.next());
  }
  if (API_PATH.test(pathname)) return withApiHeaders(NextResponse.next());
  const nonce = createNonce();
  const csp = pageContentSecurityPolicy({ nonce, dev: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(baseSecurityHeaders())) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    {
      // Next's own files and its dev server's HMR socket (_next/…) are not pages. Local media uploads are
      // left out too: with a proxy in the way Next buffers a request body and cuts it at 10 MB
      // (proxyClientMaxBodySize), and uploads run to 1 GB; next.config.ts gives them the fixed headers.
      source: "/((?!_next/|favicon.ico|media/upload/).*)",
      // Prefetches are not rendered pages; they need no nonce of their own.
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
