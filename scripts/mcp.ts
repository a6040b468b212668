// npm run mcp: Postlane's MCP server over stdio for local assistants, acting with the API key in
// POSTLANE_API_KEY — the same tools, scopes and services as the remote endpoint (/functions/v1/mcp).
// Each tool call admits the key as a REST request would (revoked or expired: 401; rate limit; scope).
// On the embedded database while the app runs, the app owns the database: the messages are relayed to its
// HTTP endpoint instead (lib/mcp/stdio-bridge.ts).

// stdout carries the protocol: anything else written there (a stray console.log anywhere below) would
// corrupt it, so ordinary logs go to stderr like the warnings.
console.log = console.error;
console.info = console.error;
console.debug = console.error;
export {}; // an ES module (for the top-level awaits below)
// The same for the app's logger (pino writes to stdout by default), before anything below can log.
const { logToStderr } = await import("../lib/observability/logger");
logToStderr();

// What the relay needs, and nothing more: beside a running app on the embedded database the server is a pipe to
// the app's endpoint, and the services, the MCP server and the database client (about 3 s of loading on a busy
// machine) are loaded only when this process serves the tools itself, below.
const { readEmbeddedLock } = await import("../lib/db/embedded-lock");
const { env, isEmbeddedDatabase } = await import("../lib/env");
const { MCP_ENDPOINT_PATH: MCP_PATH } = await import("../lib/public-paths");
const { bridgeStdioToHttp } = await import("../lib/mcp/stdio-bridge");
const { endStdioSessionWhenClientLeaves } = await import("../lib/mcp/end-stdio-session");

async function main(): Promise<void> {
  const apiKey = env().POSTLANE_API_KEY;
  if (!apiKey) throw new Error("Set POSTLANE_API_KEY to a Postlane API key (Settings → API keys, or npm run cli -- key create)");

  const app = isEmbeddedDatabase() ? readEmbeddedLock() : null;
  if (app?.role === "app" && app.port) {
    const bridge = await bridgeStdioToHttp({ url: new URL(MCP_PATH, `http://127.0.0.1:${app.port}`), apiKey });
    endStdioSessionWhenClientLeaves({ close: bridge.close });
    return;
  }

  const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js");
  const { admitApiKey } = await import("../lib/api/with-api-key");
  const { setDatabaseOwnerRole, disconnectDb } = await import("../lib/db");
  const { migrateDatabase } = await import("../lib/db/migrate-database");
  const { createMcpServer } = await import("../lib/mcp/create-mcp-server");
  setDatabaseOwnerRole("cli");
  // Installed before the database opens: a client that leaves during migration or admission still ends us.
  const session: { server?: ReturnType<typeof createMcpServer> } = {};
  endStdioSessionWhenClientLeaves({
    close: async () => {
      await session.server?.close();
      await disconnectDb();
    },
  });
  if (isEmbeddedDatabase()) await migrateDatabase();
  // The key as a request carries it, so admission is exactly the REST API's.
  const request = () => new Request("http://stdio.invalid/", { headers: { authorization: `Bearer ${apiKey}` } });
  const admitted = await admitApiKey(request(), {}); // a bad key stops here, with the API's message, before the assistant connects
  session.server = createMcpServer({ scopes: admitted.scopes, authorize: (scope) => admitApiKey(request(), { scope }) });
  await session.server.connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  // A local process: its operator reads the reason on stderr (the assistant shows it as the server's log).
  process.stderr.write(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
  process.exit(1);
});
