// Next's proxy (formerly middleware), only for the public API's prefix. In production `npm start` the API
// never reaches Next (lib/server/api-front answers it), but under `npm run dev` it does, and Next would
// answer an unknown API path with its HTML 404 page and a method a route does not export with an empty
// 405. Here both get the API's own JSON answers, decided by the same rules as the production front
// (lib/server/api-front/api-resolve.ts) from the handler files' text; known routes go on to their handler.
import { NextResponse, type NextRequest } from "next/server";
import path from "node:path";
import { resolveApiRoute } from "@/lib/server/api-front/api-resolve";
import { readRouteShapes } from "@/lib/server/api-front/route-files";

/** app/api/v1 of the project Next runs in (the proxy is bundled, so not relative to this file). */
const HANDLERS_DIR = path.join(process.cwd(), "app", "api", "v1");

export function proxy(request: NextRequest): Response {
  // Read per request: under `next dev` route files come and go; a dozen small files cost well under 1 ms.
  const resolved = resolveApiRoute(readRouteShapes(HANDLERS_DIR), request.method, request.nextUrl.pathname);
  return "response" in resolved ? resolved.response : NextResponse.next();
}

export const config = { matcher: ["/functions/v1/api", "/functions/v1/api/:path*"] };
