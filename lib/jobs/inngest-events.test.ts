// The rollup ask becomes one Inngest event per UTC day: its id is the day, so Inngest drops the 23 later
// asks of that day from any instance and the rollup runs once.
import { describe, expect, it } from "vitest";
import { inngestEventsFor } from "./inngest-events";

describe("inngestEventsFor metrics-rollup", () => {
  it("one event, its id the day", async () => {
    const [event, ...rest] = await inngestEventsFor({ type: "metrics-rollup", day: "2026-11-21" });
    expect(rest).toEqual([]);
    expect(event).toMatchObject({ name: "analytics/metrics.rollup-requested", id: "metrics-rollup-2026-11-21", data: { day: "2026-11-21" } });
    const [again] = await inngestEventsFor({ type: "metrics-rollup", day: "2026-11-21" });
    const [tomorrow] = await inngestEventsFor({ type: "metrics-rollup", day: "2026-11-22" });
    expect(again.id).toBe(event.id);
    expect(tomorrow.id).not.toBe(event.id);
  });
});
