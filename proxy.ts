// Runs before every request Next answers (Next 16's proxy, formerly middleware): gives each page answer a
// fresh CSP nonce and every answer the security headers (lib/server/security-headers.ts). Next reads the
// nonce from the request's Content-Security-Policy header and puts it on the scripts it renders; the root
// layout reads the header too, which makes every page render per request (a cached page could not carry a
// fresh nonce). Static build files are left out (next.config.ts gives them the fixed headers).
import { NextResponse, type NextRequest } from "next/server";
import { apiSecurityHeaders, baseSecurityHeaders, createNonce, pageContentSecurityPolicy } from "@/lib/server/security-headers";

const API_PATH = /^\/(functions\/v1\/api|api)(\/|$)/;

export function proxy(request: NextRequest) {
  if (API_PATH.test(request.nextUrl.pathname)) {
    const response = NextResponse.next();
    for (const [name, value] of Object.entries(apiSecurityHeaders())) response.headers.set(name, value);
    return response;
  }
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
      // Next's own files and its dev server's HMR socket (_next/…) are not pages.
      source: "/((?!_next/|favicon.ico).*)",
      // Prefetches are not rendered pages; they need no nonce of their own.
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
