import { describe, expect, it, vi } from "vitest";
import { startMetricsSweep } from "./metrics-sweep";
import type { RefreshReport } from "./refresh-metrics";

const report: RefreshReport = { due: 1, refreshed: 1, failed: 0, deferred: 0, skipped: 0, rateLimited: {}, budgetSpent: [] };

describe("startMetricsSweep", () => {
  it("runs on its interval, never two runs at once, and stops", async () => {
    let calls = 0;
    let release: () => void = () => {};
    const sweep = startMetricsSweep({
      firstDelayMs: 10,
      intervalMs: 30,
      log: () => {},
      refresh: async () => {
        calls++;
        await new Promise<void>((resolve) => (release = resolve));
        return report;
      },
    });
    await vi.waitFor(() => expect(calls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls).toBe(1); // the first run is still going: no second one started
    const overlapping = sweep.runNow();
    expect(calls).toBe(1);
    release();
    expect(await overlapping).toEqual(report);
    await vi.waitFor(() => expect(calls).toBe(2));
    release();
    sweep.stop();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toBe(2);
  });

  it("survives a failing run", async () => {
    const messages: string[] = [];
    const sweep = startMetricsSweep({ firstDelayMs: 60_000, log: (m) => messages.push(m), refresh: async () => Promise.reject(new Error("database down")) });
    expect(await sweep.runNow()).toBeUndefined();
    expect(messages).toEqual(["[postlane] metrics refresh failed: database down"]);
    sweep.stop();
  });
});
