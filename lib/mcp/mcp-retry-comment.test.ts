// retry_comment over MCP, driven by the SDK's own client against the production server's front on a real port
// (as mcp-http.test.ts): a post published through the sandbox whose first comment the network refused
// (platformOptions.sandbox.commentOutcome), then retried alone by the tool, scoped like
// POST /posts/{id}/retry-comment (posts:write, not for drafts-only keys, only the key's own workspace).
import "@/test/use-database";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPublishingWorker, stopPublishingWorker } from "@/lib/publishing/worker";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { makeApiWorkspace } from "@/test/api/api-fixture";
import { callTool, startMcpHttp, type McpHttpHarness } from "@/test/mcp/mcp-http-harness";

type W = Awaited<ReturnType<typeof makeApiWorkspace>>;
let w: W;
let other: W;
let mcp: McpHttpHarness;

beforeAll(async () => {
  [w, other] = [await makeApiWorkspace(), await makeApiWorkspace()];
  mcp = await startMcpHttp();
  startPublishingWorker({ sweepIntervalMs: 100, workspaceIds: [w.workspaceId] });
});

afterAll(async () => {
  await mcp.close();
  await stopPublishingWorker();
});

const connect = (key: string): Promise<Client> => mcp.connect(key);

const call = callTool;

async function keyWith(scopes: string[], draftsOnly = false) {
  const input = { mode: "live" as const, scopes: scopes as never, draftsOnly };
  return (await createApiKey({ workspaceId: w.workspaceId, actor: systemActor, creatorUserId: w.owner.id, input })).key;
}

describe("retry_comment", () => {
  it("posts a refused first comment again, alone, for a key that may publish in its own workspace", async () => {
    const client = await connect(w.keys.live);
    const created = await call(client, "create_post", {
      caption: "Launch notes are up",
      status: "published",
      accountMappings: [{ platform: "bluesky", accountId: w.accounts.bluesky.id }],
      // The sandbox refuses the comment once, as a network does for an account without the permission.
      platformOptions: { bluesky: { firstComment: "Read them here: https://example.com/notes" }, sandbox: { commentOutcome: "fail" } },
    });
    const id = created.body.postIds[0] as string;
    let post = (await call(client, "get_post", { id })).body.post;
    for (let i = 0; i < 100 && post.status === "queued"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      post = (await call(client, "get_post", { id })).body.post;
    }
    expect(post.status).toBe("published");
    expect(post.platform_results[0].first_comment).toEqual({
      status: "failed",
      error: "bluesky: first comment: the account is not allowed to comment (sandbox)",
      kind: "forbidden",
      attempts: 1,
      attempted_at: expect.any(String),
    });

    // Scoped like the REST route: not listed without posts:write, refused for a drafts-only key, and another
    // workspace's key cannot see the post.
    const reader = await connect(await keyWith(["posts:read"]));
    expect((await reader.listTools()).tools.map((t) => t.name)).not.toContain("retry_comment");
    const drafts = await connect(await keyWith(["posts:read", "posts:write"], true));
    expect(await call(drafts, "retry_comment", { id })).toEqual({
      isError: true,
      body: { error: "This API key is drafts-only: it cannot retry first comments", code: "forbidden", status: 403 },
    });
    const stranger = await connect(other.keys.live);
    expect(await call(stranger, "retry_comment", { id })).toEqual({ isError: true, body: { error: "Post not found", code: "not_found", status: 404 } });

    const retried = await call(client, "retry_comment", { id });
    expect(retried.isError).toBe(false);
    expect(retried.body.post).toMatchObject({ id, status: "published" });
    expect(retried.body.post.platform_results[0].first_comment).toEqual({
      status: "posted",
      id: expect.any(String),
      url: expect.stringContaining("/sandbox/bluesky/"),
      attempted_at: expect.any(String),
    });
    // Posted once: a second retry is refused, and the post itself was never sent again.
    expect(await call(client, "retry_comment", { id })).toEqual({
      isError: true,
      body: { error: "The first comment is already posted", code: "validation_failed", status: 400 },
    });
    expect(retried.body.post.platform_results).toHaveLength(1);
  });

  it("a post without a failed comment is a 400 naming why", async () => {
    const client = await connect(w.keys.live);
    const draft = await call(client, "create_post", { caption: "Just a draft", accountMappings: [{ platform: "bluesky", accountId: w.accounts.bluesky.id }] });
    expect(await call(client, "retry_comment", { id: draft.body.postIds[0] })).toEqual({
      isError: true,
      body: { error: "Only a published post's first comment can be retried; this post is draft", code: "validation_failed", status: 400 },
    });
  });
});
