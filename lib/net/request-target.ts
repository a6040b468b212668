// The path and absolute URL of a request target, as the WHATWG URL parser would give them, without running it
// for the targets it would leave untouched: `new URL(target, origin)` cost 7.5 µs of CPU per API request
// (bench:api's profile), as much as the key check. A target qualifies when it starts with one "/" (not "//",
// which the parser reads as another host), its path holds only characters the parser copies as they are
// (unreserved and sub-delimiters, ":", "@", "/"; no "%", "\", dot segment or fragment) and its query none that
// it percent-encodes (no space, quote, apostrophe, "<", ">", "#" or character outside printable ASCII). Anything
// else goes through the parser. request-target.test.ts checks the two agree on generated targets.

const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;
const PLAIN_QUERY = /^[A-Za-z0-9\-._~!$&()*+,;=:@/?%]*$/;

export interface RequestTarget {
  pathname: string;
  /** The absolute URL: the origin and the target. */
  href: string;
}

/** The target's path and absolute URL, or undefined for a target no URL parser accepts. */
export function parseRequestTarget(target: string, origin: string): RequestTarget | undefined {
  const queryAt = target.indexOf("?");
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  if (PLAIN_PATH.test(path) && !path.startsWith("//") && !path.includes("/.") && (queryAt < 0 || PLAIN_QUERY.test(target.slice(queryAt + 1)))) {
    return { pathname: path, href: origin + target };
  }
  try {
    const url = new URL(target, origin);
    return { pathname: url.pathname, href: url.href };
  } catch {
    return undefined;
  }
}

/** The query parameters of a serialized absolute URL (a Request's url), without parsing the rest of it. */
export function searchParamsOf(href: string): URLSearchParams {
  const fragmentAt = href.indexOf("#");
  const withoutFragment = fragmentAt < 0 ? href : href.slice(0, fragmentAt);
  const queryAt = withoutFragment.indexOf("?");
  // The constructor drops one leading "?" of its text, which here belongs to the query ("/x??" names "?"); a
  // leading "&" is an empty pair, which it skips.
  return new URLSearchParams(queryAt < 0 ? "" : `&${withoutFragment.slice(queryAt + 1)}`);
}
