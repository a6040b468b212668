// The public link pages (/l/{slug} and /l/{slug}/c/{blockId}) straight from node:http under `npm start`,
// with the same answers as their Next route handlers (app/l/…, which `npm run dev` uses): a visit costs a
// lookup in memory and a buffered counter, so Next's per-request routing work would be most of its price.
// Anything else under /l/ (other methods, deeper paths) is left to Next.
import type { IncomingMessage, ServerResponse } from "node:http";
import { baseSecurityHeaders } from "./security-headers";
import { answerPublicClick, answerPublicPage, type PublicAnswer, type PublicRequest } from "../services/links/answer-public-link-request";
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

function send(req: IncomingMessage, res: ServerResponse, answer: PublicAnswer): void {
  // The headers promised on every answer (README), unless the answer chose its own (its Referrer-Policy).
  const headers: Record<string, string> = { ...securityHeaders(), ...answer.headers };
  let body = answer.body;
  if (answer.gzipped && /\bgzip\b/.test(header(req, "accept-encoding") ?? "")) {
    body = answer.gzipped;
    headers["content-encoding"] = "gzip";
  }
  if (answer.status !== 304) headers["content-length"] = String(body?.length ?? 0);
  res.writeHead(answer.status, headers);
  res.end(req.method === "HEAD" ? undefined : (body ?? undefined));
}

/** Answers the request and returns true, or returns false for Next to answer it. */
export async function serveLinkRequest(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD") return false;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const parts = (q === -1 ? url : url.slice(0, q)).split("/"); // ["", "l", slug, ("c", blockId)]
  const isPage = parts.length === 3 || (parts.length === 4 && parts[3] === "");
  const isClick = parts.length === 5 && parts[3] === "c";
  if (!isPage && !isClick) return false;
  const slug = decode(parts[2]);
  const blockId = isClick ? decode(parts[4]) : null;
  if (slug === null || (isClick && blockId === null)) return false;
  const forwarded = header(req, "x-forwarded-for");
  const request: PublicRequest = {
    method,
    header: (name) => header(req, name),
    address: forwarded?.split(",")[0]?.trim() || req.socket.remoteAddress || "unknown",
  };
  let answer: PublicAnswer;
  try {
    answer = isClick
      ? await answerPublicClick(request, slug, blockId!, q === -1 ? null : new URLSearchParams(url.slice(q + 1)).get("i"))
      : await answerPublicPage(request, slug);
  } catch (error) {
    logger().error({ err: error }, "public link page failed");
    answer = { status: 500, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }, body: Buffer.from("Internal server error") };
  }
  try {
    send(req, res, answer);
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
  }
  return true;
}
