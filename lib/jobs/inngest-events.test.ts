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

describe("inngestEventsFor comment-retry", () => {
  it("one event per row and due time when asked once; the sweep's have no id", async () => {
    const postId = "6f1c2c4e-5d7b-4d59-9a34-2f4b0e0b3a11";
    const at = "2026-11-26T12:00:05.000Z";
    const [event] = await inngestEventsFor({ type: "comment-retry", comments: [{ postId, at }], dedupe: true });
    expect(event).toMatchObject({ name: "post/comment.retry-requested", id: `comment-retry-${postId}-${at}`, data: { postId, at } });
    const [swept] = await inngestEventsFor({ type: "comment-retry", comments: [{ postId, at }], dedupe: false });
    expect(swept.id).toBeUndefined();
  });
});
