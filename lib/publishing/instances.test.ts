// Instance heartbeats and the takeover of a dead instance's claims, and the worker's graceful stop, in-process
// on both databases (lib/publishing/crash-restart.test.ts does the same with real processes on PostgreSQL).
import "@/test/use-database";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isEmbeddedDatabase } from "@/lib/env";
import { metrics } from "@/lib/observability/metrics";
import { makeWorkspace } from "@/test/factories";
import { makeAccount, makeQueuedRows, waitForFinal } from "@/test/publishing/rows";
import { claimDueRows } from "./claim-rows";
import { registerInstance } from "./instances";
import { PublishingWorker } from "./worker";

const LIMITS = { slots: 8, perAccount: 1, perNetwork: 8 };
const LEASE_MS = 5 * 60_000;
const workspaces: string[] = [];

async function workspace() {
  const { workspaceId } = await makeWorkspace();
  workspaces.push(workspaceId);
  return workspaceId;
}

// Claims count against the per-network limit of every workspace (tests share PostgreSQL): end them.
afterEach(async () => {
  await db.post.updateMany({
    where: { workspaceId: { in: workspaces.splice(0) }, status: "queued" },
    data: { status: "failed", claimedBy: null, leaseUntil: null },
  });
});

async function instanceWithHeartbeat(id: string, ageMs: number) {
  await db.$executeRaw`
    INSERT INTO publishing_instances (id, started_at, heartbeat_at) VALUES (${id}, now(), now() - make_interval(secs => ${ageMs / 1000}::float8))
    ON CONFLICT (id) DO UPDATE SET heartbeat_at = EXCLUDED.heartbeat_at`;
}

async function claimAs(owner: string, workspaceId: string) {
  return claimDueRows({ owner, limits: LIMITS, free: 8, leaseMs: LEASE_MS, workspaceIds: [workspaceId], deadAfterMs: 10_000 });
}

// First in the file: registerInstance treats the first registration of a process specially.
describe("a restart", () => {
  it(
    isEmbeddedDatabase()
      ? "on the embedded database, makes every instance of an earlier process dead at once"
      : "on PostgreSQL, leaves other instances alone until their heartbeat goes stale",
    async () => {
      const workspaceId = await workspace();
      const account = await makeAccount(workspaceId, "bluesky");
      const [id] = await makeQueuedRows(workspaceId, [{ platform: "bluesky", accountId: account.id }]);
      const earlier = `earlier-process-${crypto.randomUUID().slice(0, 8)}`;
      await instanceWithHeartbeat(earlier, 0);
      expect(await claimAs(earlier, workspaceId)).toHaveLength(1);

      const restarted = `restarted-${crypto.randomUUID().slice(0, 8)}`;
      await registerInstance(restarted);
      const taken = await claimAs(restarted, workspaceId);
      if (isEmbeddedDatabase()) {
        expect(taken.map((row) => row.id)).toEqual([id]);
        expect((await db.post.findUniqueOrThrow({ where: { id } })).claimedBy).toMatch(new RegExp(`^${restarted}/`));
      } else {
        // Several processes share PostgreSQL: another instance is alive until its heartbeat says otherwise.
        expect(taken).toEqual([]);
      }
    },
  );
});

describe("claims of a dead instance", () => {
  it("count against the limits while its heartbeat is fresh, and are taken over once it is stale, long before the lease", async () => {
    const workspaceId = await workspace();
    const account = await makeAccount(workspaceId, "bluesky");
    const [first] = await makeQueuedRows(workspaceId, [{ platform: "bluesky", accountId: account.id }], { caption: "first" });
    const [second] = await makeQueuedRows(workspaceId, [{ platform: "bluesky", accountId: account.id }], { caption: "second" });
    const holder = `holder-${crypto.randomUUID().slice(0, 8)}`;
    await instanceWithHeartbeat(holder, 0);
    expect((await claimAs(holder, workspaceId)).map((row) => row.id)).toEqual([first]);

    const other = `other-${crypto.randomUUID().slice(0, 8)}`;
    await instanceWithHeartbeat(other, 0);
    // One row per account at a time: the second waits, the first is held.
    expect(await claimAs(other, workspaceId)).toEqual([]);
    await instanceWithHeartbeat(holder, 9_000);
    expect(await claimAs(other, workspaceId)).toEqual([]);

    await instanceWithHeartbeat(holder, 11_000);
    const taken = await claimAs(other, workspaceId);
    expect(taken.map((row) => row.id)).toEqual([first]);
    const row = await db.post.findUniqueOrThrow({ where: { id: first } });
    expect(row.claimedBy).toBe(taken[0].claim);
    expect(row.attempts).toBe(2);
    expect(second).toBeTruthy();
  });

  it("of a network no longer fill its limit", async () => {
    const workspaceId = await workspace();
    // A network no other test here claims rows of, so the limit is this test's alone.
    const accounts = await Promise.all([0, 1, 2].map(() => makeAccount(workspaceId, "threads")));
    for (const account of accounts) await makeQueuedRows(workspaceId, [{ platform: "threads", accountId: account.id }]);
    const dead = `dead-${crypto.randomUUID().slice(0, 8)}`;
    await instanceWithHeartbeat(dead, 0);
    const limits = { ...LIMITS, perNetwork: 2 };
    expect(await claimDueRows({ owner: dead, limits, free: 8, leaseMs: LEASE_MS, workspaceIds: [workspaceId] })).toHaveLength(2);
    const live = `live-${crypto.randomUUID().slice(0, 8)}`;
    await instanceWithHeartbeat(live, 0);
    expect(await claimDueRows({ owner: live, limits, free: 8, leaseMs: LEASE_MS, workspaceIds: [workspaceId] })).toEqual([]);
    await instanceWithHeartbeat(dead, 60_000);
    const takeovers = async () => (await metrics().claimTakeovers.get()).values[0]?.value ?? 0;
    const before = await takeovers();
    expect(await claimDueRows({ owner: live, limits, free: 8, leaseMs: LEASE_MS, workspaceIds: [workspaceId] })).toHaveLength(2);
    // Both rows were the dead instance's: two takeovers for the operator's counter (postlane_claim_takeovers_total).
    expect(await takeovers()).toBe(before + 2);
  });
});

describe("a worker's graceful stop", () => {
  it("finishes the calls in progress, hands back rows before their publish, keeps armed ones claimed past the deadline", async () => {
    const workspaceId = await workspace();
    const accounts = await Promise.all([0, 1, 2].map(() => makeAccount(workspaceId, "bluesky")));
    const [slow, stuck, armed] = await Promise.all(
      accounts.map(async (account, i) => (await makeQueuedRows(workspaceId, [{ platform: "bluesky", accountId: account.id }], { caption: `row ${i}` }))[0]),
    );
    const reached = new Set<string>();
    const worker = new PublishingWorker({
      workspaceIds: [workspaceId],
      sweepIntervalMs: 30,
      timing: { heartbeatIntervalMs: 50, deadAfterMs: 1_000 },
      deps: {
        faults: async (point, postId) => {
          // slow: a 300 ms step, then it would go on; stuck: never comes back before the deadline (armed
          // likewise, but after its arm).
          if (postId === slow && point === "after-prepare-call") {
            reached.add(postId);
            await new Promise((resolve) => setTimeout(resolve, 300));
          }
          if ((postId === stuck && point === "after-prepare-call") || (postId === armed && point === "after-arm")) {
            reached.add(postId);
            await new Promise(() => undefined);
          }
        },
      },
    });
    worker.start();
    while (reached.size < 3) await new Promise((resolve) => setTimeout(resolve, 10));

    const report = await worker.stop({ deadlineMs: 600 });
    expect(report).toEqual({ settled: 1, released: 1, leftArmed: 1 });
    const rows = await db.post.findMany({ where: { id: { in: [slow, stuck, armed] } } });
    const byId = (id: string) => rows.find((row) => row.id === id)!;
    for (const id of [slow, stuck]) {
      expect(byId(id)).toMatchObject({ status: "queued", claimedBy: null, leaseUntil: null });
      expect((byId(id).publishState as { waiting?: boolean }).waiting).toBe(true);
    }
    expect(byId(armed).claimedBy).toMatch(new RegExp(`^${worker.id}/`));
    // The instance stays registered with a claim out; it goes dead when its heartbeat is stale, and a new
    // worker then takes the armed row over through findExisting.
    expect(await db.publishingInstance.findUnique({ where: { id: worker.id } })).not.toBeNull();

    const next = new PublishingWorker({ workspaceIds: [workspaceId], sweepIntervalMs: 50, timing: { heartbeatIntervalMs: 50, deadAfterMs: 1_000 } });
    next.start();
    const final = await waitForFinal([slow, stuck, armed], 15_000);
    expect(final.map((row) => row.status)).toEqual(["published", "published", "published"]);
    expect(final.map((row) => row.attempts)).toEqual([1, 1, 2]);
    await next.stop();
    expect(await db.publishingInstance.findUnique({ where: { id: next.id } })).toBeNull();
  });
});
