// The public link pages (/l/{slug} and /l/{slug}/c/{blockId}) straight from node:http under `npm start`,
// with the same answers as their Next route handlers (app/l/…, which `npm run dev` uses): a visit costs a
// lookup in memory and a buffered counter, so Next's per-request routing work would be most of its price.
// A visit to a page this process holds is answered in the same turn, without a promise: the page's headers
// are made once per version (link-page-wire.ts) and its body is the cached Buffer. Anything else (a page not
// in memory, a click, a slug to normalise) takes the general answer; anything else under /l/ (other methods,
// deeper paths) is left to Next.
import type { IncomingMessage, ServerResponse } from "node:http";
import { baseSecurityHeaders } from "./security-headers";
import {
  answerPublicClick,
  answerPublicPage,
  countPageView,
  etagMatches,
  type PublicAnswer,
  type PublicRequest,
} from "../services/links/answer-public-link-request";
import { peekPublicLinkPage, type PublicLinkPage } from "../links/public-page-cache";
import { wireOf } from "./link-page-wire";
import { logger } from "../observability/logger";
import { env } from "../env";

export function isPublicLinkRequest(url: string | undefined): boolean {
  return url !== undefined && url.startsWith("/l/");
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/** The headers promised on every answer, made once per configuration (env() is the same object until reset). */
let security: { for: ReturnType<typeof env>; headers: Record<string, string> } | undefined;
function securityHeaders(): Record<string, string> {
  if (security?.for !== env()) security = { for: env(), headers: lowerCased(baseSecurityHeaders()) };
  return security.headers;
}

const GZIP = /\bgzip\b/;

function send(req: IncomingMessage, res: ServerResponse, answer: PublicAnswer): void {
  // The headers promised on every answer (README), unless the answer chose its own (its Referrer-Policy).
  const headers: Record<string, string> = { ...securityHeaders(), ...answer.headers };
  let body = answer.body;
  if (answer.gzipped && GZIP.test(header(req, "accept-encoding") ?? "")) {
    body = answer.gzipped;
    headers["content-encoding"] = "gzip";
  }
  if (answer.status !== 304) headers["content-length"] = String(body?.length ?? 0);
  res.writeHead(answer.status, headers);
  res.end(req.method === "HEAD" ? undefined : (body ?? undefined));
}

function publicRequest(req: IncomingMessage, method: string): PublicRequest {
  const forwarded = header(req, "x-forwarded-for");
  return {
    method,
    header: (name) => header(req, name),
    address: forwarded?.split(",")[0]?.trim() || req.socket.remoteAddress || "unknown",
  };
}

/** The answer of answerPublicPage for a page in memory, written straight away (the same status, headers and body). */
function sendPage(req: IncomingMessage, res: ServerResponse, method: string, page: PublicLinkPage): void {
  countPageView(publicRequest(req, method), page);
  const wire = wireOf(page, securityHeaders());
  if (etagMatches(header(req, "if-none-match"), page.etag)) {
    res.writeHead(304, wire.notModified);
    res.end();
    return;
  }
  const gzip = GZIP.test(header(req, "accept-encoding") ?? "");
  res.writeHead(200, gzip ? wire.gzip : wire.plain);
  res.end(method === "HEAD" ? undefined : gzip ? page.gzipped : page.html);
}

/** Sends the answer; a failure to send (headers already gone) ends the connection instead. */
function trySend(req: IncomingMessage, res: ServerResponse, answer: PublicAnswer): void {
  try {
    send(req, res, answer);
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
  }
}

function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  logger().error({ err: error }, "public link page failed");
  const body = Buffer.from("Internal server error");
  trySend(req, res, { status: 500, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }, body });
}

/**
 * Answers a public link request, or calls `otherwise` for Next to answer it. A page this process holds is
 * answered before this returns; the rest after the lookup.
 */
export function serveLinkRequest(req: IncomingMessage, res: ServerResponse, otherwise: () => void): void {
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD") return otherwise();
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const parts = (q === -1 ? url : url.slice(0, q)).split("/"); // ["", "l", slug, ("c", blockId)]
  const isPage = parts.length === 3 || (parts.length === 4 && parts[3] === "");
  const isClick = parts.length === 5 && parts[3] === "c";
  if (!isPage && !isClick) return otherwise();
  if (isPage) {
    // Only a slug written as the cache keys it (normalised, no escapes) can be found as is; any other
    // spelling is normalised by answerPublicPage, which finds the same page.
    const page = peekPublicLinkPage(parts[2]);
    if (page) {
      try {
        sendPage(req, res, method, page);
      } catch (error) {
        fail(req, res, error);
      }
      return;
    }
  }
  const slug = decode(parts[2]);
  const blockId = isClick ? decode(parts[4]) : null;
  if (slug === null || (isClick && blockId === null)) return otherwise();
  const request = publicRequest(req, method);
  void (
    isClick ? answerPublicClick(request, slug, blockId!, q === -1 ? null : new URLSearchParams(url.slice(q + 1)).get("i")) : answerPublicPage(request, slug)
  ).then(
    (answer) => trySend(req, res, answer),
    (error: unknown) => fail(req, res, error),
  );
}
