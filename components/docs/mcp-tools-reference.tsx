// The MCP section of /docs/api: the endpoint, how to authenticate, and every tool with the scope it needs,
// read from the same registry the server registers (lib/mcp/tools), so the page cannot drift from it.
import type { McpTool } from "@/lib/mcp/define-tool";

function hints(tool: McpTool): string {
  const a = tool.annotations;
  if (a.readOnlyHint) return "read-only";
  if (a.destructiveHint) return "destructive";
  return a.openWorldHint ? "reaches the networks" : "writes";
}

export function McpToolsReference({ tools, endpoint }: { tools: readonly McpTool[]; endpoint: string }) {
  return (
    <section id="mcp" className="mt-14 border-t border-slate-200 pt-6">
      <h2 className="text-2xl font-semibold">MCP server</h2>
      <p className="mt-2 text-sm text-slate-700">
        Streamable HTTP at <code className="rounded bg-slate-100 px-1">{endpoint}</code> (stateless; POST only) with the same{" "}
        <code className="rounded bg-slate-100 px-1">Authorization: Bearer</code> API keys, or over stdio with{" "}
        <code className="rounded bg-slate-100 px-1">npm run mcp</code> and <code className="rounded bg-slate-100 px-1">POSTLANE_API_KEY</code>. Each tool needs
        the scope of the endpoint it mirrors; errors carry the endpoint&apos;s message and status. A drafts-only key cannot schedule, publish or retry.
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr className="text-slate-500">
            <th className="py-1">Tool</th>
            <th>Scope</th>
            <th>Kind</th>
            <th>What it does</th>
          </tr>
        </thead>
        <tbody>
          {tools.map((tool) => (
            <tr key={tool.name} className="border-t border-slate-100 align-top">
              <td className="py-1 font-mono">{tool.name}</td>
              <td className="font-mono text-xs">{tool.scope ?? "any key"}</td>
              <td className="whitespace-nowrap">{hints(tool)}</td>
              <td className="text-slate-700">{tool.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
