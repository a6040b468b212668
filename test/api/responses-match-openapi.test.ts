import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { makeApiWorkspace } from "./api-fixture";
import { callApi, type ApiResult } from "./call-api";
import { responseMismatch } from "./openapi-validator";

// Real responses, checked against the served OpenAPI document itself (JSON Schema 2020-12), so the
// document cannot promise a shape the handlers do not produce. callApi checks every answer of every API
// test this way; this file walks each endpoint once and shows that the check refuses what it should.

describe("responses match the OpenAPI document", () => {
  it("for every endpoint's success and typical errors", async () => {
    const check = (path: string, method: string, res: ApiResult) => {
      const problem = responseMismatch(path, method, res);
      if (problem) throw new Error(problem);
    };
    const w = await makeApiWorkspace();
    const key = w.keys.live;
    const seen: [string, string, ApiResult][] = [];
    const call = async (method: string, template: string, path: string, options: Parameters<typeof callApi>[2] = {}) => {
      const res = await callApi(method, path, { key, ...options });
      seen.push([template, method, res]);
      return res;
    };
    await call("GET", "/accounts", "/accounts");
    await call("GET", "/workspaces", "/workspaces");
    const idea = (await call("POST", "/ideas", "/ideas", { body: { title: "t", tags: ["a"] } })).body.idea;
    await call("GET", "/ideas", "/ideas");
    await call("PATCH", "/ideas/{id}", `/ideas/${idea.id}`, { body: { status: "done" } });
    await call("PATCH", "/ideas/{id}", `/ideas/${idea.id}`, { body: { status: "nope" } });
    await call("DELETE", "/ideas/{id}", `/ideas/${idea.id}`);
    const created = await call("POST", "/posts", "/posts", { body: { caption: "c", accountMappings: [{ platform: "bluesky" }] } });
    const id = created.body.postIds[0];
    await call("POST", "/posts", "/posts", { body: { nope: 1 } });
    await call("POST", "/posts/validate", "/posts/validate", { body: { caption: "a".repeat(400), accountMappings: [{ platform: "bluesky" }] } });
    await call("POST", "/posts/validate", "/posts/validate", { body: { nope: 1 } });
    const csv = { rawBody: "caption,accounts\nImported,bluesky\n", headers: { "content-type": "text/csv" } };
    await call("POST", "/posts/import", "/posts/import?dryRun=true", csv);
    await call("POST", "/posts/import", "/posts/import", csv);
    await call("POST", "/posts/import", "/posts/import", { ...csv, rawBody: "no,header\n" });
    await call("GET", "/posts", "/posts?limit=5");
    await call("GET", "/posts/{id}", `/posts/${id}`);
    await call("PATCH", "/posts/{id}", `/posts/${id}`, {
      body: { title: "x", scheduledAt: new Date(Date.now() + 3600_000).toISOString(), status: "scheduled" },
    });
    await call("POST", "/posts/{id}/publish", `/posts/${id}/publish`);
    await call("GET", "/posts/{id}", `/posts/${id}`);
    await call("DELETE", "/posts/{id}", `/posts/${id}`);
    await call("GET", "/posts/{id}", `/posts/${id}`);
    await call("GET", "/posts", "/posts", { key: w.keys.revoked });
    await call("POST", "/posts", "/posts", { key: w.keys.readOnly, body: {} });
    const hook = (await call("POST", "/webhooks", "/webhooks", { body: { url: "https://hooks.example.com/in", events: ["post.created"] } })).body.webhook;
    await call("POST", "/webhooks", "/webhooks", { body: { url: "ftp://x", events: [] } });
    await call("GET", "/webhooks", "/webhooks");
    const sent = (await call("POST", "/webhooks/{id}/test", `/webhooks/${hook.id}/test`)).body.delivery;
    await call("GET", "/webhooks/{id}", `/webhooks/${hook.id}`);
    await call("POST", "/webhooks/{id}/rotate-secret", `/webhooks/${hook.id}/rotate-secret`, { body: { overlapHours: 2 } });
    await call("POST", "/webhooks/{id}/deliveries/{deliveryId}/resend", `/webhooks/${hook.id}/deliveries/${sent.id}/resend`);
    await call("PATCH", "/webhooks/{id}", `/webhooks/${hook.id}`, { body: { description: "edited", enabled: false } });
    await call("PATCH", "/webhooks/{id}", `/webhooks/${hook.id}`, { body: { nope: 1 } });
    await call("DELETE", "/webhooks/{id}", `/webhooks/${hook.id}`);
    for (const [path, method, res] of seen) check(path, method, res);
    // The check has teeth: a post missing fields, or an error with extra keys, is refused.
    expect(() => check("/posts/{id}", "GET", { status: 200, headers: new Headers(), body: { post: { id } } })).toThrow();
    expect(() => check("/posts", "GET", { status: 401, headers: new Headers(), body: { message: "x" } })).toThrow();
    expect(new Set(seen.map(([, , r]) => r.status))).toEqual(new Set([200, 201, 202, 400, 401, 403, 404]));
    // A status the operation does not list is a drift too, and an unknown path must still answer the error shape.
    expect(responseMismatch("/accounts", "GET", { status: 418, headers: new Headers(), body: { error: "x" } })).toMatch(/not documented/);
    expect(responseMismatch(undefined, "GET", { status: 404, headers: new Headers(), body: { error: "No API endpoint", code: "not_found" } })).toBeUndefined();
    // The error shape has a code from the closed set: none, or one outside it, is a drift.
    expect(responseMismatch(undefined, "GET", { status: 404, headers: new Headers(), body: { error: "No API endpoint" } })).toMatch(/code/);
    expect(responseMismatch(undefined, "GET", { status: 404, headers: new Headers(), body: { error: "No API endpoint", code: "missing" } })).toMatch(/code/);
    expect(responseMismatch(undefined, "GET", { status: 404, headers: new Headers(), body: "Not Found" })).toBeDefined();
  });

  it("is applied by callApi to every answer", async () => {
    const w = await makeApiWorkspace();
    // A real answer whose status the operation does not declare would throw; a declared one passes.
    await expect(callApi("GET", "/accounts", { key: w.keys.live })).resolves.toMatchObject({ status: 200 });
    await expect(callApi("GET", "/nowhere", { key: w.keys.live })).resolves.toMatchObject({ status: 404 });
  });
});
