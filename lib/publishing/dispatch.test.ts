// The dispatcher against a real Inngest client: events reach an Inngest endpoint (a local stand-in for the
// dev server's event API), and when Inngest cannot be reached the rows stay queued with dispatchDeferred.
import "@/test/use-database";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnv } from "@/lib/env";
import { makeWorkspace } from "@/test/factories";
import { makeAccount, makeQueuedRows } from "@/test/publishing/rows";
import { logger } from "@/lib/observability/logger";

const received: { path: string; body: unknown }[] = [];
let mode: "accept" | "hang" | "fail" = "accept";
const server = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (mode === "hang") return;
  if (mode === "fail") {
    res.writeHead(500).end("{}");
    return;
  }
  const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown[];
  received.push({ path: req.url ?? "", body });
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ids: body.map((_, i) => `evt-${i}`), status: 200 }));
});
let baseUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
  vi.resetModules();
});

async function loadDispatcher(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetEnv();
  vi.resetModules();
  return import("./dispatch");
}

async function rows() {
  const { workspaceId } = await makeWorkspace();
  const a = await makeAccount(workspaceId, "bluesky");
  const b = await makeAccount(workspaceId, "mastodon");
  const ids = await makeQueuedRows(workspaceId, [
    { platform: "bluesky", accountId: a.id },
    { platform: "mastodon", accountId: b.id },
  ]);
  return { ids, accounts: [a, b] };
}

describe("dispatchPublish", () => {
  it("without Inngest and without a worker in this process, says the rows wait for a sweep", async () => {
    const { dispatchPublish } = await loadDispatcher({});
    const { ids } = await rows();
    expect(await dispatchPublish({ postIds: ids })).toEqual({ dispatchDeferred: true });
  });

  it("without Inngest, wakes this process's worker", async () => {
    const { dispatchPublish } = await loadDispatcher({});
    const { startPublishingWorker, stopPublishingWorker } = await import("./worker");
    const worker = startPublishingWorker({ workspaceIds: [crypto.randomUUID()], sweepIntervalMs: 60_000 });
    const wake = vi.spyOn(worker, "wake");
    try {
      const { ids } = await rows();
      expect(await dispatchPublish({ postIds: ids })).toEqual({ dispatchDeferred: false });
      expect(wake).toHaveBeenCalledTimes(1);
    } finally {
      await stopPublishingWorker();
    }
  });

  it("with Inngest, sends one post/publish.requested event per row, keyed for the concurrency limits", async () => {
    mode = "accept";
    received.length = 0;
    const { dispatchPublish } = await loadDispatcher({ INNGEST_DEV: "1", INNGEST_BASE_URL: baseUrl });
    const { ids, accounts } = await rows();
    expect(await dispatchPublish({ postIds: ids })).toEqual({ dispatchDeferred: false });
    const events = received.flatMap((r) => r.body as { name: string; data: unknown; id?: string }[]);
    expect(events.map((e) => e.name)).toEqual(["post/publish.requested", "post/publish.requested"]);
    expect(events.map((e) => e.data).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)))).toEqual(
      [
        { postId: ids[0], accountKey: accounts[0].id, platform: "bluesky" },
        { postId: ids[1], accountKey: accounts[1].id, platform: "mastodon" },
      ].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    );
    expect(events.every((e) => typeof e.id === "string" && e.id.startsWith("publish-"))).toBe(true);
  });

  it("when Inngest does not answer in time, returns dispatchDeferred within the bound and keeps the rows queued", async () => {
    mode = "hang";
    const { dispatchPublish, DISPATCH_TIMEOUT_MS } = await loadDispatcher({ INNGEST_DEV: "1", INNGEST_BASE_URL: baseUrl });
    const { ids } = await rows();
    const warn = vi.spyOn(logger(), "warn").mockImplementation(() => {});
    const started = Date.now();
    expect(await dispatchPublish({ postIds: ids })).toEqual({ dispatchDeferred: true });
    expect(Date.now() - started).toBeLessThan(DISPATCH_TIMEOUT_MS + 1_000);
    expect(warn).toHaveBeenCalled();
    const { db } = await import("@/lib/db");
    expect((await db.post.findMany({ where: { id: { in: ids } } })).map((r) => r.status)).toEqual(["queued", "queued"]);
  });

  it("when Inngest refuses the events, returns dispatchDeferred", async () => {
    mode = "fail";
    const { dispatchPublish } = await loadDispatcher({ INNGEST_DEV: "1", INNGEST_BASE_URL: baseUrl });
    const { ids } = await rows();
    vi.spyOn(logger(), "warn").mockImplementation(() => {});
    expect(await dispatchPublish({ postIds: ids })).toEqual({ dispatchDeferred: true });
  });
});
