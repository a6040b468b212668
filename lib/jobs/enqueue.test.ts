// The jobs seam without Inngest: a job goes to the runner this process registered for its type, and to
// nobody once that runner is gone (the caller then leaves the work to a sweep). The Inngest side is tested
// through its callers against an Inngest event endpoint (lib/publishing/dispatch.test.ts).
import { afterEach, describe, expect, it } from "vitest";
import { enqueue } from "./enqueue";
import { registerInProcessRunner } from "./in-process";

const unregisterAll: (() => void)[] = [];
afterEach(() => unregisterAll.splice(0).forEach((unregister) => unregister()));

describe("enqueue without Inngest", () => {
  it("hands the job to this process's runner of its type and returns the runner's result", async () => {
    const seen: unknown[] = [];
    const report = { due: 1, refreshed: 1, failed: 0, deferred: 0 } as never;
    unregisterAll.push(registerInProcessRunner("metrics-refresh", (job) => (seen.push(job), report)));
    const enqueued = await enqueue({ type: "metrics-refresh", workspaceIds: ["w"], staleAfterMs: 60_000 });
    expect(enqueued.via).toBe("in-process");
    expect(await (enqueued as { result: Promise<unknown> }).result).toBe(report);
    expect(seen).toEqual([{ type: "metrics-refresh", workspaceIds: ["w"], staleAfterMs: 60_000 }]);
  });

  it("says nobody took it when no runner of that type runs here, and after the runner is removed", async () => {
    expect(await enqueue({ type: "publish", postIds: ["p"] })).toEqual({ via: "none" });
    const unregister = registerInProcessRunner("publish", () => undefined);
    expect((await enqueue({ type: "publish", postIds: ["p"] })).via).toBe("in-process");
    unregister();
    expect(await enqueue({ type: "publish", postIds: ["p"] })).toEqual({ via: "none" });
  });

  it("a stale unregister does not remove a newer runner of the same type", async () => {
    const first = registerInProcessRunner("publish", () => undefined);
    unregisterAll.push(registerInProcessRunner("publish", () => undefined));
    first();
    expect((await enqueue({ type: "publish", postIds: ["p"] })).via).toBe("in-process");
  });
});
