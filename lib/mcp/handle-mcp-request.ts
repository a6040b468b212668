// The remote MCP endpoint (/functions/v1/mcp), Streamable HTTP without sessions: every POST carries its own
// bearer key, admitted by withApiKey exactly as a REST request (401s, rate limit per key), and is answered
// by a server built for that key; each tool then checks its own scope. OAuth access tokens issued for the
// REST API are refused here (token-audience-policy.ts), and a browser's request from another site is refused
// before anything else (the transport's Origin rule, below). Stateless, so any instance can answer
// any request and nothing is kept between them. GET (a server-initiated stream) has nothing to carry here:
// it is answered 405, which the MCP specification allows.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { protectedResourceMetadataUrl } from "../api/oauth/oauth-metadata";
import { MCP_ENDPOINT_PATH } from "../public-paths";
import { requireScope, withApiKey } from "../api/with-api-key";
import { bearerToken } from "../api/authenticate-api-key";
import { errorResponse } from "../api/respond";
import { appUrl } from "../env";
import { ForbiddenError } from "../errors";
import { createMcpServer } from "./create-mcp-server";

/** The public path of the endpoint (Next rewrites it to app/api/mcp; the production front serves it directly). */
export const MCP_PATH = MCP_ENDPOINT_PATH;

/** As the REST API's bodies (lib/api/parse-body.ts). */
const MAX_BODY_BYTES = 1024 * 1024;

const handleWithKey = withApiKey({ door: "mcp" }, async ({ req, auth }) => {
  const server = createMcpServer({
    scopes: auth.scopes,
    authorize: async (scope) => {
      requireScope(auth, scope);
      return auth;
    },
  });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MAX_BODY_BYTES,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(req);
  } finally {
    await server.close();
  }
});

/**
 * The endpoint, whose 401 also says where its protected-resource metadata is (RFC 9728 section 5.1, as the
 * MCP authorization spec asks): an OAuth client (the MCP Inspector, a hosted assistant's connector) starts
 * its discovery there. The realm stays for clients that read it. The REST API's 401s keep the contract's
 * exact header: its clients hold keys and have nothing to discover.
 */
export async function handleMcpPost(req: Request, context: { params: Promise<Record<string, string>> }): Promise<Response> {
  const origin = req.headers.get("origin");
  if (origin !== null && !isOwnOrigin(origin)) {
    return errorResponse(new ForbiddenError("Origin not allowed: the MCP endpoint answers browsers only on this app's own origin"));
  }
  const response = await handleWithKey(req, context);
  if (response.status === 401) {
    // RFC 6750: error="invalid_token" when a token was sent and refused; none when there was no token.
    const error = bearerToken(req) ? ', error="invalid_token"' : "";
    response.headers.set("WWW-Authenticate", `Bearer realm="postlane"${error}, resource_metadata="${protectedResourceMetadataUrl(MCP_PATH)}"`);
  }
  return response;
}

/**
 * The Streamable HTTP transport's security warning: a server MUST validate Origin and answer 403 when it is
 * present and invalid (DNS rebinding: a page on another site driving the endpoint from a person's browser).
 * Only APP_URL's origin is valid; a request without Origin comes from a program, not a page, and goes on.
 */
function isOwnOrigin(origin: string): boolean {
  try {
    return new URL(origin).origin === new URL(appUrl()).origin;
  } catch {
    return false;
  }
}
