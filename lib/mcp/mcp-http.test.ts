// The MCP endpoint over real HTTP, driven by the SDK's own client: the production server's front
// (lib/server/api-front) on a real port, routing /functions/v1/mcp to app/api/mcp/route.ts, the services
// and the in-process publishing worker publishing through the sandbox.
import "@/test/use-database";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { startPublishingWorker, stopPublishingWorker } from "@/lib/publishing/worker";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { makeApiWorkspace } from "@/test/api/api-fixture";
import { callApi } from "@/test/api/call-api";
import { callTool, startMcpHttp, type McpHttpHarness } from "@/test/mcp/mcp-http-harness";
import { MCP_TOOLS } from "./tools";

type W = Awaited<ReturnType<typeof makeApiWorkspace>>;
let w: W;
let mcp: McpHttpHarness;
let endpoint: URL;

beforeAll(async () => {
  w = await makeApiWorkspace();
  mcp = await startMcpHttp();
  endpoint = mcp.endpoint;
  startPublishingWorker({ sweepIntervalMs: 200, workspaceIds: [w.workspaceId] });
});

afterAll(async () => {
  await mcp.close();
  await stopPublishingWorker();
});

const connect = (key: string): Promise<Client> => mcp.connect(key);

const call = callTool;

async function keyWith(scopes: string[], draftsOnly = false) {
  return (
    await createApiKey({
      workspaceId: w.workspaceId,
      actor: systemActor,
      creatorUserId: w.owner.id,
      input: { mode: "live", scopes: scopes as never, draftsOnly },
    })
  ).key;
}

describe("MCP over Streamable HTTP", () => {
  it("lists every tool with its input schema and read-only / destructive annotations", async () => {
    const client = await connect(w.keys.live);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(MCP_TOOLS.map((t) => t.name).sort());
    expect(tools).toHaveLength(42);
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    for (const name of [
      "list_posts",
      "get_post",
      "validate_post",
      "list_accounts",
      "list_ideas",
      "get_analytics",
      "export_analytics_csv",
      "list_workspaces",
      "get_workspace",
      "list_link_pages",
      "get_link_page",
      "get_link_analytics",
      "list_posting_schedules",
      "list_queue",
      "list_posts_awaiting_approval",
      "list_media",
      "get_media",
    ]) {
      expect(byName[name].annotations?.readOnlyHint, name).toBe(true);
    }
    for (const name of ["delete_post", "delete_idea", "delete_media"])
      expect(byName[name].annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName.create_post.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(byName.publish_post.annotations).toMatchObject({ readOnlyHint: false, openWorldHint: true });
    // Approving can publish; submitting and asking for changes stay inside Postlane.
    expect(byName.approve_post.annotations).toMatchObject({ readOnlyHint: false, openWorldHint: true });
    expect(byName.submit_post_for_approval.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, openWorldHint: false });
    expect(byName.request_post_changes.inputSchema.required).toContain("comment");
    expect(byName.create_post.inputSchema.properties).toHaveProperty("accountMappings");
    // Every field of create_post is described for a model (12 of 13 once had nothing).
    const fields = Object.entries(byName.create_post.inputSchema.properties as Record<string, { description?: string }>);
    expect(fields).toHaveLength(17); // 13, then ideaId (a post made from an idea), mediaAltTexts, utm and notes
    for (const [name, field] of fields) expect(field.description, `create_post.${name}`).toMatch(/\w{3,}.*\w{3,}/);
    // create_link_page had 0 of 6 described; add_link_block's block declared only `type`.
    const page = Object.entries(byName.create_link_page.inputSchema.properties as Record<string, { description?: string }>);
    expect(page.map(([name]) => name).sort()).toEqual(["accentColor", "avatarUrl", "bio", "slug", "theme", "title"]);
    for (const [name, field] of page) expect(field.description, `create_link_page.${name}`).toMatch(/\w{3,}.*\w{3,}/);
    const block = (byName.add_link_block.inputSchema.properties as Record<string, { properties: Record<string, { description?: string }> }>).block.properties;
    expect(Object.keys(block)).toEqual(expect.arrayContaining(["type", "label", "url", "text", "accountIds", "count", "postLinks", "position"]));
    for (const [name, field] of Object.entries(block)) expect(field.description, `add_link_block.block.${name}`).toBeTruthy();
  });

  it("creates a draft by default, validates, publishes through the worker and reads the result back", async () => {
    const client = await connect(w.keys.live);
    const accounts = await call(client, "list_accounts");
    const bluesky = accounts.body.accounts.find((a: { platform: string }) => a.platform === "bluesky");

    const tooLong = await call(client, "validate_post", { caption: "b".repeat(301), accountMappings: [{ platform: "bluesky", accountId: bluesky.id }] });
    expect(tooLong.body).toEqual({
      valid: false,
      problems: [{ platform: "bluesky", accountId: bluesky.id, field: "caption", message: "text is too long: 301 graphemes, at most 300", kind: "too_long" }],
      warnings: [],
    });
    const body = { caption: "Hello from an assistant", accountMappings: [{ platform: "bluesky", accountId: bluesky.id }] };
    expect((await call(client, "validate_post", body)).body).toEqual({ valid: true, problems: [], warnings: [] });

    const created = await call(client, "create_post", body);
    expect(created).toEqual({ isError: false, body: { postIds: [expect.any(String)], status: "draft", dispatchDeferred: false } });
    const id = created.body.postIds[0];
    expect((await call(client, "get_post", { id })).body.post).toMatchObject({ id, status: "draft", caption: "Hello from an assistant" });

    const published = await call(client, "publish_post", { id });
    expect(published.body).toMatchObject({ postIds: [id], status: "queued" });
    let post = (await call(client, "get_post", { id })).body.post;
    for (let i = 0; i < 100 && post.status === "queued"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      post = (await call(client, "get_post", { id })).body.post;
    }
    expect(post).toMatchObject({ status: "published", platform_results: [expect.objectContaining({ platform: "bluesky", success: true })] });
    const listed = await call(client, "list_posts", { status: "published" });
    expect(listed.body.posts.map((p: { id: string }) => p.id)).toContain(id);
  });

  it("queue: sets an account's posting times, adds posts to the next free slots, lists them; a drafts-only key may not", async () => {
    const client = await connect(w.keys.live);
    const accountId = w.accounts.mastodon.id;
    const set = await call(client, "set_posting_schedule", {
      accountId,
      timeZone: "UTC",
      slots: [
        { day: 3, time: "12:00" },
        { day: 1, time: "08:00" },
      ],
    });
    expect(set.body).toEqual({
      schedule: {
        timeZone: "UTC",
        slots: [
          { day: 1, time: "08:00" },
          { day: 3, time: "12:00" },
        ],
      },
    });
    const schedules = (await call(client, "list_posting_schedules")).body.schedules;
    const mastodon = schedules.find((s: { accountId: string }) => s.accountId === accountId);
    expect(mastodon).toMatchObject({ platform: "mastodon", timeZone: "UTC" });
    // The REST object, exactly (the deprecated snake_case names included).
    expect(mastodon).toEqual((await callApi("GET", `/accounts/${accountId}/schedule`, { key: w.keys.live })).body.schedule);

    const body = { caption: "Queued by an assistant", accountMappings: [{ platform: "mastodon", accountId }] };
    const first = (await call(client, "add_to_queue", body)).body;
    const second = (await call(client, "add_to_queue", body)).body;
    expect(first).toMatchObject({ status: "scheduled", postIds: [expect.any(String)] });
    expect(Date.parse(second.scheduled_at)).toBeGreaterThan(Date.parse(first.scheduled_at));
    for (const at of [first.scheduled_at, second.scheduled_at]) expect([1, 3]).toContain(new Date(at).getUTCDay());

    expect(Object.keys(first).sort()).toEqual(["postIds", "scheduledAt", "scheduled_at", "status"]);
    expect((await call(client, "get_post", { id: first.postIds[0] })).body.post).toEqual(
      (await callApi("GET", `/posts/${first.postIds[0]}`, { key: w.keys.live })).body.post,
    );
    const queue = (await call(client, "list_queue", { days: 21 })).body.queue;
    expect(queue).toEqual((await callApi("GET", "/queue?days=21", { key: w.keys.live })).body.queue);
    const mine = queue.flatMap((e: { posts: { id: string }[] }) => e.posts.map((p) => p.id));
    expect(mine).toEqual(expect.arrayContaining([first.postIds[0], second.postIds[0]]));
    const drafts = await connect(await keyWith(["posts:read", "posts:write"], true));
    expect(await call(drafts, "add_to_queue", body)).toMatchObject({ isError: true, body: { error: expect.stringContaining("draft") } });
    expect((await call(client, "set_posting_schedule", { accountId, timeZone: "Nowhere/Else", slots: [] })).body.error).toContain("timeZone");
  });

  it("workspace: reads the UTM tags setting and changes it as PATCH /workspaces/{id} does; a member's key may not", async () => {
    const client = await connect(w.keys.live);
    expect((await call(client, "get_workspace")).body.workspace).toMatchObject({ id: w.workspaceId, active: true, utm: { enabled: false, campaign: null } });
    expect(await call(client, "update_workspace", { utm: { enabled: true } })).toMatchObject({
      isError: true,
      body: { status: 400, error: "utm.campaign: required to turn UTM tags on (none is set yet)" },
    });
    try {
      const on = await call(client, "update_workspace", { utm: { enabled: true, campaign: "agent-spring" } });
      expect(on.body.workspace.utm).toEqual({ enabled: true, campaign: "agent-spring" });
      const member = await connect(w.keys.member);
      expect(await call(member, "update_workspace", { utm: { enabled: false } })).toMatchObject({
        isError: true,
        body: { status: 403, error: "Your role (member) cannot change the UTM tags setting; it needs manager or above" },
      });
      expect((await call(member, "get_workspace")).body.workspace).toMatchObject({ role: "member", utm: { enabled: true, campaign: "agent-spring" } });
    } finally {
      // The file's other tests publish in this workspace: leave its links untagged.
      await call(client, "update_workspace", { utm: { enabled: false } });
    }
  });

  it("ideas: create, update, move, list and delete", async () => {
    const client = await connect(w.keys.live);
    const a = (await call(client, "create_idea", { title: "A", status: "todo" })).body.idea;
    const b = (await call(client, "create_idea", { title: "B", status: "todo" })).body.idea;
    expect((await call(client, "update_idea", { id: a.id, caption: "more" })).body.idea).toMatchObject({ title: "A", caption: "more" });
    await call(client, "move_idea", { id: b.id, beforeId: a.id });
    const todo = (await call(client, "list_ideas")).body.ideas.filter((i: { status: string }) => i.status === "todo").map((i: { title: string }) => i.title);
    expect(todo).toEqual(["B", "A"]);
    // A page at a time, as over REST: the cursor the tool returned reads on from the row after the last one.
    const whole = (await call(client, "list_ideas")).body;
    expect(whole.nextCursor).toBeNull();
    const first = (await call(client, "list_ideas", { limit: 1 })).body;
    expect(first.ideas.map((i: { id: string }) => i.id)).toEqual([whole.ideas[0].id]);
    const rest = (await call(client, "list_ideas", { limit: 200, cursor: first.nextCursor })).body;
    expect(rest).toEqual({ ideas: whole.ideas.slice(1), nextCursor: null });
    const tampered = (await client.callTool({ name: "list_ideas", arguments: { cursor: "nope" } })) as { isError?: boolean; content: { text: string }[] };
    expect([tampered.isError, tampered.content[0].text]).toEqual([true, expect.stringContaining("cursor: must be the nextCursor of a previous page")]);
    expect((await call(client, "delete_idea", { id: a.id })).body).toEqual({ id: a.id, deleted: true });
  });

  it("link pages: create, add blocks (a javascript: URL refused as over REST), publish, read back and measure", async () => {
    const client = await connect(w.keys.live);
    const slug = `mcp-${w.workspaceId.slice(0, 8)}`;
    const page = (await call(client, "create_link_page", { slug, title: "From an agent" })).body.link;
    expect(page).toMatchObject({ slug, status: "draft" });
    const refused = await call(client, "add_link_block", { id: page.id, block: { type: "link", label: "x", url: "javascript:alert(1)" } });
    expect(refused.isError).toBe(true);
    expect(refused.body.status).toBe(400);
    await call(client, "add_link_block", { id: page.id, block: { type: "link", label: "Shop", url: "https://shop.example.com/" } });
    expect((await call(client, "publish_link_page", { id: page.id })).body.link).toMatchObject({ status: "published" });
    const read = (await call(client, "get_link_page", { id: page.id })).body.link;
    expect(read.blocks.map((b: { type: string }) => b.type)).toEqual(["link"]);
    expect((await call(client, "list_link_pages")).body.links.map((l: { id: string }) => l.id)).toContain(page.id);
    const analytics = await call(client, "get_link_analytics", { id: page.id, period: "7d" });
    expect(analytics.isError).toBe(false);
  });

  it("lists only the tools the key's scopes allow, refuses the others, and lets the key use its own", async () => {
    const client = await connect(await keyWith(["posts:read"]));
    const listed = (await client.listTools()).tools.map((t) => t.name).sort();
    // Before: all 27 tools whatever the scopes.
    expect(listed).toEqual([
      "get_post",
      "get_workspace",
      "list_posts",
      "list_posts_awaiting_approval",
      "list_queue",
      "list_review_links",
      "list_workspaces",
      "validate_post",
    ]);
    // A tool the key was not offered, or none of that name: the REST error body with its code (issue 36).
    for (const name of ["create_post", "list_accounts", "no_such_tool"]) {
      expect(await call(client, name)).toEqual({ isError: true, body: { error: `Tool ${name} not found`, code: "not_found", status: 404 } });
    }
    expect((await call(client, "list_posts")).isError).toBe(false);
    expect((await call(client, "get_post", { id: "not-a-uuid" })).body).toEqual({ error: "Post not found", code: "not_found", status: 404 });
  });

  it("arguments that do not fit the tool's schema are a tool error naming the field", async () => {
    const client = await connect(w.keys.live);
    // Parsed with the tool's schema (the REST schema) by the REST handlers' parser: the same words and code as a 400.
    const res = await call(client, "create_post", { caption: 5, accountMappings: [{ platform: "bluesky" }] });
    expect(res).toEqual({ isError: true, body: { error: expect.stringMatching(/^caption: /), code: "validation_failed", status: 400 } });
    const rest = await callApi("POST", "/posts", { key: w.keys.live, body: { caption: 5, accountMappings: [{ platform: "bluesky" }] } });
    expect(res.body.error).toBe(rest.body.error);
  });

  it("export_analytics_csv: the CSV of GET /analytics/export, for a key with analytics:read", async () => {
    const post = await db.post.create({
      data: { workspaceId: w.workspaceId, platforms: ["mastodon"], caption: "=1+1 counted", status: "published", publishedAt: new Date() },
    });
    await db.metricSnapshot.create({ data: { postId: post.id, workspaceId: w.workspaceId, platform: "mastodon", fetchedAt: new Date(), likes: 4 } });
    const res = await call(await connect(await keyWith(["analytics:read"])), "export_analytics_csv", { period: "7d" });
    expect(res.isError).toBe(false);
    expect(res.body.filename).toMatch(/^analytics-.*-7d-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, line] = (res.body.csv as string).split("\r\n");
    expect(header).toBe(
      "post_id,published_at,network,caption,views,likes,comments,shares,reach,saves,impressions,reposts,total_interactions,measured_at,error",
    );
    expect(line).toContain(`${post.id},`);
    // The formula caption comes back as text: a leading ' (and quoted, as Papa writes an escaped cell).
    expect(line).toContain(`,mastodon,"'=1+1 counted",,4,`);
  });

  it("a viewer's key reads but cannot write", async () => {
    const client = await connect(w.keys.viewer);
    expect((await call(client, "list_ideas")).isError).toBe(false);
    expect((await call(client, "create_idea", { title: "x" })).body).toEqual({
      error: "The key's creator has the viewer role in this workspace, which cannot write",
      code: "forbidden",
      status: 403,
    });
  });

  it("a drafts-only key creates drafts but cannot publish, schedule or create published", async () => {
    const client = await connect(await keyWith(["posts:read", "posts:write"], true));
    const draft = await call(client, "create_post", { caption: "idea", accountMappings: [{ platform: "bluesky" }] });
    expect(draft.body.status).toBe("draft");
    const id = draft.body.postIds[0];
    expect(await call(client, "publish_post", { id })).toEqual({
      isError: true,
      body: { error: "This API key is drafts-only: it cannot publish posts", code: "forbidden", status: 403 },
    });
    expect((await call(client, "create_post", { caption: "x", status: "published", accountMappings: [{ platform: "bluesky" }] })).body.status).toBe(403);
    expect((await call(client, "update_post", { id, status: "scheduled", scheduledAt: new Date(Date.now() + 3_600_000).toISOString() })).body.status).toBe(403);
    expect(await db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "draft" });
  });

  it("approvals: a member's key submits, the owner's key asks for changes and approves; the member's key may not approve or schedule", async () => {
    // A workspace of its own, with "Posts need approval" on (the shared one keeps it off for the other tests).
    const team = await makeApiWorkspace();
    await db.workspace.update({ where: { id: team.workspaceId }, data: { postsNeedApproval: true } });
    const [member, owner] = [await connect(team.keys.member), await connect(team.keys.live)];
    const accountMappings = [{ platform: "bluesky", accountId: team.accounts.bluesky.id }];
    const at = new Date(Date.now() + 2 * 86_400_000).toISOString();

    expect((await call(member, "create_post", { caption: "too soon", accountMappings, status: "scheduled", scheduledAt: at })).body).toMatchObject({
      status: 403,
      error: expect.stringContaining("Posts in this workspace need approval"),
      code: "approval_required",
    });
    const id = (await call(member, "create_post", { caption: "For the launch", accountMappings })).body.postIds[0] as string;
    const submitted = await call(member, "submit_post_for_approval", { id, scheduledAt: at });
    expect(submitted.body.post).toMatchObject({
      status: "draft",
      approval: { state: "pending", requested_status: "scheduled", requested_by: team.members.member!.id },
    });
    expect((await call(owner, "list_posts_awaiting_approval")).body.posts.map((p: { id: string }) => p.id)).toEqual([id]);

    expect(await call(member, "approve_post", { id })).toEqual({
      isError: true,
      body: { status: 403, error: "Your role (member) cannot approve posts; managers, admins and owners can", code: "forbidden" },
    });
    // Without a comment the call is refused against the tool's schema, before it runs, with the field and the code.
    expect(await call(owner, "request_post_changes", { id })).toEqual({
      isError: true,
      body: { error: expect.stringMatching(/^comment: /), code: "validation_failed", status: 400 },
    });
    const sentBack = await call(owner, "request_post_changes", { id, comment: "Name the date" });
    expect(sentBack.body.post.approval).toMatchObject({ state: "changes_requested", decided_by: team.owner.id, comment: "Name the date" });
    expect((await call(owner, "list_posts_awaiting_approval")).body.posts).toEqual([]);

    await call(member, "submit_post_for_approval", { id, scheduledAt: at });
    const approved = await call(owner, "approve_post", { id, comment: "Good to go" });
    expect(approved).toMatchObject({
      isError: false,
      body: { post: { status: "scheduled", scheduled_at: at, approval: { state: "approved", decided_by: team.owner.id, comment: "Good to go" } } },
    });
    expect((await call(owner, "approve_post", { id })).body).toMatchObject({ status: 409 });
  });

  it("answers 401 with WWW-Authenticate without a valid key, before any MCP exchange", async () => {
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } },
    };
    for (const [authorization, error] of [
      [undefined, "Missing API key: send Authorization: Bearer <key>"],
      ["Bearer pl_live_nope", "Invalid API key"],
      [`Bearer ${w.keys.revoked}`, "API key has been revoked"],
    ] as const) {
      const res = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...(authorization ? { authorization } : {}) },
        body: JSON.stringify(init),
      });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await res.json()).toEqual({ error, code: "unauthorized" });
    }
    await expect(connect("pl_live_nope")).rejects.toThrow();
  });

  it("answers GET (no server-initiated stream in stateless mode) with 405", async () => {
    const res = await fetch(endpoint, { headers: { authorization: `Bearer ${w.keys.live}`, accept: "text/event-stream" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("POST");
  });
});
