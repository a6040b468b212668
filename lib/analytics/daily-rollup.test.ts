// The in-process rollup runner: asked every hour, it rolls up once per UTC day, never twice at once, and a
// failed run may be asked again the same day.
import { describe, expect, it } from "vitest";
import { onceADay } from "./daily-rollup";
import type { RollupReport } from "./rollup-snapshots";

const report: RollupReport = { posts: 3, deleted: 12, ms: 5 };

describe("onceADay", () => {
  it("runs once per day, joins a run in progress, and runs again the next day", async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const runner = onceADay(
      () => new Promise<RollupReport>((resolve) => ((runs += 1), (finish = () => resolve(report)))),
      () => undefined,
    );
    const first = runner({ day: "2026-11-21" });
    const joined = runner({ day: "2026-11-21" });
    finish();
    expect(await first).toEqual(report);
    expect(await joined).toEqual(report);
    expect(await runner({ day: "2026-11-21" })).toBeUndefined();
    expect(runs).toBe(1);
    const nextDay = runner({ day: "2026-11-22" });
    finish();
    expect(await nextDay).toEqual(report);
    expect(runs).toBe(2);
  });

  it("logs a failure and lets the same day ask again", async () => {
    const lines: string[] = [];
    let fail = true;
    const runner = onceADay(
      async () => {
        if (fail) throw new Error("database went away");
        return report;
      },
      (line) => lines.push(line),
    );
    expect(await runner({ day: "2026-11-21" })).toBeUndefined();
    expect(lines).toEqual(["[postlane] metric snapshot rollup failed: database went away"]);
    fail = false;
    expect(await runner({ day: "2026-11-21" })).toEqual(report);
  });
});
