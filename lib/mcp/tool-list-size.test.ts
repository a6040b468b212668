// The tool list an assistant reads before its first call costs tokens in every session: issue 35 found 142 KB
// (about 35k tokens) with all scopes. These limits keep it affordable; `npm run bench:mcp` prints the figures.
import { describe, expect, it } from "vitest";
import { API_SCOPES } from "@/lib/auth/scopes";
import { measureToolList, READ_ONLY_SCOPES, TOOL_LIST_MAX_BYTES, TOOL_SCHEMA_MAX_BYTES } from "@/test/mcp/tool-list-size";

describe("tools/list size", () => {
  it("stays under 40 KB with every scope, each tool's input schema under 6 KB", async () => {
    const all = await measureToolList(API_SCOPES);
    expect(all.tools).toBeGreaterThan(30);
    expect(all.bytes).toBeLessThan(TOOL_LIST_MAX_BYTES);
    expect(all.tokens).toBeLessThan(TOOL_LIST_MAX_BYTES / 4);
    const over = all.perTool.filter((tool) => tool.schemaBytes >= TOOL_SCHEMA_MAX_BYTES);
    expect(over).toEqual([]);
  });

  it("is smaller still for a read-only key, whose validate_post spells out what create_post would", async () => {
    const readOnly = await measureToolList(READ_ONLY_SCOPES);
    const all = await measureToolList(API_SCOPES);
    expect(readOnly.tools).toBeLessThan(all.tools);
    expect(readOnly.bytes).toBeLessThan(all.bytes / 2);
    expect(readOnly.perTool.find((tool) => tool.name === "validate_post")!.schemaBytes).toBeLessThan(TOOL_SCHEMA_MAX_BYTES);
  });

  it("does not claim tools.listChanged: the server never sends it", async () => {
    const { capabilities } = await measureToolList(API_SCOPES);
    expect(capabilities).toEqual({});
  });
});
