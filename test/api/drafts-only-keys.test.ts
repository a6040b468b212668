import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

// A drafts-only key (made for AI assistants) writes drafts and nothing that reaches a network, through the
// REST API as through MCP: the services refuse it, whichever door the request came in by.
describe("drafts-only API keys", () => {
  it("create and edit drafts, but 403 for scheduling, publishing and retrying", async () => {
    const w = await makeApiWorkspace();
    const { key } = await createApiKey({
      workspaceId: w.workspaceId,
      actor: systemActor,
      creatorUserId: w.owner.id,
      input: { mode: "live", scopes: ["posts:read", "posts:write"], draftsOnly: true },
    });
    const mappings = [{ platform: "bluesky" }];
    const later = new Date(Date.now() + 3_600_000).toISOString();

    const draft = await callApi("POST", "/posts", { key, body: { caption: "idea", accountMappings: mappings } });
    expect(draft).toMatchObject({ status: 201, body: { status: "draft" } });
    const id = draft.body.postIds[0];
    expect((await callApi("PATCH", `/posts/${id}`, { key, body: { caption: "better idea" } })).status).toBe(200);

    const refusals: [string, string, unknown, string][] = [
      ["POST", "/posts", { caption: "x", accountMappings: mappings, status: "published" }, "publish posts"],
      ["POST", "/posts", { caption: "x", accountMappings: mappings, status: "scheduled", scheduledAt: later }, "schedule posts"],
      ["PATCH", `/posts/${id}`, { status: "scheduled", scheduledAt: later }, "schedule posts"],
      ["POST", `/posts/${id}/publish`, undefined, "publish posts"],
      ["POST", `/posts/${id}/retry`, undefined, "retry posts"],
    ];
    for (const [method, path, body, action] of refusals) {
      const res = await callApi(method, path, { key, body });
      expect(res, `${method} ${path}`).toMatchObject({ status: 403, body: { error: `This API key is drafts-only: it cannot ${action}` } });
    }
    expect(await db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "draft", caption: "better idea" });
    expect(await db.post.count({ where: { workspaceId: w.workspaceId } })).toBe(1);
  });
});
