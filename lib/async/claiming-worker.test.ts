// The shared claiming loop on an in-memory queue (the database-backed workers have their own tests): slots,
// slots freed early, due-time wake-ups, the lookahead and its hand-back, periodic sweeps, stop with a deadline.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClaimingWorker, type AttemptSlot, type ClaimingWorkerSpec } from "./claiming-worker";

/** Rows due from `dueAt` (ms since the epoch); a claim takes due, unclaimed rows, oldest first. */
class MemoryQueue {
  readonly due = new Map<string, number>();
  readonly claimed = new Set<string>();
  readonly handedBack: string[] = [];
  claims: { limit: number; held: string[] }[] = [];

  add(id: string, dueAt = 0): void {
    this.due.set(id, dueAt);
  }

  async claim(limit: number, held: ReadonlySet<string>): Promise<string[]> {
    this.claims.push({ limit, held: [...held] });
    const now = Date.now();
    const ids = [...this.due].filter(([id, at]) => at <= now && !this.claimed.has(id)).map(([id]) => id);
    const taken = ids.slice(0, limit);
    for (const id of taken) this.claimed.add(id);
    return taken;
  }

  handBack(ids: string[]): void {
    for (const id of ids) this.claimed.delete(id);
    this.handedBack.push(...ids);
  }
}

/** An attempt the test ends by hand. */
class Gate {
  readonly running = new Map<string, { slot: AttemptSlot; end: () => void }>();
  readonly started: string[] = [];

  attempt = (id: string, slot: AttemptSlot): Promise<string> =>
    new Promise((resolve) => {
      this.started.push(id);
      this.running.set(id, {
        slot,
        end: () => {
          this.running.delete(id);
          resolve(id);
        },
      });
    });

  end(id: string): void {
    this.running.get(id)!.end();
  }
}

const workers: ClaimingWorker<string>[] = [];

function startWorker(queue: MemoryQueue, spec: Partial<ClaimingWorkerSpec<string>>): ClaimingWorker<string> {
  const worker = new ClaimingWorker<string>({
    name: "test loop",
    item: "row",
    sweepIntervalMs: 60_000,
    slots: 2,
    claim: (limit, held) => queue.claim(limit, held),
    attempt: async (id) => id,
    log: () => {},
    ...spec,
  });
  workers.push(worker);
  worker.start();
  return worker;
}

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop({ deadlineMs: 0 })));
});

describe("the claiming loop", () => {
  it("runs at most `slots` attempts at once and every row once, each finished one refilling its slot", async () => {
    const queue = new MemoryQueue();
    for (const id of ["a", "b", "c", "d", "e"]) queue.add(id);
    const gate = new Gate();
    const worker = startWorker(queue, { attempt: gate.attempt });
    await vi.waitFor(() => expect(gate.started).toEqual(["a", "b"]));
    expect(worker.busy).toBe(2);
    gate.end("a");
    await vi.waitFor(() => expect(gate.started).toEqual(["a", "b", "c"]));
    // The claim is told which rows the worker holds.
    expect(queue.claims.at(-1)).toEqual({ limit: 1, held: ["b"] });
    for (const id of ["b", "c"]) gate.end(id);
    await vi.waitFor(() => expect(gate.started).toHaveLength(5));
    for (const id of ["d", "e"]) gate.end(id);
    await vi.waitFor(() => expect(worker.busy).toBe(0));
    expect(new Set(gate.started).size).toBe(5);
  });

  it("starts the next row in a slot its attempt freed early, while that attempt still runs", async () => {
    const queue = new MemoryQueue();
    for (const id of ["a", "b"]) queue.add(id);
    const gate = new Gate();
    const worker = startWorker(queue, { slots: 1, attempt: gate.attempt });
    await vi.waitFor(() => expect(gate.started).toEqual(["a"]));
    gate.running.get("a")!.slot.free();
    await vi.waitFor(() => expect(gate.started).toEqual(["a", "b"]));
    expect(gate.running.has("a")).toBe(true);
    expect(worker.busy).toBe(1);
    gate.end("a");
    gate.end("b");
    await vi.waitFor(() => expect(worker.busy).toBe(0));
  });

  it("sweeps when an outcome's row falls due again, not only at the periodic sweep", async () => {
    const queue = new MemoryQueue();
    queue.add("a");
    const attempts: string[] = [];
    startWorker(queue, {
      attempt: async (id) => {
        attempts.push(id);
        // The row is let go until 50 ms from now (a retry).
        queue.claimed.delete(id);
        queue.add(id, Date.now() + 50);
        return id;
      },
      dueAt: () => (attempts.length === 1 ? Date.now() + 50 : undefined),
    });
    await vi.waitFor(() => expect(attempts).toEqual(["a", "a"]), { timeout: 2_000 });
  });

  it("tells the first and the timer's sweeps from wake-ups", async () => {
    const queue = new MemoryQueue();
    const sweeps: boolean[] = [];
    const worker = startWorker(queue, { sweepIntervalMs: 30, beforeClaim: async ({ periodic }) => void sweeps.push(periodic) });
    await vi.waitFor(() => expect(sweeps.filter(Boolean).length).toBeGreaterThanOrEqual(2));
    worker.wake();
    await vi.waitFor(() => expect(sweeps).toContain(false));
    expect(sweeps[0]).toBe(true);
  });

  it("claims ahead while slots free often, starts those rows as slots free, and hands the rest back on stop", async () => {
    const queue = new MemoryQueue();
    for (let i = 0; i < 40; i++) queue.add(`r${String(i).padStart(2, "0")}`);
    const gate = new Gate();
    const worker = startWorker(queue, {
      slots: 2,
      attempt: gate.attempt,
      // A claim's round trip, so there is something to look ahead over.
      claim: async (limit, held) => {
        await new Promise((resolve) => setImmediate(resolve));
        return queue.claim(limit, held);
      },
      lookahead: { limit: 2, maxWaitMs: 1_000, handBack: async (ids) => queue.handBack(ids) },
    });
    let maxAhead = 0;
    // Rows finish back to back: slots free often.
    for (let ended = 0; ended < 20; ended++) {
      await vi.waitFor(() => expect(gate.running.size).toBe(2));
      maxAhead = Math.max(maxAhead, worker.claimedAhead);
      gate.end([...gate.running.keys()][0]);
    }
    await vi.waitFor(() => expect(queue.claims.some((claim) => claim.limit > 1)).toBe(true));
    maxAhead = Math.max(maxAhead, worker.claimedAhead);
    expect(maxAhead).toBeGreaterThan(0);
    expect(maxAhead).toBeLessThanOrEqual(2);
    const waiting = worker.claimedAhead;
    const result = await worker.stop({ deadlineMs: 0 });
    // The rows claimed ahead never started: back to the queue. The two running are the caller's to settle.
    expect(queue.handedBack).toHaveLength(waiting);
    expect(queue.handedBack.some((id) => gate.started.includes(id))).toBe(false);
    expect(result.unsettled.sort()).toEqual([...gate.running.keys()].sort());
    expect(worker.claimedAhead).toBe(0);
  });

  it("stop() waits for the attempts in progress, or until its deadline and then names those still running", async () => {
    const queue = new MemoryQueue();
    for (const id of ["a", "b"]) queue.add(id);
    const gate = new Gate();
    const worker = startWorker(queue, { attempt: gate.attempt });
    await vi.waitFor(() => expect(gate.started).toEqual(["a", "b"]));
    const stopping = worker.stop({ deadlineMs: 50 });
    gate.end("a");
    expect(await stopping).toEqual({ settled: 1, unsettled: ["b"] });

    const other = new MemoryQueue();
    other.add("c");
    const gate2 = new Gate();
    const second = startWorker(other, { attempt: gate2.attempt });
    await vi.waitFor(() => expect(gate2.started).toEqual(["c"]));
    const stopped = second.stop();
    // Stopped: no more claims, whatever wakes it.
    other.add("d");
    second.wake();
    gate2.end("c");
    expect(await stopped).toEqual({ settled: 1, unsettled: [] });
    expect(gate2.started).toEqual(["c"]);
    gate.end("b");
  });
});
