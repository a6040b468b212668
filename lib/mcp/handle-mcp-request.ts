// The remote MCP endpoint (/functions/v1/mcp), Streamable HTTP without sessions: every POST carries its own
// bearer key, admitted by withApiKey exactly as a REST request (401s, rate limit per key), and is answered
// by a server built for that key; each tool then checks its own scope. Stateless, so any instance can answer
// any request and nothing is kept between them. GET (a server-initiated stream) has nothing to carry here:
// it is answered 405, which the MCP specification allows.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { protectedResourceMetadataUrl } from "../api/oauth/oauth-metadata";
import { MCP_RESOURCE_PATH } from "../api/oauth/well-known";
import { requireScope, withApiKey } from "../api/with-api-key";
import { createMcpServer } from "./create-mcp-server";

/** The public path of the endpoint (Next rewrites it to app/api/mcp; the production front serves it directly). */
export const MCP_PATH = MCP_RESOURCE_PATH;

/** As the REST API's bodies (lib/api/parse-body.ts). */
const MAX_BODY_BYTES = 1024 * 1024;

const handleWithKey = withApiKey({}, async ({ req, auth }) => {
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
  const response = await handleWithKey(req, context);
  if (response.status === 401) {
    response.headers.set("WWW-Authenticate", `Bearer realm="postlane", resource_metadata="${protectedResourceMetadataUrl(MCP_PATH)}"`);
  }
  return response;
}
