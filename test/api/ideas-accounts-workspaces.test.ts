import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { accountsEnvelope } from "@/lib/schemas/accounts";
import { ideaEnvelope, ideasEnvelope } from "@/lib/schemas/ideas";
import { workspacesEnvelope } from "@/lib/schemas/workspaces";
import { systemActor } from "@/lib/services/actor";
import { moveIdea } from "@/lib/services/ideas/move-idea";
import { createWorkspace } from "@/lib/services/workspaces/create-workspace";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

describe("ideas API", () => {
  it("lists by column then position; new ideas go to the end of their column; patch moves columns", async () => {
    const w = await makeApiWorkspace();
    const create = async (body: unknown) => {
      const res = await callApi("POST", "/ideas", { key: w.keys.live, body });
      expect(res.status).toBe(201);
      ideaEnvelope.parse(res.body);
      return res.body.idea;
    };
    const a = await create({ title: "a", status: "done" });
    const b = await create({ title: "b", tags: ["x"], mediaUrls: ["https://cdn.example/a.png"], mediaType: "image" });
    const c = await create({ title: "c", status: "todo" });
    const d = await create({ title: "d" });
    expect(b).toMatchObject({ status: "unassigned", tags: ["x"], mediaType: "image", caption: null });
    expect(d.position).toBeGreaterThan(b.position);
    const order = async () => (await callApi("GET", "/ideas", { key: w.keys.test })).body.ideas.map((i: { title: string }) => i.title);
    expect(await order()).toEqual(["b", "d", "c", "a"]);
    ideasEnvelope.parse((await callApi("GET", "/ideas", { key: w.keys.live })).body);

    const moved = await callApi("PATCH", `/ideas/${b.id}`, { key: w.keys.live, body: { status: "todo", caption: "cap" } });
    expect(moved.body.idea).toMatchObject({ status: "todo", caption: "cap", title: "b" });
    expect(await order()).toEqual(["d", "c", "b", "a"]);

    // The board's drag and drop: between neighbours takes the midpoint, a single row changes.
    const between = await moveIdea({ workspaceId: w.workspaceId, actor: systemActor, input: { id: d.id, status: "todo", afterId: c.id, beforeId: b.id } });
    expect(between.position).toBe((c.position + moved.body.idea.position) / 2);
    expect(await order()).toEqual(["c", "d", "b", "a"]);
    await moveIdea({ workspaceId: w.workspaceId, actor: systemActor, input: { id: b.id, beforeId: c.id } });
    expect(await order()).toEqual(["b", "c", "d", "a"]);
    // Fifty moves into the same gap exhaust doubles; the column is renumbered and order still holds.
    for (let i = 0; i < 60; i++) {
      await moveIdea({ workspaceId: w.workspaceId, actor: systemActor, input: { id: i % 2 === 0 ? c.id : d.id, afterId: b.id } });
      const expected = i % 2 === 0 ? ["b", "c", "d", "a"] : ["b", "d", "c", "a"];
      if (i % 10 === 9 || i > 45) expect(await order(), `move ${i}`).toEqual(expected);
    }
    await expect(moveIdea({ workspaceId: w.workspaceId, actor: systemActor, input: { id: b.id, afterId: a.id } })).rejects.toMatchObject({
      status: 400,
      message: "afterId: no idea with this id in the todo column",
    });

    expect(await callApi("DELETE", `/ideas/${a.id}`, { key: w.keys.live })).toMatchObject({ status: 200, body: { id: a.id, deleted: true } });
    expect(await callApi("DELETE", `/ideas/${a.id}`, { key: w.keys.live })).toMatchObject({ status: 404, body: { error: "Idea not found" } });
    expect(await callApi("PATCH", `/ideas/${a.id}`, { key: w.keys.live, body: { title: "z" } })).toMatchObject({ status: 404 });
  });

  it.each([
    [{ status: "later" }, "status: must be one of unassigned, todo, in_progress, done"],
    [{ title: 1 }, "title: must be a string"],
    [{ mediaType: "gif" }, "mediaType: must be image or video"],
    [{ tags: "a,b" }, "tags: must be a list of strings"],
    [{ mediaUrls: ["ftp:/x"] }, "mediaUrls[0]: must be an http(s) URL"],
    [{ color: "red" }, "unknown field: color"],
  ])("refuses %j with 400", async (body, message) => {
    const w = await makeApiWorkspace();
    expect(await callApi("POST", "/ideas", { key: w.keys.live, body })).toMatchObject({ status: 400, body: { error: message } });
  });
});

describe("accounts and workspaces API", () => {
  it("POST /media/upload-url with no body (the contract's body is optional) signs a generic upload: 201", async () => {
    const w = await makeApiWorkspace();
    for (const request of [{}, { rawBody: "" }, { body: {} }]) {
      const res = await callApi("POST", "/media/upload-url", { key: w.keys.live, ...request });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ uploadUrl: expect.stringMatching(/^https?:\/\//), publicUrl: expect.stringMatching(/\.bin$/) });
    }
    const media = await db.mediaObject.findMany({ where: { workspaceId: w.workspaceId } });
    expect(media.map((m) => m.contentType)).toEqual(["application/octet-stream", "application/octet-stream", "application/octet-stream"]);
  });

  it("DELETE /accounts/{id} disconnects as the web app does: 204, tokens erased, account.disconnected once, managers only", async () => {
    const w = await makeApiWorkspace();
    const hook = await callApi("POST", "/webhooks", { key: w.keys.live, body: { url: "https://hooks.example.com/in", events: ["account.disconnected"] } });
    const endpointId = hook.body.webhook.id as string;
    const id = w.accounts.bluesky.id;
    // A member (below manager) is refused by the same rule the web app's Disconnect applies.
    expect(await callApi("DELETE", `/accounts/${id}`, { key: w.keys.member })).toMatchObject({
      status: 403,
      body: { error: "Your role (member) cannot disconnect accounts; it needs manager or above" },
    });
    const res = await callApi("DELETE", `/accounts/${id}`, { key: w.keys.live });
    expect(res).toMatchObject({ status: 204, body: null });
    const row = await db.socialAccount.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ isConnected: false, accessTokenEnc: null, refreshTokenEnc: null });
    const listed = (await callApi("GET", "/accounts", { key: w.keys.live })).body.accounts.find((a: { id: string }) => a.id === id);
    expect(listed).toMatchObject({ id, is_connected: false });
    const events = await db.webhookDelivery.findMany({ where: { endpointId }, include: { event: true } });
    expect(events.map((d) => d.event.type)).toEqual(["account.disconnected"]);
    expect(JSON.parse(events[0].event.payload).data).toMatchObject({ id, is_connected: false });
    // Again: nothing left to change, so 204 and no second event.
    expect((await callApi("DELETE", `/accounts/${id}`, { key: w.keys.live })).status).toBe(204);
    expect(await db.webhookDelivery.count({ where: { endpointId } })).toBe(1);
  });

  it("lists accounts with the contract's fields and never a token", async () => {
    const w = await makeApiWorkspace();
    const res = await callApi("GET", "/accounts", { key: w.keys.live });
    expect(res.status).toBe(200);
    accountsEnvelope.parse(res.body);
    expect(res.body.accounts.map((a: { id: string }) => a.id).sort()).toEqual([w.accounts.bluesky.id, w.accounts.mastodon.id].sort());
    for (const account of res.body.accounts) {
      expect(Object.keys(account).sort()).toEqual(
        ["id", "platform", "platform_username", "platform_account_id", "is_connected", "requires_reauth", "profile_image_url", "connected_at"].sort(),
      );
    }
  });

  it("lists the creator's workspaces with exactly the key's active", async () => {
    const w = await makeApiWorkspace();
    const second = await createWorkspace({ ownerId: w.owner.id, input: { name: "Acme" } });
    const res = await callApi("GET", "/workspaces", { key: w.keys.readOnly });
    expect(res.status).toBe(200);
    workspacesEnvelope.parse(res.body);
    expect(res.body.workspaces).toHaveLength(2);
    expect(res.body.mode).toBe(w.keys.readOnly.startsWith("pl_test_") ? "test" : "live");
    expect(res.body.workspaces.filter((x: { active: boolean }) => x.active)).toEqual([
      { id: w.workspaceId, name: expect.any(String), isPersonal: true, role: "owner", active: true },
    ]);
    expect(res.body.workspaces.find((x: { id: string }) => x.id === second.id)).toMatchObject({ name: "Acme", active: false, role: "owner" });
  });
});
