// Where the OAuth endpoints live. The well-known documents are rewritten to route handlers under
// app/api/oauth (next.config.ts); the request guard maps them the same way to know their methods.
// The protected resources, the MCP endpoint and the REST API, are at lib/public-paths.ts's paths.

export const PROTECTED_RESOURCE_METADATA_PATH = "/.well-known/oauth-protected-resource";
export const AUTHORIZATION_SERVER_METADATA_PATH = "/.well-known/oauth-authorization-server";
/** The consent page (app/(auth)/oauth/authorize). */
export const AUTHORIZATION_PATH = "/oauth/authorize";
export const TOKEN_PATH = "/api/oauth/token";
export const REGISTRATION_PATH = "/api/oauth/register";

/** The rewrites of the well-known documents to their handlers, in next.config.ts's shape. */
export const WELL_KNOWN_REWRITES = [
  { source: PROTECTED_RESOURCE_METADATA_PATH, destination: "/api/oauth/protected-resource" },
  { source: `${PROTECTED_RESOURCE_METADATA_PATH}/:path*`, destination: "/api/oauth/protected-resource/:path*" },
  { source: AUTHORIZATION_SERVER_METADATA_PATH, destination: "/api/oauth/authorization-server" },
];

/** The handler path a well-known path is rewritten to, or the path itself. */
export function wellKnownTarget(pathname: string): string {
  if (pathname === AUTHORIZATION_SERVER_METADATA_PATH) return "/api/oauth/authorization-server";
  if (pathname === PROTECTED_RESOURCE_METADATA_PATH || pathname.startsWith(`${PROTECTED_RESOURCE_METADATA_PATH}/`)) {
    return `/api/oauth/protected-resource${pathname.slice(PROTECTED_RESOURCE_METADATA_PATH.length)}`;
  }
  return pathname;
}
