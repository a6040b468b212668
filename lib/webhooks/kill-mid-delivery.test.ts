// Exactly-once across a crash: the sender runs in a child process (the real worker code, the real database),
// is killed with SIGKILL while an endpoint holds a request open, and a second process takes over. The
// receiver verifies every request with the standardwebhooks verifier and deduplicates by webhook-id, as
// Standard Webhooks receivers do: it must end with every event exactly once, and any repeat must carry the
// same webhook-id and the same body as the first copy.
//
// PostgreSQL only: the embedded database lives inside one process and cannot be shared with a child.
import "@/test/use-database";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { createIdea } from "@/lib/services/ideas/create-idea";
import { createPost } from "@/lib/services/posts/create-post";
import { deletePost } from "@/lib/services/posts/delete-post";
import { createWebhookEndpoint } from "@/lib/services/webhooks/create-webhook-endpoint";
import { makeWorkspace } from "@/test/factories";
import { WebhookReceiver } from "@/test/webhooks/receiver";
import { WEBHOOK_EVENT_TYPES } from "./event-types";

const receiver = new WebhookReceiver();
const children: ChildProcess[] = [];
const LEASE_MS = 3_000;

beforeAll(async () => {
  await receiver.start();
  process.env.POSTLANE_WEBHOOK_ALLOWED_HOSTS = new URL(receiver.url).host;
  resetEnv();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await receiver.stop();
});

function startSender(workspaceId: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "../../test/webhooks/delivery-worker-child.ts")], {
    cwd: path.join(import.meta.dirname, "../.."),
    env: { ...process.env, WEBHOOK_TEST_WORKSPACE: workspaceId, WEBHOOK_TEST_LEASE_MS: String(LEASE_MS) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`sender exited early (${code})`)));
  });
}

describe.runIf(process.env.DATABASE_URL)("kill -9 of the sending process mid-delivery", () => {
  it("delivers every event exactly once after deduplication by webhook-id; the repeat carries the same id and body", { timeout: 60_000 }, async () => {
    const w = await makeWorkspace();
    const actor = { kind: "user" as const, userId: w.owner.id };
    const { endpoint, secret } = await createWebhookEndpoint({
      workspaceId: w.workspaceId,
      actor,
      input: { url: receiver.url, events: [...WEBHOOK_EVENT_TYPES] },
    });
    receiver.secrets = [secret];
    await db.socialAccount.create({
      data: { workspaceId: w.workspaceId, platform: "bluesky", platformUsername: "a", platformAccountId: `a-${w.workspaceId}`, isSandbox: true },
    });

    // Events recorded before any sender runs: the outbox keeps them.
    for (let i = 0; i < 5; i++) await createIdea({ workspaceId: w.workspaceId, actor, input: { title: `idea ${i}` } });
    const { postIds } = await createPost({ workspaceId: w.workspaceId, actor, input: { accountMappings: [{ platform: "bluesky" }], caption: "p" } });

    // The endpoint holds the 3rd request it gets open; the sender is killed while it waits for the answer.
    let victim: string | undefined;
    let hung: () => void = () => {};
    const hangs = new Promise<void>((resolve) => (hung = resolve));
    const handled = new Set<string>();
    receiver.respond = (request) => {
      if (request.verifiedWith === null) return { status: 400, body: "bad signature" };
      if (victim === undefined && handled.size === 2 && !handled.has(request.id)) {
        victim = request.id;
        hung();
        return "hang";
      }
      handled.add(request.id);
      return { status: 204 };
    };

    const first = await startSender(w.workspaceId);
    await hangs;
    const exited = new Promise<NodeJS.Signals | null>((resolve) => first.on("exit", (_code, signal) => resolve(signal)));
    expect(first.kill("SIGKILL")).toBe(true);
    expect(await exited).toBe("SIGKILL");
    const victimDelivery = await db.webhookDelivery.findFirstOrThrow({ where: { eventId: victim!, endpointId: endpoint.id } });
    expect(victimDelivery).toMatchObject({ status: "pending", attempts: 1 });
    expect(victimDelivery.claimedBy).not.toBeNull(); // the dead process's claim, until its lease passes

    // More changes while no sender runs.
    await deletePost({ workspaceId: w.workspaceId, actor, input: { id: postIds[0] } });
    await createIdea({ workspaceId: w.workspaceId, actor, input: { title: "after the crash" } });

    await startSender(w.workspaceId);
    const events = await db.webhookEvent.findMany({ where: { workspaceId: w.workspaceId }, select: { id: true, type: true, payload: true } });
    expect(events).toHaveLength(8);
    await receiver.waitFor(() => events.every((e) => handled.has(e.id)), 30_000);
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 500)); // no stray repeat comes later

    // Every copy verified; deduplicated by webhook-id, each event exactly once, with the stored body.
    expect(receiver.received.every((r) => r.verifiedWith === 0)).toBe(true);
    const ids = new Set(receiver.received.map((r) => r.id));
    expect([...ids].sort()).toEqual(events.map((e) => e.id).sort());
    for (const event of events) {
      const copies = receiver.received.filter((r) => r.id === event.id);
      for (const copy of copies) expect(copy.body).toBe(event.payload);
    }
    // The request cut off by the crash was sent again with the same id (more than once is allowed: on a
    // loaded machine a sender may outlive its own short test lease and repeat it; the id still dedupes).
    expect(receiver.received.filter((r) => r.id === victim).length).toBeGreaterThanOrEqual(2);
    const deliveries = await db.webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    expect(deliveries.every((d) => d.status === "succeeded" && d.claimedBy === null)).toBe(true);
    expect(deliveries.find((d) => d.eventId === victim)!.attempts).toBeGreaterThanOrEqual(2);
  });
});
