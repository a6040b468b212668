import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { decryptToken } from "@/lib/crypto/token-cipher";
import { webhookDeliveryResponse, webhookResponse, webhookWithSecret } from "@/lib/schemas/webhooks";
import { WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/event-types";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

const URL_ = "https://hooks.example.com/postlane";

describe("webhooks API", () => {
  it("creates an endpoint with its secret shown once, lists and reads it without, logs deliveries, rotates, deletes", async () => {
    const w = await makeApiWorkspace();
    const created = await callApi("POST", "/webhooks", {
      key: w.keys.live,
      body: { url: URL_, events: ["post.published", "post.failed"], description: "Zapier" },
    });
    expect(created.status).toBe(201);
    webhookWithSecret.parse(created.body);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.body.webhook).toMatchObject({
      url: URL_,
      events: ["post.published", "post.failed"],
      description: "Zapier",
      enabled: true,
      failingSince: null,
    });
    const id = created.body.webhook.id;
    // Stored encrypted, never in clear.
    const row = await db.webhookEndpoint.findUniqueOrThrow({ where: { id } });
    expect(row.secretEncrypted).not.toContain(created.body.secret.slice(6));
    expect(decryptToken(row.secretEncrypted)).toBe(created.body.secret);

    const list = await callApi("GET", "/webhooks", { key: w.keys.viewer });
    expect(list.status).toBe(200);
    expect(list.body.webhooks).toHaveLength(1);
    webhookResponse.parse(list.body.webhooks[0]);
    expect(JSON.stringify(list.body)).not.toContain("whsec_");

    const test = await callApi("POST", `/webhooks/${id}/test`, { key: w.keys.member });
    expect(test.status).toBe(202);
    webhookDeliveryResponse.parse(test.body.delivery);
    expect(test.body.delivery).toMatchObject({ eventType: "webhook.test", status: "pending", attempts: 0 });

    const read = await callApi("GET", `/webhooks/${id}`, { key: w.keys.viewer });
    expect(read.status).toBe(200);
    expect(read.body.deliveries.map((d: { id: string }) => d.id)).toEqual([test.body.delivery.id]);
    expect(JSON.stringify(read.body)).not.toContain("whsec_");

    const rotated = await callApi("POST", `/webhooks/${id}/rotate-secret`, { key: w.keys.live });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    const overlapEnds = new Date(rotated.body.webhook.previousSecretExpiresAt).getTime();
    expect(Math.abs(overlapEnds - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
    // A second rotation with a shorter overlap keeps the first replaced secret: the field names the last end.
    const again = await callApi("POST", `/webhooks/${id}/rotate-secret`, { key: w.keys.live, body: { overlapHours: 2 } });
    expect(again.status).toBe(200);
    expect(new Date(again.body.webhook.previousSecretExpiresAt).getTime()).toBe(overlapEnds);
    const stored = (await db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).previousSecrets as { secretEncrypted: string }[];
    expect(stored.map((entry) => decryptToken(entry.secretEncrypted)).sort()).toEqual([created.body.secret, rotated.body.secret].sort());

    expect(await callApi("DELETE", `/webhooks/${id}`, { key: w.keys.live })).toMatchObject({ status: 200, body: { id, deleted: true } });
    expect(await callApi("GET", `/webhooks/${id}`, { key: w.keys.live })).toMatchObject({ status: 404, body: { error: "Webhook not found" } });
    expect(await db.webhookDelivery.count({ where: { endpointId: id } })).toBe(0);
  });

  it("resends finished deliveries, sends a pending one now, leaves one in flight alone, and tests only enabled endpoints", async () => {
    const w = await makeApiWorkspace();
    const id = (await callApi("POST", "/webhooks", { key: w.keys.live, body: { url: URL_, events: ["idea.created"] } })).body.webhook.id;
    const delivery = (await callApi("POST", `/webhooks/${id}/test`, { key: w.keys.live })).body.delivery;
    const resend = () => callApi("POST", `/webhooks/${id}/deliveries/${delivery.id}/resend`, { key: w.keys.live });
    // Waiting hours for its next retry: moved to now, the attempt count kept, the same row.
    const later = new Date(Date.now() + 5 * 3600_000);
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: { attempts: 5, nextAttemptAt: later } });
    const now = await resend();
    expect(now).toMatchObject({ status: 202, body: { delivery: { id: delivery.id, status: "pending", attempts: 5 } } });
    expect(new Date(now.body.delivery.nextAttemptAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await db.webhookDelivery.count({ where: { endpointId: id } })).toBe(1);
    // An attempt in flight (claimed, lease running) is that resend: the row is not touched.
    const claim = { claimedBy: "other-sender", leaseUntil: new Date(Date.now() + 60_000), nextAttemptAt: later };
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: claim });
    expect(await resend()).toMatchObject({ status: 202, body: { delivery: { id: delivery.id, status: "pending", nextAttemptAt: later.toISOString() } } });
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject(claim);
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: { status: "failed", attempts: 9, nextAttemptAt: null } });
    const again = await resend();
    expect(again).toMatchObject({ status: 202, body: { delivery: { id: delivery.id, eventId: delivery.eventId, status: "pending", attempts: 0 } } });
    expect(await callApi("POST", `/webhooks/${id}/deliveries/${crypto.randomUUID()}/resend`, { key: w.keys.live })).toMatchObject({
      status: 404,
      body: { error: "Delivery not found" },
    });
    await db.webhookEndpoint.update({ where: { id }, data: { disabledAt: new Date(), disabledReason: "x" } });
    expect(await callApi("POST", `/webhooks/${id}/test`, { key: w.keys.live })).toMatchObject({
      status: 400,
      body: { error: "The endpoint is disabled; enable it before sending a test event" },
    });
    expect((await callApi("GET", `/webhooks/${id}`, { key: w.keys.live })).body.webhook).toMatchObject({ enabled: false, disabledReason: "x" });
  });

  it("caps endpoints per workspace", async () => {
    const w = await makeApiWorkspace();
    for (let i = 0; i < 20; i++)
      expect((await callApi("POST", "/webhooks", { key: w.keys.live, body: { url: `${URL_}/${i}`, events: ["post.created"] } })).status).toBe(201);
    expect(await callApi("POST", "/webhooks", { key: w.keys.live, body: { url: URL_, events: ["post.created"] } })).toMatchObject({
      status: 400,
      body: { error: "A workspace can have at most 20 webhook endpoints; delete one first" },
    });
  });

  const types = WEBHOOK_EVENT_TYPES.join(", ");
  it.each([
    [{}, "url: required; events: required (a list of event types)"],
    [{ url: URL_ }, "events: required (a list of event types)"],
    [{ url: URL_, events: "post.created" }, "events: must be a list of event types"],
    [{ url: "ftp://hooks.example.com/x", events: ["post.created"] }, "url: must be an http(s) URL"],
    [{ url: "not a url", events: ["post.created"] }, "url: must be an http(s) URL"],
    [{ url: `https://x.example/${"a".repeat(2000)}`, events: ["post.created"] }, "url: must be at most 2000 characters"],
    [{ url: URL_, events: [] }, "events: must name at least one event type"],
    [{ url: URL_, events: ["post.exploded"] }, `events[0]: must be one of ${types}, or "*" alone for every event`],
    [{ url: URL_, events: ["*", "post.created"] }, 'events: "*" (every event) must be the only entry'],
    [{ url: URL_, events: ["post.created", "*"] }, 'events: "*" (every event) must be the only entry'],
    [{ url: URL_, events: ["post.created", "post.created"] }, "events: must not repeat an event type"],
    [{ url: URL_, events: ["post.created"], secret: "mine" }, "unknown field: secret"],
    [
      { url: "http://127.0.0.1:8080/x", events: ["post.created"] },
      "url: must be a public address (private and loopback hosts need POSTLANE_WEBHOOK_ALLOWED_HOSTS)",
    ],
    [{ url: "http://10.1.2.3/x", events: ["post.created"] }, "url: must be a public address (private and loopback hosts need POSTLANE_WEBHOOK_ALLOWED_HOSTS)"],
    [{ url: "http://[::1]/x", events: ["post.created"] }, "url: must be a public address (private and loopback hosts need POSTLANE_WEBHOOK_ALLOWED_HOSTS)"],
    [
      { url: "http://localhost:3000/x", events: ["post.created"] },
      "url: must be a public address (private and loopback hosts need POSTLANE_WEBHOOK_ALLOWED_HOSTS)",
    ],
    [{ url: "https://user:pw@hooks.example.com/x", events: ["post.created"] }, "url: must not carry credentials"],
    // The fully qualified spelling of a name (trailing dot) is the same host, and slipped past the name check.
    [{ url: "http://localhost.:3000/x", events: ["post.created"] }, "url: write the host without a trailing dot"],
    [{ url: "https://hooks.example.com./x", events: ["post.created"] }, "url: write the host without a trailing dot"],
  ])("POST /webhooks %j → 400 %s", async (body, error) => {
    const w = await makeApiWorkspace();
    const res = await callApi("POST", "/webhooks", { key: w.keys.live, body });
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect(await db.webhookEndpoint.count({ where: { workspaceId: w.workspaceId } })).toBe(0);
  });

  it.each([
    [{ overlapHours: -1 }, "overlapHours: must be from 0 to 168"],
    [{ overlapHours: 169 }, "overlapHours: must be from 0 to 168"],
    [{ overlapHours: 1.5 }, "overlapHours: must be a whole number"],
    [{ overlapHours: "2" }, "overlapHours: must be a number"],
    [{ overlap: 2 }, "unknown field: overlap"],
  ])("POST /webhooks/{id}/rotate-secret %j → 400 %s, secret unchanged", async (body, error) => {
    const w = await makeApiWorkspace();
    const id = (await callApi("POST", "/webhooks", { key: w.keys.live, body: { url: URL_, events: ["post.created"] } })).body.webhook.id;
    const before = (await db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).secretEncrypted;
    expect(await callApi("POST", `/webhooks/${id}/rotate-secret`, { key: w.keys.live, body })).toMatchObject({ status: 400, body: { error } });
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).secretEncrypted).toBe(before);
  });

  it("a viewer reads but cannot change anything", async () => {
    const w = await makeApiWorkspace();
    const id = (await callApi("POST", "/webhooks", { key: w.keys.live, body: { url: URL_, events: ["post.created"] } })).body.webhook.id;
    expect((await callApi("GET", "/webhooks", { key: w.keys.viewer })).status).toBe(200);
    expect((await callApi("GET", `/webhooks/${id}`, { key: w.keys.viewer })).status).toBe(200);
    for (const [method, path] of [
      ["POST", "/webhooks"],
      ["DELETE", `/webhooks/${id}`],
      ["POST", `/webhooks/${id}/rotate-secret`],
      ["POST", `/webhooks/${id}/test`],
      ["PATCH", `/webhooks/${id}`],
    ]) {
      const res = await callApi(method, path, {
        key: w.keys.viewer,
        body: method === "POST" && path === "/webhooks" ? { url: URL_, events: ["post.created"] } : method === "PATCH" ? { enabled: false } : undefined,
      });
      expect(res, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { error: "The key's creator has the viewer role in this workspace, which cannot write" },
      });
    }
    expect(await db.webhookEndpoint.count({ where: { workspaceId: w.workspaceId } })).toBe(1);
  });

  it("PATCH /webhooks/{id} edits URL, events and description in place, and re-enables a disabled endpoint", async () => {
    const w = await makeApiWorkspace();
    const created = (await callApi("POST", "/webhooks", { key: w.keys.live, body: { url: URL_, events: ["post.created"], description: "old" } })).body;
    const id = created.webhook.id;
    const before = await db.webhookEndpoint.findUniqueOrThrow({ where: { id } });

    const edited = await callApi("PATCH", `/webhooks/${id}`, {
      key: w.keys.live,
      body: { url: "https://hooks.example.com/v2", events: ["post.published", "account.requires_reauth"], description: null },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { webhook: { id, url: "https://hooks.example.com/v2", events: ["post.published", "account.requires_reauth"], description: null, enabled: true } },
    });
    expect(webhookResponse.safeParse(edited.body.webhook).success).toBe(true);
    // The secret is not touched: receivers keep verifying.
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).secretEncrypted).toBe(before.secretEncrypted);

    await db.webhookEndpoint.update({ where: { id }, data: { disabledAt: new Date(), disabledReason: "Disabled automatically", failingSince: new Date(0) } });
    const enabled = await callApi("PATCH", `/webhooks/${id}`, { key: w.keys.live, body: { enabled: true } });
    expect(enabled.body.webhook).toMatchObject({
      enabled: true,
      disabledAt: null,
      disabledReason: null,
      failingSince: null,
      url: "https://hooks.example.com/v2",
    });
    const disabled = await callApi("PATCH", `/webhooks/${id}`, { key: w.keys.live, body: { enabled: false, description: "paused" } });
    expect(disabled.body.webhook).toMatchObject({ enabled: false, description: "paused", disabledReason: "Disabled by a member of the workspace." });

    const other = await makeApiWorkspace();
    expect(await callApi("PATCH", `/webhooks/${id}`, { key: other.keys.live, body: { enabled: true } })).toMatchObject({ status: 404 });
  });

  it.each([
    [{}, "give at least one of url, events, description, enabled"],
    [{ url: "ftp://x.example/y" }, "url: must be an http(s) URL"],
    [{ url: "http://localhost.:8080/x" }, "url: write the host without a trailing dot"],
    [{ url: "http://10.0.0.1/x" }, "url: must be a public address (private and loopback hosts need POSTLANE_WEBHOOK_ALLOWED_HOSTS)"],
    [{ events: [] }, "events: must name at least one event type"],
    [{ enabled: "yes" }, "enabled: must be true or false"],
    [{ secret: "mine" }, "unknown field: secret"],
  ])("PATCH /webhooks/{id} %j → 400 %s, nothing changed", async (body, error) => {
    const w = await makeApiWorkspace();
    const id = (await callApi("POST", "/webhooks", { key: w.keys.live, body: { url: URL_, events: ["post.created"] } })).body.webhook.id;
    expect(await callApi("PATCH", `/webhooks/${id}`, { key: w.keys.live, body })).toMatchObject({ status: 400, body: { error } });
    expect(await db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).toMatchObject({ url: URL_, events: ["post.created"], disabledAt: null });
  });
});
