// npm run bench:mcp — what Postlane's MCP tool list costs an assistant: the tools/list answer with every scope
// and with a read-only key, in bytes and estimated tokens (bytes / 4), the largest tools, and the figures before
// the compaction of issue 35. The limits are asserted by lib/mcp/tool-list-size.test.ts.
import { API_SCOPES } from "../../lib/auth/scopes";
import { BEFORE, measureToolList, READ_ONLY_SCOPES, TOOL_LIST_MAX_BYTES, TOOL_SCHEMA_MAX_BYTES } from "../../test/mcp/tool-list-size";

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const all = await measureToolList(API_SCOPES);
const readOnly = await measureToolList(READ_ONLY_SCOPES);

console.log(
  `tools/list, all scopes: ${all.tools} tools, ${kb(all.bytes)} (${all.bytes} bytes), ~${all.tokens} tokens; limit ${kb(TOOL_LIST_MAX_BYTES)}; before ${kb(BEFORE.allScopesBytes)}`,
);
console.log(
  `tools/list, read-only:  ${readOnly.tools} tools, ${kb(readOnly.bytes)} (${readOnly.bytes} bytes), ~${readOnly.tokens} tokens; before ${kb(BEFORE.readOnlyBytes)}`,
);
console.log(`capabilities.tools: ${JSON.stringify(all.capabilities)}`);
console.log(`\nlargest tools (input schema limit ${kb(TOOL_SCHEMA_MAX_BYTES)}; before: ${BEFORE.largestSchema.name} ${kb(BEFORE.largestSchema.bytes)}):`);
for (const tool of [...all.perTool].sort((a, b) => b.bytes - a.bytes).slice(0, 8))
  console.log(`  ${tool.name.padEnd(28)} tool ${kb(tool.bytes).padStart(8)}   input schema ${kb(tool.schemaBytes).padStart(8)}`);
const readOnlyValidate = readOnly.perTool.find((tool) => tool.name === "validate_post");
if (readOnlyValidate) console.log(`  validate_post (read-only list, spells the options out) input schema ${kb(readOnlyValidate.schemaBytes)}`);
