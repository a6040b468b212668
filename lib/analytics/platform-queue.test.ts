import { describe, expect, it } from "vitest";
import { runSpaced } from "./platform-queue";

describe("runSpaced", () => {
  it("keeps at most `concurrency` calls in flight and spaces their starts", async () => {
    const starts: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const notRun = await runSpaced([1, 2, 3, 4, 5], { concurrency: 2, minIntervalMs: 40 }, async () => {
      starts.push(Date.now());
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 100));
      inFlight--;
    });
    expect(notRun).toEqual([]);
    expect(maxInFlight).toBe(2);
    const gaps = starts.slice(1).map((t, i) => t - starts[i]);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(38);
  });

  it("stop() leaves the items whose call had not started", async () => {
    const ran: number[] = [];
    const notRun = await runSpaced([1, 2, 3, 4], { concurrency: 1, minIntervalMs: 0 }, async (item, stop) => {
      ran.push(item);
      if (item === 2) stop();
    });
    expect(ran).toEqual([1, 2]);
    expect(notRun).toEqual([3, 4]);
  });
});
