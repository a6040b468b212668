// The headers of a cached page's answers on the production server's fast path (lib/server/link-front.ts), made
// once per page version rather than per visit: its 200 as is and gzip-compressed, and its 304. Kept beside
// the cache's own page object (a WeakMap), so they go when the cache drops the page, and made again when the
// configuration's security headers change.
import type { PublicLinkPage } from "../links/public-page-cache";
import { pageHeaders } from "../services/links/answer-public-link-request";

export interface WirePage {
  plain: Readonly<Record<string, string>>;
  gzip: Readonly<Record<string, string>>;
  notModified: Readonly<Record<string, string>>;
}

const wired = new WeakMap<PublicLinkPage, { security: Record<string, string>; wire: WirePage }>();

/**
 * The page's answer headers after the security headers promised on every answer (the page's own win where both
 * name one), as link-front's general answer builds them; node:http only reads what it is given.
 */
export function wireOf(page: PublicLinkPage, security: Record<string, string>): WirePage {
  const known = wired.get(page);
  if (known?.security === security) return known.wire;
  const headers = { ...security, ...pageHeaders(page) };
  const wire: WirePage = {
    plain: Object.freeze({ ...headers, "content-length": String(page.html.length) }),
    gzip: Object.freeze({ ...headers, "content-encoding": "gzip", "content-length": String(page.gzipped.length) }),
    notModified: Object.freeze(headers),
  };
  wired.set(page, { security, wire });
  return wire;
}
