// `npm run mcp` while the app owns the embedded database (one process only may open it): instead of opening
// the database, the stdio server relays each MCP message to the app's own HTTP endpoint with the same key,
// so the assistant sees the same tools and answers either way.
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { isJSONRPCRequest, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/** JSON-RPC "server error" range: the relay itself failed, not the tool. */
const RELAY_ERROR = -32000;

/** Starts the relay; `close` ends both sides (the caller decides when: lib/mcp/end-stdio-session.ts). */
export async function bridgeStdioToHttp({ url, apiKey }: { url: URL; apiKey: string }): Promise<{ close: () => Promise<void> }> {
  const local = new StdioServerTransport();
  const remote = new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${apiKey}` } } });
  local.onmessage = (message: JSONRPCMessage) => {
    remote.send(message).catch((error: unknown) => {
      // A request must get an answer, or the assistant waits forever; a notification has nobody to tell.
      if (!isJSONRPCRequest(message)) return;
      const reason = error instanceof Error ? error.message : String(error);
      void local.send({ jsonrpc: "2.0", id: message.id, error: { code: RELAY_ERROR, message: `Postlane at ${url.origin} did not answer: ${reason}` } });
    });
  };
  remote.onmessage = (message) => void local.send(message);
  local.onclose = () => void remote.close();
  await remote.start();
  await local.start();
  return {
    close: async () => {
      await local.close();
      await remote.close();
    },
  };
}
