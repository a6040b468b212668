// The answers of the public link pages, shared by the Next route handlers (app/l/…) and the production
// server's fast path (lib/server/link-front.ts): the page (/l/{slug}) and the counted redirect of a click
// (/l/{slug}/c/{blockId}[?i=item]). Neither touches the database on a cached page: views and clicks are
// added up in memory (link-counters.ts).
import { findPublicLinkPage, type PublicLinkPage } from "../../links/public-page-cache";
import { clickTarget } from "../../links/snapshot";
import { escapeHtml } from "../../links/render-link-page";
import { linkSlug } from "../../schemas/links";
import { recordLinkClick, recordLinkView } from "./link-counters";
import { publicPageUrl } from "./link-page-view";

export interface PublicRequest {
  method: string;
  header(name: string): string | null;
  /** The client's address (only ever hashed, see link-counters.ts). */
  address: string;
}

export interface PublicAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
  /** The same body gzip-compressed, when worth sending so (the page). */
  gzipped?: Buffer;
}

/** No script may run on a public page, whatever the page holds; styles are the one inline sheet. */
const PAGE_CSP =
  "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; frame-src https://www.youtube-nocookie.com https://open.spotify.com; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function notFound(): PublicAnswer {
  const body = Buffer.from(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Page not found</title></head><body><main><h1>Page not found</h1><p>There is no published page at this address.</p></main></body></html>`,
  );
  return { status: 404, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "content-security-policy": PAGE_CSP }, body };
}

/** A normalised slug, or null when it could not name a page (answered 404 without a query). */
function slugOf(raw: string): string | null {
  const parsed = linkSlug.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Link previews and speculative loads are not visits. */
function isPrefetch(req: PublicRequest): boolean {
  const purpose = req.header("sec-purpose") ?? req.header("purpose") ?? req.header("x-moz");
  return purpose !== null && /prefetch|preview/i.test(purpose);
}

/** A GET that is not a prefetch is a view of the page (counted in memory, link-counters.ts). */
export function countPageView(req: PublicRequest, page: PublicLinkPage): void {
  if (req.method !== "GET" || isPrefetch(req)) return;
  recordLinkView({
    pageId: page.pageId,
    address: req.address,
    userAgent: req.header("user-agent") ?? "",
    referrer: req.header("referer"),
    ownHost: req.header("host"),
  });
}

/**
 * The page's own headers (the same for every visit of one version; the fast path keeps them with the page).
 * Cacheable, but revalidated on every visit (no-cache): a new version changes the ETag at once, and each
 * visit still reaches the server to be counted; an unchanged page costs a 304 without a body.
 */
export function pageHeaders(page: PublicLinkPage): Record<string, string> {
  return {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "public, no-cache",
    etag: page.etag,
    vary: "Accept-Encoding",
    "content-security-policy": PAGE_CSP,
    "x-content-type-options": "nosniff",
  };
}

/** If-None-Match names this ETag (weak or strong, in a list or alone). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export async function answerPublicPage(req: PublicRequest, rawSlug: string): Promise<PublicAnswer> {
  const slug = slugOf(rawSlug);
  const page = slug ? await findPublicLinkPage(slug, publicPageUrl) : null;
  if (!page) return notFound();
  countPageView(req, page);
  const headers = pageHeaders(page);
  if (etagMatches(req.header("if-none-match"), page.etag)) return { status: 304, headers, body: null };
  return { status: 200, headers, body: page.html, gzipped: page.gzipped };
}

export async function answerPublicClick(req: PublicRequest, rawSlug: string, blockId: string, item: string | null): Promise<PublicAnswer> {
  const slug = slugOf(rawSlug);
  const page = slug ? await findPublicLinkPage(slug, publicPageUrl) : null;
  if (!page) return notFound();
  const target = clickTarget(page.snapshot, blockId.toLowerCase(), item, Date.now());
  // A block no longer on the page (a stale tab, a link past its window) leads back to the page, uncounted.
  // Serialised by URL: a stored address with non-ASCII characters becomes its percent-encoded (and
  // punycode) form, the only form a Location header may carry.
  const location = target ? new URL(target).href : `/l/${slug}`;
  if (target && !isPrefetch(req)) recordLinkClick({ pageId: page.pageId, blockId: blockId.toLowerCase() });
  const body = Buffer.from(`<!doctype html><title>Redirecting</title><a href="${escapeHtml(location)}">Continue</a>`);
  return {
    status: 302,
    headers: { location, "cache-control": "no-store", "content-type": "text/html; charset=utf-8", "referrer-policy": "strict-origin-when-cross-origin" },
    body,
  };
}

/** The answer as a Fetch API Response (Next route handlers). */
export function toResponse(answer: PublicAnswer, method: string): Response {
  const body = method === "HEAD" || answer.body === null ? null : new Uint8Array(answer.body);
  return new Response(body, { status: answer.status, headers: answer.headers });
}
