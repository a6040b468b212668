// The security headers of every answer, pages and API alike, in one place: proxy.ts puts them on what Next
// serves (with a fresh CSP nonce per page), the node:http API front (lib/server/api-front) on its JSON, and
// next.config.ts the fixed ones on static files.
// - Pages get a nonce-based CSP: scripts run only from our origin or with this response's nonce (Next puts
//   it on its own scripts, reading it from the request's CSP header), so injected markup cannot run script.
//   Styles allow 'unsafe-inline': React and charts (recharts) write style attributes, and a style cannot run
//   code. Images and media may come from any https host (networks' avatars, link cards) and from the media
//   store; the browser uploads straight to the store, so its origin is in connect-src.
// - No one may frame the app (clickjacking): frame-ancestors 'none' and X-Frame-Options DENY for older browsers.
// - HSTS only when the app is served over https (APP_URL), where it belongs.
import { appUrl, env } from "../env";
import { bucketBaseUrl } from "../storage/s3-bucket-url";

/** Headers that hold for every answer, whatever it is. */
export function baseSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
  if (appUrl().startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/** The API answers JSON, never a document: nothing may load from it or frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function apiSecurityHeaders(): Record<string, string> {
  return { ...baseSecurityHeaders(), "Content-Security-Policy": API_CONTENT_SECURITY_POLICY };
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Where stored media lives and uploads go, besides our own origin (S3, a CDN). */
function mediaOrigins(): string[] {
  const e = env();
  const origins = [originOf(e.CDN_URL)];
  if (e.STORAGE_DRIVER === "s3" && e.S3_BUCKET) {
    origins.push(
      originOf(bucketBaseUrl({ endpoint: e.S3_ENDPOINT, region: e.S3_REGION ?? "us-east-1", bucket: e.S3_BUCKET, forcePathStyle: e.S3_FORCE_PATH_STYLE })),
    );
  }
  const self = originOf(appUrl());
  return [...new Set(origins.filter((o): o is string => o !== null && o !== self))];
}

/** A fresh nonce per page answer: 16 random bytes, base64. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/** The pages' CSP for one answer. `dev` adds what `next dev` needs (eval for React's dev tools, the HMR socket). */
export function pageContentSecurityPolicy({ nonce, dev }: { nonce: string; dev: boolean }): string {
  const media = mediaOrigins().join(" ");
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${media}`.trim(),
    `media-src 'self' blob: https: ${media}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${media}${dev ? " ws: wss:" : ""}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ];
  if (appUrl().startsWith("https://")) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
