// Postlane's MCP server: the tools of lib/mcp/tools, each admitted for its scope and calling the same
// services as the REST handlers. Transport-free: the HTTP endpoint (handle-mcp-request.ts) builds one per
// request for the key it authenticated; `npm run mcp` (scripts/mcp.ts) builds one over stdio.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { type CallToolResult, CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { describeError } from "../api/respond";
import type { ApiAuth } from "../api/with-api-key";
import type { ApiScope } from "../auth/scopes";
import { NotFoundError, parseInput } from "../errors";
import type { McpTool } from "./define-tool";
import { toolList } from "./tool-list";
import { MCP_TOOLS } from "./tools";

export const MCP_SERVER_INFO = { name: "postlane", version: "1.0.0" };

/** Admits the caller for one tool call: the key's scope and role (403), and over stdio its validity (401)
 *  and rate limit (429) too. */
export type Authorize = (scope: ApiScope | undefined) => Promise<ApiAuth>;

/** A tool's answer: its JSON as text (what every client reads) and as structured content. */
function result(value: unknown): CallToolResult {
  const structured = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  return { content: [{ type: "text", text: JSON.stringify(value) }], ...(structured ? { structuredContent: structured } : {}) };
}

/** The REST API's error body (message and code) and status, so an assistant reads what an API client would. */
function failure(error: unknown): CallToolResult {
  const { status, error: message, code } = describeError(error);
  return { isError: true, content: [{ type: "text", text: JSON.stringify({ error: message, code, status }) }] };
}

/**
 * One call: its arguments parsed with the tool's zod schema by the one parser of the REST handlers (a 400
 * `validation_failed` naming the field, as the API words it; first, as the SDK did, so a malformed call costs
 * no key lookup), then admitted, then run. Every refusal is the same `{ error, code, status }`.
 */
export async function callTool(tool: McpTool, args: unknown, authorize: Authorize): Promise<CallToolResult> {
  try {
    const input = parseInput(tool.input, args ?? {});
    const auth = await authorize(tool.scope);
    return result(await tool.run(input as never, { auth }));
  } catch (error) {
    return failure(error);
  }
}

/** A tool this key was not offered (or none of that name): `not_found`, as an unknown REST path is. */
const unknownTool = (name: string): CallToolResult => failure(new NotFoundError(`Tool ${name}`));

/**
 * The tools a key with `scopes` may use: those needing no scope and those whose scope it holds. A model
 * shown tools it may not call wastes turns on 403s, and the list tells an integrator what the key can do.
 */
export function toolsForScopes(tools: readonly McpTool[], scopes: readonly ApiScope[]): McpTool[] {
  return tools.filter((tool) => tool.scope === undefined || scopes.includes(tool.scope));
}

/**
 * `scopes`: the key's, so only the tools it may use are listed (and callable); each call is still admitted by
 * `authorize`, as the key may have been revoked or narrowed since.
 */
export function createMcpServer({
  authorize,
  scopes,
  tools = MCP_TOOLS,
}: {
  authorize: Authorize;
  scopes: readonly ApiScope[];
  tools?: readonly McpTool[];
}): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    instructions:
      "Postlane publishes posts to social networks. Call list_accounts first (posts map each platform to an account id), " +
      "validate_post before create_post, and create drafts unless the person asked to publish or schedule.",
  });
  const listed = toolsForScopes(tools, scopes);
  for (const tool of listed) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.input, annotations: tool.annotations },
      (args: unknown) => callTool(tool, args, authorize),
    );
  }
  // The list advertises the compact JSON Schema of tool-schema.ts instead of the SDK's conversion...
  const list = toolList(listed);
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: list }));
  // ...and calls go through callTool directly: the SDK's own handler answers bad arguments and unknown tools
  // with bare text ("MCP error -32602: …"), where a program needs the `code` every other refusal carries.
  const byName = new Map(listed.map((tool) => [tool.name, tool]));
  server.server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = byName.get(request.params.name);
    return tool ? callTool(tool, request.params.arguments, authorize) : unknownTool(request.params.name);
  });
  // The SDK declares tools.listChanged for every server; this one is stateless (a server per HTTP request, a
  // fixed list over stdio) and never sends the notification, so it does not claim it.
  server.server.registerCapabilities({ tools: { listChanged: undefined } });
  return server;
}
