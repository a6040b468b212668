// What a model reads before it calls a tool: the tools listed by the MCP SDK's own client, every input
// property (at any depth: platformOptions.youtube.title, a link block's url …) described, so an assistant
// knows the unit, the limit and what leaving it out does without the REST reference beside it.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { describe, expect, it } from "vitest";
import { API_SCOPES, type ApiScope } from "../auth/scopes";
import { createMcpServer } from "./create-mcp-server";

type JsonSchema = { description?: string; properties?: Record<string, JsonSchema>; required?: string[]; [key: string]: unknown };

/** Every property path in `schema` (through arrays, unions and definitions) whose schema has no description. */
function undescribed(schema: unknown, at: string, out: string[] = []): string[] {
  if (Array.isArray(schema)) {
    schema.forEach((item) => undescribed(item, at, out));
    return out;
  }
  if (!schema || typeof schema !== "object") return out;
  const node = schema as JsonSchema;
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    const path = `${at}.${name}`;
    if (!describedSomewhere(property)) out.push(path);
    undescribed(property, path, out);
  }
  for (const key of ["items", "anyOf", "oneOf", "allOf", "additionalProperties", "prefixItems"]) undescribed(node[key], key === "items" ? `${at}[]` : at, out);
  for (const [name, definition] of Object.entries((node.$defs ?? node.definitions ?? {}) as Record<string, unknown>))
    undescribed(definition, `${at}#${name}`, out);
  return out;
}

/** A property described on itself or, for a nullable or optional union, on its one non-null member. */
function describedSomewhere(property: JsonSchema): boolean {
  if (typeof property.description === "string" && property.description.trim().length > 0) return true;
  const members = (property.anyOf ?? property.oneOf) as JsonSchema[] | undefined;
  return Boolean(members && members.filter((m) => m.type !== "null").every((m) => describedSomewhere(m)));
}

async function listTools(scopes: readonly ApiScope[] = API_SCOPES) {
  const server = createMcpServer({ authorize: () => Promise.reject(new Error("not called")), scopes });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "postlane-test", version: "1.0.0" });
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  await client.close();
  return tools;
}

describe("MCP tool inputs as a model sees them", () => {
  it("describe every input property of every tool", async () => {
    const tools = await listTools();
    expect(tools.length).toBeGreaterThan(20);
    const missing = tools.flatMap((tool) => undescribed(tool.inputSchema, tool.name));
    expect(missing).toEqual([]);
  });

  it("mark the options each network requires, in the one tool of the list that spells the options out", async () => {
    const tools = Object.fromEntries((await listTools()).map((t) => [t.name, t.inputSchema as JsonSchema]));
    // Each network's options are one line, `name*` for what the network requires (lib/mcp/summarize-schema.ts).
    const line = (id: string) => (tools.create_post.properties!.platformOptions as JsonSchema).properties![id].description!;
    const required = (id: string) => [...line(id).matchAll(/(?:^|; )(\w+)\*/g)].map((m) => m[1]);
    expect(required("youtube")).toEqual(["title", "categoryId", "madeForKids"]);
    expect(required("tiktok")).toEqual(["privacyLevel", "disableComment", "brandContentToggle", "brandOrganicToggle", "isAigc"]);
    expect(required("pinterest")).toEqual(["boardId"]);
    expect(line("youtube")).toContain("privacyStatus: public|unlisted|private");
    expect(line("pinterest")).toContain("title <=100");
    // The other tools taking a post point to it rather than repeat it.
    for (const name of ["validate_post", "update_post", "add_to_queue"])
      expect((tools[name].properties!.platformOptions as JsonSchema).description, name).toContain("PlatformOptions: as in create_post's input schema.");
  });

  it("spell the options out in validate_post when a read-only key lists no create_post", async () => {
    const tools = Object.fromEntries((await listTools(["posts:read"])).map((t) => [t.name, t.inputSchema as JsonSchema]));
    expect(tools.create_post).toBeUndefined();
    const options = tools.validate_post.properties!.platformOptions as JsonSchema;
    expect(options.properties!.youtube.description).toMatch(/^title\* <=100; categoryId\*; madeForKids\*: bool/);
    expect(tools.validate_post.properties!.caption.description).not.toMatch(/^As in /);
  });

  it("declare every field of add_link_block's block", async () => {
    const tools = Object.fromEntries((await listTools()).map((t) => [t.name, t.inputSchema as JsonSchema]));
    const block = JSON.stringify(tools.add_link_block.properties!.block);
    for (const field of ["url", "label", "text", "accountIds", "count", "startsAt"]) expect(block).toContain(`"${field}"`);
  });
});
