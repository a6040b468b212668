// Webhooks end to end on the real database and real HTTP: events recorded by the services and the publishing
// pipeline, sent by the in-process worker through the safe fetcher, verified by a receiver with the
// `standardwebhooks` verifier; retries, rotation overlap, auto-disable, and the outbox's transactionality.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { createIdea } from "@/lib/services/ideas/create-idea";
import { moveIdea } from "@/lib/services/ideas/move-idea";
import { updateIdea } from "@/lib/services/ideas/update-idea";
import { createPost } from "@/lib/services/posts/create-post";
import { deletePost } from "@/lib/services/posts/delete-post";
import { getPost } from "@/lib/services/posts/get-post";
import { serializePost } from "@/lib/serializers/serialize-post";
import { updatePost } from "@/lib/services/posts/update-post";
import { createWebhookEndpoint } from "@/lib/services/webhooks/create-webhook-endpoint";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { disconnectAccount } from "@/lib/services/accounts/disconnect-account";
import { saveConnectedAccount } from "@/lib/services/accounts/save-connected-account";
import { listWebhookDeliveries } from "@/lib/services/webhooks/list-webhook-deliveries";
import { resendWebhookDelivery } from "@/lib/services/webhooks/resend-webhook-delivery";
import { rotateWebhookSecret } from "@/lib/services/webhooks/rotate-webhook-secret";
import { sendTestWebhook } from "@/lib/services/webhooks/send-test-webhook";
import { PublishingWorker } from "@/lib/publishing/worker";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { WebhookReceiver } from "@/test/webhooks/receiver";
import { WEBHOOK_EVENT_TYPES } from "./event-types";
import { recordWebhookEvent } from "./record-webhook-event";
import { WEBHOOKS_DUE_CHANNEL, WebhookDeliveryWorker } from "./delivery-worker";
import { listenForChanges } from "@/lib/db/change-listener";
import { DISABLE_AFTER_MS, MAX_ATTEMPTS, RETRY_DELAYS_MS } from "./retry-schedule";

const receiver = new WebhookReceiver();
const workers: { stop(): Promise<unknown> }[] = [];

beforeAll(async () => {
  await receiver.start();
  process.env.POSTLANE_WEBHOOK_ALLOWED_HOSTS = new URL(receiver.url).host;
  resetEnv();
});

afterAll(async () => {
  await receiver.stop();
  delete process.env.POSTLANE_WEBHOOK_ALLOWED_HOSTS;
  resetEnv();
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  receiver.received.length = 0;
  receiver.respond = () => ({ status: 204 });
});

async function setup(events: string[] = [...WEBHOOK_EVENT_TYPES], url = receiver.url) {
  const w = await makeWorkspace();
  const { endpoint, secret } = await createWebhookEndpoint({ workspaceId: w.workspaceId, actor: { kind: "user", userId: w.owner.id }, input: { url, events } });
  receiver.secrets = [secret];
  const actor = { kind: "user" as const, userId: w.owner.id };
  return { ...w, actor, endpoint, secret };
}

function startSender(workspaceId: string) {
  const worker = new WebhookDeliveryWorker({ workspaceIds: [workspaceId], sweepIntervalMs: 50, log: () => {} });
  workers.push(worker);
  worker.start();
  return worker;
}

/** Polls the endpoint's one delivery until it meets the condition (a state the sender reaches, never a sleep). */
async function waitForDelivery(endpointId: string, predicate: (d: { id: string; status: string; attempts: number; claimedBy: string | null }) => boolean) {
  const until = Date.now() + 15_000;
  for (;;) {
    const delivery = await db.webhookDelivery.findFirst({ where: { endpointId } });
    if (delivery && predicate(delivery)) return delivery;
    if (Date.now() > until) throw new Error(`delivery never reached the state; last: ${JSON.stringify(delivery)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const typesOf = (workspaceId: string) => receiver.received.filter((r) => r.payload.data.workspace_id === workspaceId).map((r) => r.payload.type);

describe("events from the services", () => {
  it("sends post and idea events, signed, each once, with the body { type, timestamp, data }", async () => {
    const w = await setup();
    startSender(w.workspaceId);
    await makeAccount(w.workspaceId, "bluesky");
    const { postIds } = await createPost({
      workspaceId: w.workspaceId,
      actor: w.actor,
      input: { accountMappings: [{ platform: "bluesky" }], caption: "hello" },
    });
    const later = new Date(Date.now() + 3600_000).toISOString();
    await updatePost({ workspaceId: w.workspaceId, actor: w.actor, input: { id: postIds[0], changes: { status: "scheduled", scheduledAt: later } } });
    await updatePost({ workspaceId: w.workspaceId, actor: w.actor, input: { id: postIds[0], changes: { caption: "same time" } } });
    await deletePost({ workspaceId: w.workspaceId, actor: w.actor, input: { id: postIds[0] } });
    const idea = await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "idea" } });
    await moveIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { id: idea.id, status: "todo" } });
    await moveIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { id: idea.id } }); // same column: no event
    await updateIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { id: idea.id, changes: { status: "done" } } });

    const expected = ["post.created", "post.updated", "post.scheduled", "post.updated", "post.deleted", "idea.created", "idea.moved", "idea.moved"];
    await receiver.waitFor(() => typesOf(w.workspaceId).length >= expected.length);
    await new Promise((resolve) => setTimeout(resolve, 200)); // nothing more arrives
    const got = receiver.received.filter((r) => r.payload.data.workspace_id === w.workspaceId);
    expect(got.map((r) => r.payload.type).sort()).toEqual([...expected].sort());
    for (const r of got) {
      expect(r.verifiedWith).toBe(0);
      expect(Object.keys(r.payload)).toEqual(["type", "timestamp", "data"]);
    }
    expect(new Set(got.map((r) => r.id)).size).toBe(got.length);
    const scheduled = got.find((r) => r.payload.type === "post.scheduled")!;
    expect(scheduled.payload.data).toMatchObject({ id: postIds[0], status: "scheduled", scheduled_at: later });
    expect(got.filter((r) => r.payload.type === "idea.moved").map((r) => [r.payload.data.previous_status, r.payload.data.status])).toEqual([
      ["unassigned", "todo"],
      ["todo", "done"],
    ]);
    const deliveries = (await listWebhookDeliveries({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id } })).rows;
    expect(deliveries).toHaveLength(expected.length);
    expect(deliveries.every((d) => d.status === "succeeded" && d.responseStatus === 204 && d.attempts === 1 && d.latencyMs !== null)).toBe(true);
  });

  it('an endpoint subscribed to ["*"] receives every event type, beside one subscribed to a single type', async () => {
    const w = await setup(["*"]);
    const { endpoint: narrow } = await createWebhookEndpoint({
      workspaceId: w.workspaceId,
      actor: w.actor,
      input: { url: receiver.url, events: ["post.deleted"] },
    });
    expect(w.endpoint.events).toEqual(["*"]);
    startSender(w.workspaceId);
    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "every" } });
    await makeAccount(w.workspaceId, "bluesky");
    const { postIds } = await createPost({ workspaceId: w.workspaceId, actor: w.actor, input: { caption: "c", accountMappings: [{ platform: "bluesky" }] } });
    await deletePost({ workspaceId: w.workspaceId, actor: w.actor, input: { id: postIds[0] } });
    // Three events to "*", one (post.deleted) to the narrow endpoint: four requests, no more.
    await receiver.waitFor((r) => r.length >= 4);
    const deliveries = await db.webhookDelivery.findMany({ where: { endpoint: { workspaceId: w.workspaceId } }, include: { event: true } });
    const byEndpoint = (id: string) =>
      deliveries
        .filter((d) => d.endpointId === id)
        .map((d) => d.event.type)
        .sort();
    expect(byEndpoint(w.endpoint.id)).toEqual(["idea.created", "post.created", "post.deleted"]);
    expect(byEndpoint(narrow.id)).toEqual(["post.deleted"]);
    expect(typesOf(w.workspaceId).sort()).toEqual(["idea.created", "post.created", "post.deleted", "post.deleted"]);
  });

  it("records nothing for an endpoint that did not subscribe, and nothing when the transaction rolls back", async () => {
    const w = await setup(["idea.created"]);
    await createPost({ workspaceId: w.workspaceId, actor: w.actor, input: { accountMappings: [{ platform: "bluesky" }] } }).catch(() => {});
    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "kept" } });
    await expect(
      db.$transaction(async (tx) => {
        await recordWebhookEvent(tx, { workspaceId: w.workspaceId, type: "idea.created", data: { title: "rolled back" } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const events = await db.webhookEvent.findMany({ where: { workspaceId: w.workspaceId } });
    expect(events.map((e) => JSON.parse(e.payload).data.title)).toEqual(["kept"]);
  });

  it("wakes the delivery workers only for a statement that wrote deliveries, not for each post of a workspace without endpoints", async () => {
    // The database is open from here on (the embedded one opens on first use, and a listener needs it open).
    const quiet = await makeWorkspace();
    const quietActor = { kind: "user" as const, userId: quiet.owner.id };
    const account = await addSocialAccount({
      workspaceId: quiet.workspaceId,
      actor: quietActor,
      input: { platform: "bluesky", username: "quiet", sandbox: true },
    });
    let wakes = 0;
    let live = false;
    const listener = listenForChanges(WEBHOOKS_DUE_CHANNEL, { onChange: () => wakes++, onLiveChange: (now) => (live = now) });
    try {
      await expect.poll(() => live).toBe(true);
      await createPost({
        workspaceId: quiet.workspaceId,
        actor: quietActor,
        input: { caption: "nobody listens", accountMappings: [{ platform: "bluesky", accountId: account.id }] },
      });
      await createIdea({ workspaceId: quiet.workspaceId, actor: quietActor, input: { title: "nor here" } });
      // Notifications arrive in commit order: once the endpoint's event has woken the listener, any wake-up the
      // quiet workspace's writes had caused would have come before it.
      const w = await setup(["idea.created"]);
      await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "heard" } });
      await expect.poll(() => wakes).toBeGreaterThan(0);
      expect(wakes).toBe(1);
    } finally {
      await listener.close();
    }
  });

  it("sends account.connected on connecting and reconnecting (either way of connecting) and account.disconnected once", async () => {
    const w = await setup(["account.connected", "account.disconnected"]);
    startSender(w.workspaceId);
    const sandbox = await addSocialAccount({
      workspaceId: w.workspaceId,
      actor: w.actor,
      input: { platform: "bluesky", username: "s", platformAccountId: "did:s" },
    });
    const oauth = await saveConnectedAccount({
      workspaceId: w.workspaceId,
      actor: w.actor,
      input: { platform: "mastodon", platformAccountId: "m-1", username: "m", accessToken: "t" },
    });
    await disconnectAccount({ workspaceId: w.workspaceId, actor: w.actor, input: { accountId: oauth.id } });
    await disconnectAccount({ workspaceId: w.workspaceId, actor: w.actor, input: { accountId: oauth.id } });
    await saveConnectedAccount({
      workspaceId: w.workspaceId,
      actor: w.actor,
      input: { platform: "mastodon", platformAccountId: "m-1", username: "m", accessToken: "t2" },
    });

    await receiver.waitFor(() => typesOf(w.workspaceId).length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 200)); // nothing more should come
    const got = receiver.received.filter((r) => r.payload.data.workspace_id === w.workspaceId).map((r) => r.payload);
    // Deliveries go out side by side, so they may arrive in any order: compare what arrived, not when.
    const byText = (rows: unknown[][]) => rows.map((row) => JSON.stringify(row)).sort();
    expect(byText(got.map((p) => [p.type, p.data.id, p.data.reconnected]))).toEqual(
      byText([
        ["account.connected", sandbox.id, false],
        ["account.connected", oauth.id, false],
        ["account.disconnected", oauth.id, undefined],
        ["account.connected", oauth.id, true],
      ]),
    );
    expect(got.find((p) => p.type === "account.disconnected")!.data).toEqual({
      account: expect.objectContaining({ id: oauth.id, platform: "mastodon", platform_username: "m", is_connected: false }),
      workspace_id: w.workspaceId,
      // The deprecated flat fields, still sent (docs/webhooks.md).
      id: oauth.id,
      platform: "mastodon",
      username: "m",
      is_connected: false,
    });
  });

  it("sends the publishing pipeline's outcomes and account.requires_reauth", async () => {
    const w = await setup(["post.published", "post.partial_published", "post.failed", "account.requires_reauth"]);
    startSender(w.workspaceId);
    const ok = await makeAccount(w.workspaceId, "bluesky", { username: "ok" });
    const expired = await makeAccount(w.workspaceId, "mastodon", { username: "expired", refreshToken: "r", settings: { sandboxRefresh: "fail" } });
    const post = (platformOptions: object, mappings: object[]) =>
      createPost({ workspaceId: w.workspaceId, actor: w.actor, input: { accountMappings: mappings, caption: "x", status: "published", platformOptions } });
    const published = await post({}, [{ platform: "bluesky", accountId: ok.id }]);
    const failed = await post({ sandbox: { outcome: "fail", message: "no" } }, [{ platform: "bluesky", accountId: ok.id }]);
    const partial = await post({ sandbox: { outcome: "partial", items: 2 } }, [{ platform: "bluesky", accountId: ok.id }]);
    const reauth = await post({ sandbox: { outcome: "auth_expired" } }, [{ platform: "mastodon", accountId: expired.id }]);
    const publisher = new PublishingWorker({ workspaceIds: [w.workspaceId], sweepIntervalMs: 30 });
    workers.push(publisher);
    publisher.start();

    await receiver.waitFor(() => typesOf(w.workspaceId).length >= 5);
    const got = receiver.received.filter((r) => r.payload.data.workspace_id === w.workspaceId);
    const byPost = (id: string) => got.filter((r) => r.payload.data.id === id).map((r) => r.payload.type);
    expect(byPost(published.postIds[0])).toEqual(["post.published"]);
    expect(byPost(failed.postIds[0])).toEqual(["post.failed"]);
    expect(byPost(partial.postIds[0])).toEqual(["post.partial_published"]);
    expect(byPost(reauth.postIds[0])).toEqual(["post.failed"]);
    expect(byPost(expired.id)).toEqual(["account.requires_reauth"]);
    const done = got.find((r) => r.payload.type === "post.published")!.payload.data;
    expect(done).toMatchObject({ status: "published", mode: "live", platform_results: [{ platform: "bluesky", success: true }] });
    const row = await db.post.findUniqueOrThrow({ where: { id: published.postIds[0] } });
    expect(done.published_at).toBe(row.publishedAt!.toISOString());
    // The REST object, as GET /posts/{id} serializes the stored row, results included.
    const rest = serializePost(await getPost({ workspaceId: w.workspaceId, actor: w.actor, input: { id: published.postIds[0] } }));
    expect(done.post).toEqual(JSON.parse(JSON.stringify(rest)));
    const failedData = got.find((r) => r.payload.type === "post.failed" && r.payload.data.id === failed.postIds[0])!.payload.data;
    const failedRest = serializePost(await getPost({ workspaceId: w.workspaceId, actor: w.actor, input: { id: failed.postIds[0] } }));
    expect(failedData.post).toEqual(JSON.parse(JSON.stringify(failedRest)));
  });
});

describe("delivery", () => {
  it("retries a failing endpoint with the same webhook-id and body, logging each answer", async () => {
    const w = await setup(["idea.created"]);
    let calls = 0;
    receiver.respond = () => (++calls === 1 ? { status: 500, body: "boom ".repeat(400) } : { status: 200, body: "ok" });
    const worker = startSender(w.workspaceId);
    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "retry me" } });
    await receiver.waitFor((r) => r.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    let [delivery] = (await listWebhookDeliveries({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id } })).rows;
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, responseStatus: 500 });
    expect(delivery.responseExcerpt).toHaveLength(1024);
    expect(delivery.nextAttemptAt!.getTime() - delivery.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0] - 50);
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id: w.endpoint.id } })).failingSince).not.toBeNull();

    // The retry time comes (moved forward rather than waited for).
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: { nextAttemptAt: new Date() } });
    worker.wake();
    await receiver.waitFor((r) => r.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    [delivery] = (await listWebhookDeliveries({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id } })).rows;
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2, responseStatus: 200, responseExcerpt: "ok" });
    expect(receiver.received[1].id).toBe(receiver.received[0].id);
    expect(receiver.received[1].body).toBe(receiver.received[0].body);
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id: w.endpoint.id } })).failingSince).toBeNull();

    // Resend: the same event again, from attempt 1.
    await resendWebhookDelivery({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id, deliveryId: delivery.id } });
    await receiver.waitFor((r) => r.length >= 3);
    expect(receiver.received[2].id).toBe(receiver.received[0].id);
  });

  it("resend sends a delivery waiting for its retry now: the same row and webhook-id, one request", async () => {
    const w = await setup(["idea.created"]);
    receiver.respond = () => ({ status: 500 });
    startSender(w.workspaceId);
    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "fix the receiver" } });
    await receiver.waitFor((r) => r.length >= 1);
    const waiting = await waitForDelivery(w.endpoint.id, (d) => d.status === "pending" && d.attempts === 1 && d.claimedBy === null);
    // Next retry hours away, as after a few failures.
    await db.webhookDelivery.update({ where: { id: waiting.id }, data: { nextAttemptAt: new Date(Date.now() + 5 * 3600_000) } });

    receiver.respond = () => ({ status: 204 }); // the receiver is fixed
    const resent = await resendWebhookDelivery({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id, deliveryId: waiting.id } });
    expect(resent).toMatchObject({ id: waiting.id, status: "pending", attempts: 1 });
    const done = await waitForDelivery(w.endpoint.id, (d) => d.status === "succeeded");
    expect(done).toMatchObject({ id: waiting.id, attempts: 2, responseStatus: 204 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].id).toBe(receiver.received[0].id);
    expect(await db.webhookDelivery.count({ where: { endpointId: w.endpoint.id } })).toBe(1);
  });

  it("gives up after the last attempt of the schedule (about 24 h)", async () => {
    expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) / 3600_000).toBeGreaterThan(22);
    expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) / 3600_000).toBeLessThan(26);
    const w = await setup(["idea.created"]);
    receiver.respond = () => ({ status: 503 });
    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "never" } });
    await db.webhookDelivery.updateMany({ where: { endpointId: w.endpoint.id }, data: { attempts: MAX_ATTEMPTS - 1 } });
    startSender(w.workspaceId);
    await receiver.waitFor((r) => r.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [delivery] = (await listWebhookDeliveries({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id } })).rows;
    expect(delivery).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, responseStatus: 503, nextAttemptAt: null });
  });

  it("disables an endpoint that has failed for 5 days and drops its queue", async () => {
    const w = await setup(["idea.created"]);
    receiver.respond = () => ({ status: 500 });
    await db.webhookEndpoint.update({ where: { id: w.endpoint.id }, data: { failingSince: new Date(Date.now() - DISABLE_AFTER_MS - 1000) } });
    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "a" } });
    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "b" } });
    const [later] = await db.webhookDelivery.findMany({ where: { endpointId: w.endpoint.id }, orderBy: { createdAt: "desc" }, take: 1 });
    await db.webhookDelivery.update({ where: { id: later.id }, data: { nextAttemptAt: new Date(Date.now() + 3600_000) } });
    startSender(w.workspaceId);
    await receiver.waitFor((r) => r.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const endpoint = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: w.endpoint.id } });
    expect(endpoint.disabledAt).not.toBeNull();
    expect(endpoint.disabledReason).toMatch(/^Disabled automatically: every delivery failed for 5 days/);
    expect((await db.webhookDelivery.findUniqueOrThrow({ where: { id: later.id } })).status).toBe("failed");
    // A disabled endpoint gets no new events.
    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "c" } });
    expect(await db.webhookDelivery.count({ where: { endpointId: w.endpoint.id } })).toBe(2);
  });

  it("signs with both secrets during a rotation's overlap, then with the new one only", async () => {
    const w = await setup(["idea.created"]);
    startSender(w.workspaceId);
    const rotated = await rotateWebhookSecret({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id, body: { overlapHours: 1 } } });
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(w.secret);
    receiver.secrets = [w.secret, rotated.secret];
    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "overlap" } });
    await receiver.waitFor((r) => r.length >= 1);
    expect(receiver.received[0].signature.split(" ")).toHaveLength(2);
    receiver.secrets = [w.secret];
    expect((await reverify(0)).verifiedWith).toBe(0); // old secret alone verifies
    receiver.secrets = [rotated.secret];
    expect((await reverify(0)).verifiedWith).toBe(0); // new secret alone verifies

    // An overlap of 0 is the emergency rotation: every old secret stops at once.
    await rotateWebhookSecret({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id, body: { overlapHours: 0 } } });
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id: w.endpoint.id } })).previousSecrets).toEqual([]);
    receiver.secrets = [rotated.secret, w.secret];
    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "after" } });
    await receiver.waitFor((r) => r.length >= 2);
    expect(receiver.received[1].signature.split(" ")).toHaveLength(1);
    expect(receiver.received[1].verifiedWith).toBeNull(); // neither older secret verifies
  });

  it("a second rotation inside the first one's overlap keeps the first secret signing until its own end", async () => {
    const w = await setup(["idea.created"]);
    startSender(w.workspaceId);
    const second = await rotateWebhookSecret({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id, body: { overlapHours: 48 } } });
    const third = await rotateWebhookSecret({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id, body: { overlapHours: 2 } } });
    const row = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: w.endpoint.id } });
    const stored = JSON.stringify(row.previousSecrets);
    for (const secret of [w.secret, second.secret, third.secret]) expect(stored).not.toContain(secret.slice(6)); // encrypted at rest
    expect(row.previousSecrets).toHaveLength(2);

    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "three secrets" } });
    await receiver.waitFor((r) => r.length >= 1);
    expect(receiver.received[0].signature.split(" ")).toHaveLength(3);
    for (const secret of [w.secret, second.secret, third.secret]) {
      receiver.secrets = [secret];
      expect((await reverify(0)).verifiedWith).toBe(0); // each secret alone verifies
    }

    // The second secret's 2 h end passes (moved into the past rather than waited for): the first still signs.
    const entries = row.previousSecrets as { secretEncrypted: string; expiresAt: string }[];
    const shortest = entries.reduce((a, b) => (a.expiresAt < b.expiresAt ? a : b));
    shortest.expiresAt = new Date(Date.now() - 1000).toISOString();
    await db.webhookEndpoint.update({ where: { id: w.endpoint.id }, data: { previousSecrets: entries } });
    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "two secrets" } });
    await receiver.waitFor((r) => r.length >= 2);
    expect(receiver.received[1].signature.split(" ")).toHaveLength(2);
    receiver.secrets = [second.secret];
    expect((await reverify(1)).verifiedWith).toBeNull();
    receiver.secrets = [w.secret];
    expect((await reverify(1)).verifiedWith).toBe(0);
    receiver.secrets = [third.secret];
    expect((await reverify(1)).verifiedWith).toBe(0);
  });

  it("refuses private addresses through the safe fetcher unless the operator allows the host", async () => {
    const w = await setup(["idea.created"]);
    delete process.env.POSTLANE_WEBHOOK_ALLOWED_HOSTS;
    resetEnv();
    try {
      await expect(
        createWebhookEndpoint({ workspaceId: w.workspaceId, actor: w.actor, input: { url: "http://127.0.0.1:9/x", events: ["idea.created"] } }),
      ).rejects.toMatchObject({
        status: 400,
        message: "url: must be a public address (private and loopback hosts need POSTLANE_WEBHOOK_ALLOWED_HOSTS)",
      });
      // The endpoint made while allowed now points at a loopback address that is no longer allowed.
      await sendTestWebhook({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id } });
      startSender(w.workspaceId);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [delivery] = (await listWebhookDeliveries({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id } })).rows;
      expect(delivery).toMatchObject({ status: "pending", attempts: 1, responseStatus: null });
      expect(delivery.responseExcerpt).toMatch(/resolves to a private or reserved address \(127\.0\.0\.1\); webhook endpoints must be on a public host/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      process.env.POSTLANE_WEBHOOK_ALLOWED_HOSTS = new URL(receiver.url).host;
      resetEnv();
    }
  });

  it("refuses at delivery a trailing-dot host stored before the rule, even when the operator allowed that spelling", async () => {
    const w = await setup(["idea.created"]);
    const url = new URL(receiver.url);
    const dotted = `http://localhost.:${url.port}/`;
    process.env.POSTLANE_WEBHOOK_ALLOWED_HOSTS = `${url.host},localhost.:${url.port}`;
    resetEnv();
    try {
      await db.webhookEndpoint.update({ where: { id: w.endpoint.id }, data: { url: dotted } });
      await sendTestWebhook({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id } });
      startSender(w.workspaceId);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [delivery] = (await listWebhookDeliveries({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id } })).rows;
      expect(delivery).toMatchObject({
        status: "pending",
        attempts: 1,
        responseStatus: null,
        responseExcerpt: "Not sent: url: write the host without a trailing dot",
      });
      expect(receiver.received).toHaveLength(0);
    } finally {
      process.env.POSTLANE_WEBHOOK_ALLOWED_HOSTS = url.host;
      resetEnv();
    }
  });

  it("sends a test event to the endpoint whatever it subscribed to", async () => {
    const w = await setup(["post.failed"]);
    startSender(w.workspaceId);
    const delivery = await sendTestWebhook({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id } });
    await receiver.waitFor((r) => r.length >= 1);
    expect(receiver.received[0]).toMatchObject({
      id: delivery.eventId,
      verifiedWith: 0,
      payload: { type: "webhook.test", data: { endpoint_id: w.endpoint.id } },
    });
  });
});

async function reverify(index: number) {
  const { Webhook } = await import("standardwebhooks");
  const r = receiver.received[index];
  const ok = receiver.secrets.findIndex((s) => {
    try {
      new Webhook(s).verify(r.body, { "webhook-id": r.id, "webhook-timestamp": r.timestamp, "webhook-signature": r.signature });
      return true;
    } catch {
      return false;
    }
  });
  return { verifiedWith: ok === -1 ? null : ok };
}

describe("disabling by hand", () => {
  it("drops the endpoint's unsent deliveries and sends nothing more until enabled", async () => {
    const { setWebhookEndpointEnabled } = await import("@/lib/services/webhooks/enable-webhook-endpoint");
    const w = await setup(["idea.created"]);
    await createIdea({ workspaceId: w.workspaceId, actor: w.actor, input: { title: "queued" } });
    await setWebhookEndpointEnabled({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id, enabled: false } });
    startSender(w.workspaceId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(0);
    const [delivery] = (await listWebhookDeliveries({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id } })).rows;
    expect(delivery).toMatchObject({ status: "failed", responseExcerpt: "Not sent: the endpoint was disabled" });
    await setWebhookEndpointEnabled({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id, enabled: true } });
    await resendWebhookDelivery({ workspaceId: w.workspaceId, actor: w.actor, input: { id: w.endpoint.id, deliveryId: delivery.id } });
    await receiver.waitFor((r) => r.length === 1);
    expect(receiver.received[0]).toMatchObject({ id: delivery.eventId, verifiedWith: 0 });
  });
});
