// The Inngest side of webhooks, run through @inngest/test against the real database and a real receiver:
// deliver-webhook sends a delivery (and on failure sleeps until the stored retry time, then asks again);
// sweep-webhook-deliveries sends events for due deliveries nobody holds.
import "@/test/use-database";
import { InngestTestEngine } from "@inngest/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { createIdea } from "@/lib/services/ideas/create-idea";
import { createWebhookEndpoint } from "@/lib/services/webhooks/create-webhook-endpoint";
import { makeWorkspace } from "@/test/factories";
import { WebhookReceiver } from "@/test/webhooks/receiver";
import { deliverWebhook } from "./deliver-webhook";
import { sweepWebhookDeliveries } from "./sweep-webhook-deliveries";

const receiver = new WebhookReceiver();

beforeAll(async () => {
  await receiver.start();
  process.env.POSTLANE_WEBHOOK_ALLOWED_HOSTS = new URL(receiver.url).host;
  resetEnv();
});

afterAll(async () => {
  await receiver.stop();
});

async function oneDelivery() {
  const w = await makeWorkspace();
  const actor = { kind: "user" as const, userId: w.owner.id };
  const { endpoint, secret } = await createWebhookEndpoint({ workspaceId: w.workspaceId, actor, input: { url: receiver.url, events: ["idea.created"] } });
  receiver.secrets = [secret];
  await createIdea({ workspaceId: w.workspaceId, actor, input: { title: "via inngest" } });
  return db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
}

type Sent = { name: string; data: { deliveryId: string } };
function sent(ctx: unknown): Sent[] {
  const sendEvent = (ctx as { step: { sendEvent: { mock: { calls: unknown[][] } } } }).step.sendEvent;
  return sendEvent.mock.calls.flatMap((call) => [call[1]].flat() as Sent[]);
}

describe("deliver-webhook", () => {
  it("sends the delivery signed and stores the outcome", async () => {
    const delivery = await oneDelivery();
    receiver.respond = () => ({ status: 200, body: "thanks" });
    const t = new InngestTestEngine({ function: deliverWebhook, events: [{ name: "webhook/delivery.requested", data: { deliveryId: delivery.id } }] });
    const { result } = await t.execute();
    expect(result).toMatchObject({ kind: "succeeded", status: 200 });
    const got = receiver.received.find((r) => r.id === delivery.eventId)!;
    expect(got.verifiedWith).toBe(0);
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      status: "succeeded",
      responseExcerpt: "thanks",
      claimedBy: null,
    });
  });

  it("on a failure sleeps until the stored retry time, then asks for the next attempt", async () => {
    const delivery = await oneDelivery();
    receiver.respond = () => ({ status: 502 });
    const t = new InngestTestEngine({
      function: deliverWebhook,
      events: [{ name: "webhook/delivery.requested", data: { deliveryId: delivery.id } }],
      steps: [
        { id: "wait-for-retry", handler: () => undefined },
        { id: "retry", handler: () => ({ ids: [] }) },
      ],
    });
    const { result, ctx } = await t.execute();
    const stored = await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(stored).toMatchObject({ status: "pending", attempts: 1, responseStatus: 502 });
    expect(result).toMatchObject({ kind: "retry", at: stored.nextAttemptAt!.toISOString() });
    expect(sent(ctx)).toEqual([expect.objectContaining({ name: "webhook/delivery.requested", data: { deliveryId: delivery.id } })]);
  });

  it("does nothing for a delivery another run holds", async () => {
    const delivery = await oneDelivery();
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: { claimedBy: "someone", leaseUntil: new Date(Date.now() + 60_000) } });
    const before = receiver.received.length;
    const t = new InngestTestEngine({ function: deliverWebhook, events: [{ name: "webhook/delivery.requested", data: { deliveryId: delivery.id } }] });
    expect((await t.execute()).result).toMatchObject({ kind: "skipped" });
    expect(receiver.received.length).toBe(before);
  });
});

describe("sweep-webhook-deliveries", () => {
  it("sends an event for each due delivery nobody holds, keyed by attempt", async () => {
    const due = await oneDelivery();
    const held = await oneDelivery();
    await db.webhookDelivery.update({ where: { id: held.id }, data: { claimedBy: "someone", leaseUntil: new Date(Date.now() + 60_000) } });
    // Oldest first, so it is within the sweep's batch even on a shared database full of other tests' rows.
    await db.webhookDelivery.update({ where: { id: due.id }, data: { nextAttemptAt: new Date("2000-01-01T00:00:00Z") } });
    const t = new InngestTestEngine({
      function: sweepWebhookDeliveries,
      events: [{ name: "inngest/scheduled.timer", data: { cron: "* * * * *" } } as never],
      steps: [{ id: "dispatch-deliveries", handler: () => ({ ids: [] }) }],
    });
    const { ctx } = await t.execute();
    const ids = sent(ctx).map((e) => e.data.deliveryId);
    expect(ids).toContain(due.id);
    expect(ids).not.toContain(held.id);
  });
});
