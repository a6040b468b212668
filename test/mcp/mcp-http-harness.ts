// The MCP endpoint over real HTTP for tests: the production server's front (lib/server/api-front) on a real
// port, routing the MCP path to app/api/mcp/route.ts, and the SDK's own client connecting with a bearer key.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createApiFront } from "@/lib/server/api-front/api-front";
import { loadApiRoutes, MCP_HANDLERS_DIR } from "@/lib/server/api-front/route-table";
import { MCP_PATH } from "@/lib/mcp/handle-mcp-request";

export interface McpHttpHarness {
  endpoint: URL;
  /** An SDK client connected with this key; closed by close(). */
  connect(key: string): Promise<Client>;
  close(): Promise<void>;
}

export async function startMcpHttp(): Promise<McpHttpHarness> {
  // Idle connections are kept longer than any test idles between two calls: with Node's 5 s default, a
  // client reusing a socket the server is closing at that moment gets "fetch failed" (a test that paused
  // for seconds between two tool calls on a loaded machine did). close() ends them all anyway.
  const server = http.createServer({ keepAliveTimeout: 10 * 60_000 });
  const clients: Client[] = [];
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const front = createApiFront({ routes: await loadApiRoutes(MCP_HANDLERS_DIR), origin, prefix: MCP_PATH });
  server.on("request", (req, res) => void front(req, res));
  const endpoint = new URL(MCP_PATH, origin);
  return {
    endpoint,
    async connect(key) {
      const client = new Client({ name: "postlane-test", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((c) => c.close()));
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Calls a tool and returns its JSON, or its error JSON with isError. */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const res = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { type: string; text: string }[] };
  return { isError: res.isError ?? false, body: JSON.parse(res.content[0].text) };
}
