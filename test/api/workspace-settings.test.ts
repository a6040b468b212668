// GET and PATCH /workspaces/{id}: the key's own workspace, its name and colour (owners and admins rename it,
// issue 37) and its UTM tags setting ("Campaign tags on links") through the public API, with the web app's
// rules: managers and above change the tags, never a drafts-only key, and another workspace's id is 404. Every answer is checked against the OpenAPI
// document by callApi.
import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { workspaceDetailEnvelope } from "@/lib/schemas/workspaces";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { addMember } from "@/lib/services/workspaces/add-member";
import { createWorkspace } from "@/lib/services/workspaces/create-workspace";
import { getUtmSetting } from "@/lib/services/workspaces/set-utm-setting";
import { makeUser } from "@/test/factories";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

type W = Awaited<ReturnType<typeof makeApiWorkspace>>;
let w: W;
let other: W;
let managerKey: string;
let draftsOnlyKey: string;
let adminKey: string;

const path = (id: string) => `/workspaces/${id}`;
const patch = (body: unknown, key = w.keys.live, id = w.workspaceId) => callApi("PATCH", path(id), { key, body });

beforeAll(async () => {
  w = await makeApiWorkspace();
  other = await makeApiWorkspace();
  const manager = await makeUser("manager");
  await addMember({ workspaceId: w.workspaceId, actor: systemActor, input: { email: manager.email, role: "manager" } });
  const admin = await makeUser("admin");
  await addMember({ workspaceId: w.workspaceId, actor: systemActor, input: { email: admin.email, role: "admin" } });
  const key = (userId: string, draftsOnly = false) =>
    createApiKey({ workspaceId: w.workspaceId, actor: systemActor, creatorUserId: userId, input: { mode: "live", scopes: ["posts:write"], draftsOnly } });
  managerKey = (await key(manager.id)).key;
  draftsOnlyKey = (await key(w.owner.id, true)).key;
  adminKey = (await key(admin.id)).key;
});

describe("GET /workspaces/{id}", () => {
  it("answers the key's workspace with its role and UTM setting, to any valid key", async () => {
    const res = await callApi("GET", path(w.workspaceId), { key: w.keys.readOnly });
    expect(res.status).toBe(200);
    workspaceDetailEnvelope.parse(res.body);
    expect(res.body.workspace).toEqual({
      id: w.workspaceId,
      name: expect.any(String),
      isPersonal: true,
      role: "owner",
      active: true,
      utm: { enabled: false, campaign: null },
      color: null,
      logoMediaId: null,
      logoUrl: null,
    });
    expect((await callApi("GET", path(w.workspaceId), { key: w.keys.viewer })).body.workspace).toMatchObject({ role: "viewer" });
    expect((await callApi("GET", path(w.workspaceId), { key: w.keys.member })).body.workspace).toMatchObject({ role: "member" });
  });

  it("is 404 for every other workspace, also one the key's creator belongs to", async () => {
    const second = await createWorkspace({ ownerId: w.owner.id, input: { name: "Acme" } });
    for (const id of [second.id, other.workspaceId, "not-a-uuid"]) {
      expect(await callApi("GET", path(id), { key: w.keys.live }), id).toMatchObject({ status: 404, body: { error: "Workspace not found" } });
    }
    // The key's own id in capitals is still its id.
    expect((await callApi("GET", path(w.workspaceId.toUpperCase()), { key: w.keys.live })).status).toBe(200);
    expect(await patch({ utm: { enabled: false } }, w.keys.live, second.id)).toMatchObject({ status: 404, body: { error: "Workspace not found" } });
  });
});

describe("PATCH /workspaces/{id}", () => {
  it("turns UTM tags on with a campaign, off keeping it, and on again with the kept one; only sent fields change", async () => {
    const on = await patch({ utm: { enabled: true, campaign: "  spring-sale " } });
    expect(on.status).toBe(200);
    expect(on.body.workspace).toMatchObject({ id: w.workspaceId, active: true, utm: { enabled: true, campaign: "spring-sale" } });
    // What publishing reads (lib/links/utm-tags.ts through resolve-content): the same setting.
    expect(await getUtmSetting(w.workspaceId)).toEqual({ enabled: true, campaign: "spring-sale" });

    expect((await patch({ utm: { campaign: "summer" } })).body.workspace.utm).toEqual({ enabled: true, campaign: "summer" });
    expect((await patch({ utm: { enabled: false } })).body.workspace.utm).toEqual({ enabled: false, campaign: "summer" });
    expect((await patch({ utm: { enabled: true } })).body.workspace.utm).toEqual({ enabled: true, campaign: "summer" });
    // Nothing sent, nothing changed.
    expect((await patch({})).body.workspace.utm).toEqual({ enabled: true, campaign: "summer" });
    // Off, the campaign can be cleared; on again then needs one.
    expect((await patch({ utm: { enabled: false, campaign: null } })).body.workspace.utm).toEqual({ enabled: false, campaign: null });
    expect(await patch({ utm: { enabled: true } })).toMatchObject({
      status: 400,
      body: { error: "utm.campaign: required to turn UTM tags on (none is set yet)" },
    });
    expect(await getUtmSetting(w.workspaceId)).toEqual({ enabled: false, campaign: null });
  });

  it("lets a manager change it, as the Members page does", async () => {
    const res = await patch({ utm: { enabled: true, campaign: "managers-too" } }, managerKey);
    expect(res.status).toBe(200);
    expect(res.body.workspace).toMatchObject({ role: "manager", utm: { enabled: true, campaign: "managers-too" } });
    await patch({ utm: { enabled: false } });
  });

  it.each([
    [{ utm: { enabled: "yes" } }, "utm.enabled: must be true or false"],
    [{ utm: { campaign: "x".repeat(101) } }, "utm.campaign: must be at most 100 characters"],
    [{ utm: { campaign: 7 } }, "utm.campaign: must be a string"],
    [{ utm: { enabled: true, campaign: "   " } }, "utm.campaign: required while UTM tags are on"],
    [{ utm: { enabled: true, campaign: null } }, "utm.campaign: required while UTM tags are on"],
  ])("refuses %j with 400 naming the field, changing nothing", async (body, message) => {
    const before = await getUtmSetting(w.workspaceId);
    expect(await patch(body)).toMatchObject({ status: 400, body: { error: message } });
    expect(await getUtmSetting(w.workspaceId)).toEqual(before);
  });

  it("renames the workspace and sets its colour for an owner's or an admin's key; GET /workspaces names it so too", async () => {
    const renamed = await patch({ name: "  Acme Bakery ", color: "#D97706" });
    expect(renamed).toMatchObject({ status: 200, body: { workspace: { name: "Acme Bakery", color: "#d97706", role: "owner" } } });
    const byAdmin = await patch({ name: "Acme Bakery Ltd" }, adminKey);
    expect(byAdmin).toMatchObject({ status: 200, body: { workspace: { name: "Acme Bakery Ltd", color: "#d97706", role: "admin" } } });
    const listed = await callApi("GET", "/workspaces", { key: w.keys.member });
    expect(listed.body.workspaces.find((x: { id: string }) => x.id === w.workspaceId)).toMatchObject({ name: "Acme Bakery Ltd" });
    expect((await patch({ color: null })).body.workspace.color).toBeNull();
  });

  it.each([
    [{ name: "" }, "name: must not be empty"],
    [{ name: "x".repeat(101) }, "name: must be at most 100 characters"],
    [{ name: 5 }, "name: is required"],
    [{ color: "orange" }, 'color: must be a colour like "#1d4ed8"'],
  ])("refuses the name or colour %j with 400 naming the field", async (body, message) => {
    expect(await patch(body)).toMatchObject({ status: 400, body: { error: message } });
  });

  it("refuses a rename below admin with 403, also together with a UTM change a manager may make, changing nothing", async () => {
    const before = (await callApi("GET", path(w.workspaceId), { key: w.keys.live })).body.workspace;
    expect(await patch({ name: "Managed", utm: { enabled: true, campaign: "m" } }, managerKey)).toMatchObject({
      status: 403,
      body: { error: "Your role (manager) cannot rename the workspace or change its colour; it needs admin or above" },
    });
    expect(await patch({ color: "#000000" }, w.keys.member)).toMatchObject({ status: 403 });
    expect(await patch({ name: "Viewed" }, w.keys.viewer)).toMatchObject({ status: 403 });
    expect((await callApi("GET", path(w.workspaceId), { key: w.keys.live })).body.workspace).toEqual(before);
  });

  it("refuses unknown fields and a body that is not a JSON object with 400", async () => {
    expect(await patch({ title: "Renamed" })).toMatchObject({ status: 400, body: { error: "unknown field: title" } });
    expect(await patch({ utm: { enabled: false, source: "x" } })).toMatchObject({ status: 400, body: { error: "unknown field: utm.source" } });
    expect(await callApi("PATCH", path(w.workspaceId), { key: w.keys.live, rawBody: "not json" })).toMatchObject({
      status: 400,
      body: { error: "Request body is not valid JSON" },
    });
    expect(await callApi("PATCH", path(w.workspaceId), { key: w.keys.live, rawBody: "[]" })).toMatchObject({
      status: 400,
      body: { error: "Request body must be a JSON object" },
    });
  });

  it("is 403 below manager, for a drafts-only key, without posts:write and for a viewer, changing nothing", async () => {
    const body = { utm: { enabled: true, campaign: "nope" } };
    const before = await getUtmSetting(w.workspaceId);
    expect(await patch(body, w.keys.member)).toMatchObject({
      status: 403,
      body: { error: "Your role (member) cannot change the UTM tags setting; it needs manager or above" },
    });
    expect(await patch(body, draftsOnlyKey)).toMatchObject({
      status: 403,
      body: { error: "This API key is drafts-only: it cannot change the UTM tags setting" },
    });
    expect(await patch(body, w.keys.readOnly)).toMatchObject({ status: 403, body: { error: "This API key lacks the posts:write scope" } });
    expect(await patch(body, w.keys.viewer)).toMatchObject({
      status: 403,
      body: { error: "The key's creator has the viewer role in this workspace, which cannot write" },
    });
    expect(await getUtmSetting(w.workspaceId)).toEqual(before);
  });
});
