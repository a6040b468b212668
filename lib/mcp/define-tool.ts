// The shape of one MCP tool: a name, what it is for, the API scope it needs (the same as the REST endpoint
// that opens onto the same service), hints for the client, a zod input, and the call. Tools live in
// lib/mcp/tools/<area>.ts and are listed once in lib/mcp/tools/index.ts.
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { ApiAuth } from "../api/with-api-key";
import type { ApiScope } from "../auth/scopes";

export interface ToolContext {
  /** The key, its workspace and the actor for the services, admitted for this tool's scope. */
  auth: ApiAuth;
}

export interface McpTool<Input extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  /** The scope the key needs; omitted means any valid key (list_workspaces, as GET /workspaces). */
  scope?: ApiScope;
  /** readOnlyHint for reads; destructiveHint for deletes (and false for additive writes). */
  annotations: Pick<ToolAnnotations, "readOnlyHint" | "destructiveHint" | "idempotentHint" | "openWorldHint">;
  input: Input;
  /** Returns the JSON result the client receives. */
  run(args: z.output<Input>, context: ToolContext): Promise<unknown>;
}

/** Keeps each tool's input type tied to its own run(). */
export function defineTool<Input extends z.ZodObject>(tool: McpTool<Input>): McpTool {
  return tool as unknown as McpTool;
}

export const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;
export const ADDITIVE = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const;
export const DESTRUCTIVE = { readOnlyHint: false, destructiveHint: true, openWorldHint: false } as const;
/** Reaches the social networks (publishing): outside Postlane's own data. */
export const PUBLISHES = { readOnlyHint: false, destructiveHint: false, openWorldHint: true } as const;
