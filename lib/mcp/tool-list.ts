// What tools/list says about each tool: its name, title, description, hints and a compact input schema
// (tool-schema.ts). Computed once per tool and process: the HTTP endpoint builds a server per request, and a
// list is asked for at the start of every assistant session.
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { platformOptions } from "../schemas/platform-options";
import type { McpTool } from "./define-tool";
import { type CompactionRules, compactInputSchema } from "./tool-schema";

/** The ids of the per-network option objects (YouTubeOptions …): a new network's options are summarized too. */
function networkOptionIds(): Set<string> {
  const ids = Object.values(platformOptions.shape).map((member) => z.globalRegistry.get((member as z.ZodOptional).unwrap())?.id);
  return new Set(ids.filter((id): id is string => typeof id === "string"));
}

/**
 * The per-network options: each network's option names, types and limits on one line, and this note once per
 * tool saying what the marks mean and where the explanations are.
 */
export const TOOL_SCHEMA_RULES: CompactionRules = {
  summarize: networkOptionIds(),
  describe: {
    PlatformOptions:
      "Options per platform id as `name: type <=limit` (bare name: string; *: the network requires it, else publishing fails; " +
      "pinterest boardId: 400); unknown keys are ignored; validate_post explains problems.",
  },
  share: new Set(["PlatformOptions", "PostUtm"]),
};

/** A property's description this long, repeated word for word by a later tool, is written once. */
const SHARED_DESCRIPTION_MIN_CHARS = 60;

/** Lists built, by the names of their tools: a key's scopes give the same list every time. */
const lists = new Map<string, { tools: readonly McpTool[]; list: Tool[] }>();

/**
 * The tools as tools/list describes them, in order. A shared definition (PlatformOptions) is spelled out by the
 * first tool using it, and a top-level property identical to an earlier tool's (create_post's fields in
 * validate_post and add_to_queue) keeps its type and limits but points to that tool for its description.
 */
export function toolList(tools: readonly McpTool[]): Tool[] {
  const key = tools.map((tool) => tool.name).join(",");
  const cached = lists.get(key);
  if (cached && cached.tools.every((tool, i) => tool === tools[i])) return cached.list;
  const spelledIn = new Map<string, string>();
  // A property's name and schema → the first tool that has it.
  const describedIn = new Map<string, string>();
  const list = tools.map((tool) => {
    const { schema, spelled } = compactInputSchema(tool.input, TOOL_SCHEMA_RULES, spelledIn);
    for (const id of spelled) if (!spelledIn.has(id)) spelledIn.set(id, tool.name);
    const properties = Object.entries((schema.properties ?? {}) as Record<string, { description?: string }>).map(([name, property]) => {
      if ((property.description?.length ?? 0) < SHARED_DESCRIPTION_MIN_CHARS) return [name, property];
      const key = `${name}:${JSON.stringify(property)}`;
      const earlier = describedIn.get(key);
      if (!earlier) describedIn.set(key, tool.name);
      return [name, earlier ? { ...property, description: `As in ${earlier}.` } : property];
    });
    const inputSchema = { ...schema, properties: Object.fromEntries(properties) } as Tool["inputSchema"];
    return { name: tool.name, title: tool.title, description: tool.description, inputSchema, annotations: tool.annotations };
  });
  lists.set(key, { tools, list });
  return list;
}
