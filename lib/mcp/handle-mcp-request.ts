// The remote MCP endpoint (/functions/v1/mcp), Streamable HTTP without sessions: every POST carries its own
// bearer key, admitted by withApiKey exactly as a REST request (401s, rate limit per key), and is answered
// by a server built for that key; each tool then checks its own scope. Stateless, so any instance can answer
// any request and nothing is kept between them. GET (a server-initiated stream) has nothing to carry here:
// it is answered 405, which the MCP specification allows.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { requireScope, withApiKey } from "../api/with-api-key";
import { createMcpServer } from "./create-mcp-server";

/** The public path of the endpoint (Next rewrites it to app/api/mcp; the production front serves it directly). */
export const MCP_PATH = "/functions/v1/mcp";

/** As the REST API's bodies (lib/api/parse-body.ts). */
const MAX_BODY_BYTES = 1024 * 1024;

export const handleMcpPost = withApiKey({}, async ({ req, auth }) => {
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
