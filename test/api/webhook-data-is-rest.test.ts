// One shape per resource across doors (issue 35): a webhook's `data.post`, `data.idea` and `data.account` are
// exactly what the REST API answers for the same resource at that moment, and the flat fields sent before are
// still there, equal to the REST object's, for the receivers built on them.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { systemActor } from "@/lib/services/actor";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

/** The `data` of the workspace's latest event of a type (the outbox keeps the exact body sent). */
async function lastData(workspaceId: string, type: string) {
  const event = await db.webhookEvent.findFirstOrThrow({ where: { workspaceId, type }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return JSON.parse(event.payload).data;
}

async function subscribeToEverything(key: string) {
  const created = await callApi("POST", "/webhooks", { key, body: { url: "https://hooks.example.com/all", events: ["*"] } });
  expect(created.status).toBe(201);
}

describe("webhook data is the REST object", () => {
  it("posts: created, updated, scheduled, approval requested and deleted carry GET /posts/{id}'s post", async () => {
    const w = await makeApiWorkspace();
    await subscribeToEverything(w.keys.live);
    const created = await callApi("POST", "/posts", {
      key: w.keys.live,
      body: {
        caption: "Spring sale https://shop.example.com",
        status: "draft",
        accountMappings: [{ platform: "bluesky", accountId: w.accounts.bluesky.id }],
        notes: "check the price",
        utm: { enabled: true, campaign: "spring" },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.postIds[0];
    const get = async () => (await callApi("GET", `/posts/${id}`, { key: w.keys.live })).body.post;

    const onCreate = await lastData(w.workspaceId, "post.created");
    expect(onCreate.post).toEqual(await get());
    expect(onCreate.post).toMatchObject({ notes: "check the price", utm: { enabled: true, campaign: "spring" }, media_alt_texts: [] });
    // The deprecated flat fields, beside it and equal to it.
    expect(onCreate).toMatchObject({
      id,
      workspace_id: w.workspaceId,
      mode: "live",
      caption: onCreate.post.caption,
      media_urls: [],
      created_at: onCreate.post.created_at,
    });

    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect((await callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body: { status: "scheduled", scheduledAt: at } })).status).toBe(200);
    const rest = await get();
    expect((await lastData(w.workspaceId, "post.updated")).post).toEqual(rest);
    expect((await lastData(w.workspaceId, "post.scheduled")).post).toEqual(rest);

    expect((await callApi("POST", `/posts/${id}/submit`, { key: w.keys.member })).status).toBe(200);
    const submitted = await lastData(w.workspaceId, "post.approval_requested");
    expect(submitted.post).toEqual(await get());
    expect(submitted.approval).toEqual(submitted.post.approval);

    const before = await get();
    expect((await callApi("DELETE", `/posts/${id}`, { key: w.keys.live })).status).toBe(200);
    const deleted = await lastData(w.workspaceId, "post.deleted");
    expect(deleted.post).toEqual(before);
    expect(deleted.deleted_at).toEqual(expect.any(String));
  });

  it("ideas: created and moved carry the ideas API's idea", async () => {
    const w = await makeApiWorkspace();
    await subscribeToEverything(w.keys.live);
    const created = await callApi("POST", "/ideas", { key: w.keys.live, body: { title: "Behind the scenes", tags: ["video"], notes: "film Tuesday" } });
    expect(created.status).toBe(201);
    const onCreate = await lastData(w.workspaceId, "idea.created");
    expect(onCreate.idea).toEqual(created.body.idea);
    expect(onCreate).toMatchObject({ id: created.body.idea.id, media_urls: created.body.idea.mediaUrls, tags: ["video"] });

    const moved = await callApi("PATCH", `/ideas/${created.body.idea.id}`, { key: w.keys.live, body: { status: "in_progress" } });
    expect(moved.status).toBe(200);
    const onMove = await lastData(w.workspaceId, "idea.moved");
    const listed = (await callApi("GET", "/ideas", { key: w.keys.live })).body.ideas.find((i: { id: string }) => i.id === created.body.idea.id);
    expect(onMove.idea).toEqual(listed);
    expect(onMove.idea).toEqual(moved.body.idea);
    expect(onMove.previous_status).toBe(created.body.idea.status);
  });

  it("accounts: connected and disconnected carry GET /accounts' account", async () => {
    const w = await makeApiWorkspace();
    await subscribeToEverything(w.keys.live);
    const listed = async (accountId: string) =>
      (await callApi("GET", "/accounts", { key: w.keys.live })).body.accounts.find((a: { id: string }) => a.id === accountId);

    const added = await addSocialAccount({ workspaceId: w.workspaceId, actor: systemActor, input: { platform: "mastodon", username: "grace", sandbox: true } });
    const connected = await lastData(w.workspaceId, "account.connected");
    expect(connected.account).toEqual(await listed(added.id));
    expect(connected).toMatchObject({ id: added.id, username: connected.account.platform_username, is_connected: true, reconnected: false });

    expect((await callApi("DELETE", `/accounts/${added.id}`, { key: w.keys.live })).status).toBe(204);
    const disconnected = await lastData(w.workspaceId, "account.disconnected");
    expect(disconnected.account).toEqual(await listed(added.id));
    expect(disconnected.account.is_connected).toBe(false);
    expect(disconnected.is_connected).toBe(false);
  });
});
