// Which door an OAuth access token opens (RFC 8707 resource indicators; the MCP authorization spec requires
// a server to accept only tokens issued for it). One rule for the consent page, the token endpoint, the REST
// wrapper and the MCP endpoint. A token is bound at issue to one audience:
//   "mcp"  — resource `${APP_URL}/functions/v1/mcp`, the app's root (`${APP_URL}/`, the root metadata
//            document's resource), or no resource at all: the authorization server exists for MCP clients
//            and connectors, which the spec obliges to send the MCP server's address;
//   "rest" — resource `${APP_URL}/functions/v1/api` (or a path under it).
// Any other address is refused at the authorization request (invalid_target). Keys made on the API keys page
// have no audience (null) and open both doors, as they always have.
import { MCP_ENDPOINT_PATH as MCP_PATH, REST_API_PATH as REST_PATH } from "../../public-paths";
import { appUrl } from "../../env";

export type TokenAudience = "mcp" | "rest";

/** The audience a token requested with `resource` is bound to, or null when it names nothing served here. */
export function audienceForResource(resource: string | null | undefined): TokenAudience | null {
  if (resource === undefined || resource === null) return "mcp";
  let url: URL;
  try {
    url = new URL(resource);
  } catch {
    return null;
  }
  if (url.hash || url.search || url.origin !== new URL(appUrl()).origin) return null;
  const path = url.pathname.replace(/\/+$/, "");
  if (path === "" || path === MCP_PATH) return "mcp";
  if (path === REST_PATH || path.startsWith(`${REST_PATH}/`)) return "rest";
  return null;
}

/** Whether a key with `audience` (null: made on the keys page) may be used at `door`. */
export function tokenOpensDoor(audience: string | null, door: TokenAudience): boolean {
  return audience === null || audience === door;
}

/** The 401 message for a token used at the other door. */
export function wrongAudienceMessage(door: TokenAudience): string {
  return door === "mcp"
    ? "This access token was issued for the REST API, not the MCP server; authorize with resource=<app>/functions/v1/mcp"
    : "This access token was issued for the MCP server, not the REST API; authorize with resource=<app>/functions/v1/api";
}
