import { handleMcpPost } from "@/lib/mcp/handle-mcp-request";

export const dynamic = "force-dynamic";

// POST /functions/v1/mcp — the MCP server over Streamable HTTP (stateless), authenticated with an API key
export const POST = handleMcpPost;
