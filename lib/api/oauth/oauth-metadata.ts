// The discovery documents an OAuth client reads before anything else: where the protected resources are
// (RFC 9728) and what the authorization server supports (RFC 8414). The issuer is APP_URL, so every address
// here is the public one even behind a proxy. Paths are shared with next.config.ts's rewrites and the
// request guard through well-known.ts.
import type { OAuthMetadata, OAuthProtectedResourceMetadata } from "@modelcontextprotocol/sdk/shared/auth.js";
import { API_SCOPES } from "../../auth/scopes";
import { appUrl } from "../../env";
import { MCP_ENDPOINT_PATH, REST_API_PATH } from "../../public-paths";
import { AUTHORIZATION_PATH, PROTECTED_RESOURCE_METADATA_PATH, REGISTRATION_PATH, TOKEN_PATH } from "./well-known";

/** The resources that publish metadata: the app as a whole (the root document), the MCP endpoint and the REST API. */
const RESOURCES: Record<string, string> = { "": "Postlane", [MCP_ENDPOINT_PATH]: "Postlane MCP server", [REST_API_PATH]: "Postlane REST API" };

/** The metadata address of the resource at `resourcePath` (RFC 9728 section 3.1: the path goes after the well-known part). */
export function protectedResourceMetadataUrl(resourcePath: string): string {
  return `${appUrl()}${PROTECTED_RESOURCE_METADATA_PATH}${resourcePath}`;
}

/** The metadata of the resource at `resourcePath`, or null for a path that is no resource here. */
export function protectedResourceMetadata(resourcePath: string): OAuthProtectedResourceMetadata | null {
  const name = RESOURCES[resourcePath];
  if (name === undefined) return null;
  return {
    resource: `${appUrl()}${resourcePath || "/"}`,
    authorization_servers: [appUrl()],
    scopes_supported: [...API_SCOPES],
    bearer_methods_supported: ["header"],
    resource_name: name,
  };
}

export function authorizationServerMetadata(): OAuthMetadata {
  const base = appUrl();
  return {
    issuer: base,
    authorization_endpoint: `${base}${AUTHORIZATION_PATH}`,
    token_endpoint: `${base}${TOKEN_PATH}`,
    registration_endpoint: `${base}${REGISTRATION_PATH}`,
    scopes_supported: [...API_SCOPES],
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code"],
    token_endpoint_auth_methods_supported: ["none"],
    code_challenge_methods_supported: ["S256"],
  };
}
