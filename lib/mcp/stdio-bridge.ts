// `npm run mcp` while the app owns the embedded database (one process only may open it): instead of opening
// the database, the stdio server relays each MCP message to the app's own HTTP endpoint with the same key,
// so the assistant sees the same tools and answers either way.
import { StreamableHTTPClientTransport, StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
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
      void local.send({ jsonrpc: "2.0", id: message.id, error: { code: RELAY_ERROR, message: relayFailure(url, error) } });
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

/**
 * Why a relayed message got no MCP answer. Postlane may have answered with an HTTP error (a revoked key's 401,
 * a 429): the assistant's operator then reads that answer, with the API's own message, rather than being told
 * the app is unreachable. Only a failure below HTTP (connection refused, reset) means it did not answer.
 */
export function relayFailure(url: URL, error: unknown): string {
  if (error instanceof StreamableHTTPError && typeof error.code === "number" && error.code > 0) {
    // The SDK's message wraps the body: "Streamable HTTP error: Error POSTing to endpoint: {"error":"…"}".
    const body = /Error POSTing to endpoint: (.*)$/s.exec(error.message)?.[1] ?? error.message;
    let detail = body;
    try {
      const parsed = JSON.parse(body) as { error?: unknown };
      if (typeof parsed.error === "string") detail = parsed.error;
    } catch {
      // Not the API's JSON (a proxy's page): shown as it came.
    }
    return `Postlane at ${url.origin} refused the request (HTTP ${error.code}): ${detail}`;
  }
  const reason = error instanceof Error ? error.message : String(error);
  return `Postlane at ${url.origin} did not answer: ${reason}`;
}
