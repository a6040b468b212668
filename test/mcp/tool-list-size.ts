// What an assistant pays to learn Postlane's tools: the tools/list answer as the MCP SDK's own client receives it,
// for a key with every scope and for a read-only key, in bytes of JSON and an estimate of tokens. Shared by the
// size test (lib/mcp/tool-list-size.test.ts) and `npm run bench:mcp`.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { API_SCOPES, type ApiScope } from "@/lib/auth/scopes";
import { createMcpServer } from "@/lib/mcp/create-mcp-server";

/** The limits issue 35 set: the whole list under 40 KB with all scopes, each tool's input schema under 6 KB. */
export const TOOL_LIST_MAX_BYTES = 40_000;
export const TOOL_SCHEMA_MAX_BYTES = 6_000;

/** Before the compaction (issue 35, measured the same way on the previous code). */
export const BEFORE = { allScopesBytes: 142_019, readOnlyBytes: 37_603, largestSchema: { name: "create_post", bytes: 28_789 } };

export const READ_ONLY_SCOPES: readonly ApiScope[] = API_SCOPES.filter((scope) => scope.endsWith(":read"));

export interface ToolListSize {
  scopes: readonly ApiScope[];
  tools: number;
  bytes: number;
  /**
   * Tokens, estimated as bytes / 4: the usual rule of thumb for English and JSON with BPE tokenizers (JSON's
   * punctuation and short keys make it, if anything, a slight underestimate).
   */
  tokens: number;
  perTool: { name: string; bytes: number; schemaBytes: number }[];
  capabilities: Record<string, unknown> | undefined;
}

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), "utf8");

export async function measureToolList(scopes: readonly ApiScope[]): Promise<ToolListSize> {
  const server = createMcpServer({ authorize: () => Promise.reject(new Error("not called: the list only")), scopes });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "postlane-size", version: "1.0.0" });
  await client.connect(clientSide);
  try {
    const result = await client.listTools();
    const bytes = bytesOf(result);
    return {
      scopes,
      tools: result.tools.length,
      bytes,
      tokens: Math.round(bytes / 4),
      perTool: result.tools.map((tool) => ({ name: tool.name, bytes: bytesOf(tool), schemaBytes: bytesOf(tool.inputSchema) })),
      capabilities: client.getServerCapabilities()?.tools as Record<string, unknown> | undefined,
    };
  } finally {
    await client.close();
  }
}
