// `npm run mcp` as an assistant starts it: a child process speaking MCP over stdio, driven by the SDK's own
// client. On PostgreSQL the child opens the same database as this test. On the embedded database the test's
// database lives in this process, so this process plays the running app (its lock file and its HTTP
// endpoint) and the child relays to it, as it does beside `npm run dev`.
import "@/test/use-database";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { createApiFront } from "@/lib/server/api-front/api-front";
import { loadApiRoutes, MCP_HANDLERS_DIR } from "@/lib/server/api-front/route-table";
import { makeApiWorkspace } from "@/test/api/api-fixture";
import { MCP_PATH } from "./handle-mcp-request";

/** Each child loads tsx and the services from source: seconds each on a busy machine. */
const CHILD_TIMEOUT_MS = 120_000;

const onPostgres = Boolean(process.env.DATABASE_URL);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "postlane-mcp-stdio-"));
const app = http.createServer();
let w: Awaited<ReturnType<typeof makeApiWorkspace>>;
const clients: Client[] = [];

beforeAll(async () => {
  w = await makeApiWorkspace();
  if (!onPostgres) {
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const { port } = app.address() as AddressInfo;
    const front = createApiFront({ routes: await loadApiRoutes(MCP_HANDLERS_DIR), origin: `http://127.0.0.1:${port}`, prefix: MCP_PATH });
    app.on("request", (req, res) => void front(req, res));
    const lock = { pid: process.pid, port, adminToken: "unused", role: "app", startedAt: new Date().toISOString() };
    fs.writeFileSync(path.join(dataDir, "app.lock"), JSON.stringify(lock));
  }
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  if (app.listening) {
    app.closeAllConnections();
    await new Promise((resolve) => app.close(resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `scripts/mcp.ts` as an MCP client's config does (node --import tsx), with the key in POSTLANE_API_KEY. */
function transport(apiKey: string, launcher: { command: string; args: string[] } = { command: process.execPath, args: ["--import", "tsx", "scripts/mcp.ts"] }) {
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
  return new StdioClientTransport({
    ...launcher,
    cwd: process.cwd(),
    env: { ...env, POSTLANE_API_KEY: apiKey, POSTLANE_DATA_DIR: dataDir, POSTLANE_EMBEDDED_DB: "disk" },
    stderr: "pipe",
  });
}

async function connect(apiKey: string): Promise<Client> {
  const client = new Client({ name: "postlane-stdio-test", version: "1.0.0" });
  await client.connect(transport(apiKey));
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const res = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { text: string }[] };
  return { isError: res.isError ?? false, body: JSON.parse(res.content[0].text) };
}

describe(`npm run mcp (stdio${onPostgres ? ", own database connection" : ", relayed to the running app"})`, () => {
  it(
    "lists the tools, creates a draft, validates it, and refuses what the key may not do",
    async () => {
      const client = await connect(w.keys.live);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(["create_post", "validate_post", "publish_post", "list_ideas"]));

      const created = await call(client, "create_post", { caption: "from stdio", accountMappings: [{ platform: "mastodon" }] });
      expect(created.body).toMatchObject({ status: "draft" });
      expect(await db.post.findUniqueOrThrow({ where: { id: created.body.postIds[0] } })).toMatchObject({ caption: "from stdio", status: "draft" });
      expect((await call(client, "validate_post", { caption: "x".repeat(501), accountMappings: [{ platform: "mastodon" }] })).body.problems).toEqual([
        {
          platform: "mastodon",
          accountId: w.accounts.mastodon.id,
          field: "caption",
          message: "text is too long: 501 characters, at most 500",
          kind: "too_long",
        },
      ]);

      const draftsOnly = await createApiKey({
        workspaceId: w.workspaceId,
        actor: systemActor,
        creatorUserId: w.owner.id,
        input: { mode: "live", scopes: ["posts:read", "posts:write"], draftsOnly: true },
      });
      const limited = await connect(draftsOnly.key);
      expect(await call(limited, "publish_post", { id: created.body.postIds[0] })).toEqual({
        isError: true,
        body: { error: "This API key is drafts-only: it cannot publish posts", code: "forbidden", status: 403 },
      });
      expect((await limited.listTools()).tools.map((t) => t.name)).not.toContain("list_ideas");
    },
    CHILD_TIMEOUT_MS,
  );

  it(
    "a revoked key is refused with the API's 401 message",
    async () => {
      const client = new Client({ name: "postlane-stdio-test", version: "1.0.0" });
      const t = transport(w.keys.revoked);
      const stderr: string[] = [];
      t.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString("utf8")));
      if (onPostgres) {
        // The server checks the key before it speaks: the child exits with the reason on stderr.
        await expect(client.connect(t)).rejects.toThrow();
        expect(stderr.join("")).toContain('{"error":"API key has been revoked"}');
      } else {
        // The relay says Postlane answered, and what: not that it "did not answer".
        await expect(client.connect(t)).rejects.toThrow(/Postlane at http:\/\/127\.0\.0\.1:\d+ refused the request \(HTTP 401\): API key has been revoked/);
        await client.close();
      }
    },
    CHILD_TIMEOUT_MS,
  );

  it(
    "ends by itself when the client closes stdin, and on SIGTERM and SIGINT, closing its session within 2 s",
    async () => {
      // Wall-clock times of a child's exit measure this busy machine more than the server, so the test reads
      // what the child reports: that it ended for the right reason, and how long its closing took.
      for (const cause of ["stdin", "SIGTERM", "SIGINT"] as const) {
        const t = transport(w.keys.live);
        const stderr: string[] = [];
        t.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString("utf8")));
        const client = new Client({ name: "postlane-stdio-test", version: "1.0.0" });
        await client.connect(t);
        const exited = new Promise<void>((resolve) => (t.onclose = resolve));
        // Closing stdin is what the SDK's close() does first; only after 2 s without an exit does it send
        // SIGTERM itself, which would show below as "SIGTERM" instead of the stdin reason.
        if (cause === "stdin") await client.close();
        else process.kill(t.pid!, cause);
        await exited;
        const reason = cause === "stdin" ? "the client closed stdin" : cause;
        const line = new RegExp(`\\[postlane mcp\\] (.+): session closed in (\\d+) ms`).exec(stderr.join(""));
        expect(line?.[1]).toBe(reason);
        expect(Number(line?.[2])).toBeLessThan(2_000);
      }
    },
    CHILD_TIMEOUT_MS,
  );

  it(
    "started by `npm run --silent mcp`: stdout carries only the protocol, and SIGINT or SIGTERM to npm ends the server",
    async () => {
      // npm runs the script through sh, which passes no signal on: the script execs node, so npm's forwarded signal
      // reaches the server itself. The transport closes once every process holding the pipes has exited (npm, the
      // server), which is the event waited for; the time bound is loose for a loaded machine, the server's own
      // report of its closing is the precise figure.
      for (const signal of ["SIGINT", "SIGTERM"] as const) {
        const t = transport(w.keys.live, { command: "npm", args: ["run", "--silent", "mcp"] });
        const stderr: string[] = [];
        t.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString("utf8")));
        const client = new Client({ name: "postlane-stdio-test", version: "1.0.0" });
        const protocolErrors: Error[] = [];
        client.onerror = (error) => protocolErrors.push(error);
        await client.connect(t);
        expect((await client.listTools()).tools.map((tool) => tool.name)).toContain("create_post");

        const gone = new Promise<void>((resolve) => (t.onclose = resolve));
        const signalled = performance.now();
        process.kill(t.pid!, signal);
        await gone;
        expect(performance.now() - signalled).toBeLessThan(10_000);
        const line = /\[postlane mcp\] (\w+): session closed in (\d+) ms/.exec(stderr.join(""));
        expect(line?.[1]).toBe(signal);
        expect(Number(line?.[2])).toBeLessThan(1_000);
        expect(protocolErrors).toEqual([]);
      }
    },
    CHILD_TIMEOUT_MS,
  );
});
