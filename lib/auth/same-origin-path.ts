// Where to send someone after sign-in (or any redirect target taken from a request): only a path on this
// site. The target is parsed as a browser would parse it, relative to our origin, so `/\evil.example`,
// `/\t/evil.example` (the tab is dropped), `//evil.example` and `https://evil.example` all resolve to another
// origin and are refused. A same-origin result whose path starts with `//` (from `/.//evil.example`) is
// refused too: written back into a Location header or router.push it would be protocol-relative again.

/** Any origin works as the base for relative targets: only "did it stay on the base's origin" matters. */
const PLACEHOLDER_ORIGIN = "http://postlane.invalid";

/**
 * `target` as a same-origin path (`/x?y#z`), or `fallback` when it is missing or leaves the site.
 * `origin` is the site's own origin when absolute same-origin URLs should be accepted (next-auth passes them).
 */
export function sameOriginPath(
  target: string | null | undefined,
  { origin = PLACEHOLDER_ORIGIN, fallback = "/" }: { origin?: string; fallback?: string } = {},
): string {
  if (!target) return fallback;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  if (url.pathname.startsWith("//") || url.pathname.startsWith("/\\")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
