// Which redirect URIs a connected app may register (OAuth 2.1 and the MCP authorization spec): https
// anywhere, plain http only to the app's own machine (a desktop client listening on a loopback port), no
// fragment. Anything else would let a code travel unencrypted or be captured by a page the user never chose.

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Why `uri` cannot be a redirect URI, in words for the registering developer; null when it can. */
export function redirectUriProblem(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return `${uri.slice(0, 200)} is not an absolute URL`;
  }
  if (url.hash || uri.includes("#")) return `${url.origin}${url.pathname} must not carry a fragment`;
  if (url.username || url.password) return `${url.origin}${url.pathname} must not carry credentials`;
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return `${url.origin}${url.pathname} must use https (plain http only to localhost, 127.0.0.1 or [::1])`;
}
