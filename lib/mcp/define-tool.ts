// The shape of one MCP tool: a name, what it is for, the REST operation it mirrors (lib/api/operations, by
// operationId: the tool needs that operation's scope, declared there alone), hints for the client, a zod input,
// and the call. Tools live in lib/mcp/tools/<area>.ts and are listed once in lib/mcp/tools/index.ts;
// test/api/operations-agree.test.ts checks each tool's input against its operation's.
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { API_OPERATIONS, type OperationId } from "../api/operations";
import type { ApiOperation } from "../api/operations/define-operations";
import type { ApiAuth } from "../api/with-api-key";
import type { ApiScope } from "../auth/scopes";

export interface ToolContext {
  /** The key, its workspace and the actor for the services, admitted for this tool's scope. */
  auth: ApiAuth;
}

export interface ToolDeclaration<Input extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  /** The operationId of the REST operation this tool does the same as (`list_posts`: `listPosts`). */
  operation: OperationId;
  /** readOnlyHint for reads; destructiveHint for deletes (and false for additive writes). */
  annotations: Pick<ToolAnnotations, "readOnlyHint" | "destructiveHint" | "idempotentHint" | "openWorldHint">;
  input: Input;
  /** Returns the JSON result the client receives. */
  run(args: z.output<Input>, context: ToolContext): Promise<unknown>;
}

/** A defined tool: its declaration plus the scope of the operation it mirrors. */
export interface McpTool<Input extends z.ZodObject = z.ZodObject> extends ToolDeclaration<Input> {
  /** The scope the key needs, its operation's; undefined means any valid key (list_workspaces, as GET /workspaces). */
  readonly scope: ApiScope | undefined;
}

/** Keeps each tool's input type tied to its own run(), and takes the scope from the operation it mirrors. */
export function defineTool<Input extends z.ZodObject>(tool: ToolDeclaration<Input>): McpTool {
  const mirrored: ApiOperation | undefined = API_OPERATIONS[tool.operation];
  if (!mirrored) throw new Error(`MCP tool ${tool.name} mirrors no operation: ${tool.operation}`);
  return { ...tool, scope: mirrored.scope } as unknown as McpTool;
}

export const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;
export const ADDITIVE = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const;
export const DESTRUCTIVE = { readOnlyHint: false, destructiveHint: true, openWorldHint: false } as const;
/** Reaches the social networks (publishing): outside Postlane's own data. */
export const PUBLISHES = { readOnlyHint: false, destructiveHint: false, openWorldHint: true } as const;
