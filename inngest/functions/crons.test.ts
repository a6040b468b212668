// The two Inngest crons: due scheduled posts are fanned out and dispatched; queued rows nobody works on
// are dispatched again. step.sendEvent is mocked (@inngest/test), its payload asserted.
import "@/test/use-database";
import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { makeAccount, makeDraft, makeQueuedRows } from "@/test/publishing/rows";
import { publishDueScheduledPosts } from "./publish-due-scheduled-posts";
import { sweepQueuedPosts } from "./sweep-queued-posts";

type SentEvent = { name: string; data: { postId: string; accountKey: string; platform: string } };

function sentEvents(ctx: unknown): SentEvent[] {
  const sendEvent = (ctx as { step: { sendEvent: { mock: { calls: unknown[][] } } } }).step.sendEvent;
  return sendEvent.mock.calls.flatMap((call) => call[1] as SentEvent[]);
}

const cronEvent = { name: "inngest/scheduled.timer", data: { cron: "* * * * *" } };

describe("publish-due-scheduled-posts", () => {
  it("fans out due scheduled posts and dispatches their rows; posts not yet due stay scheduled", async () => {
    const { workspaceId } = await makeWorkspace();
    const a = await makeAccount(workspaceId, "bluesky");
    const b = await makeAccount(workspaceId, "threads");
    const due = await makeDraft(
      workspaceId,
      [
        { platform: "bluesky", accountId: a.id },
        { platform: "threads", accountId: b.id },
      ],
      { scheduledAt: new Date(Date.now() + 50) },
    );
    const later = await makeDraft(workspaceId, [{ platform: "bluesky", accountId: a.id }], { scheduledAt: new Date(Date.now() + 3_600_000) });
    await new Promise((resolve) => setTimeout(resolve, 60));
    const t = new InngestTestEngine({
      function: publishDueScheduledPosts,
      events: [cronEvent as never],
      steps: [{ id: "dispatch-rows", handler: () => ({ ids: [] }) }],
    });
    const { ctx } = await t.execute();
    const rows = await db.post.findMany({ where: { groupId: due.id } });
    expect(rows.map((r) => r.status)).toEqual(["queued", "queued"]);
    const events = sentEvents(ctx).filter((e) => rows.some((r) => r.id === e.data.postId));
    expect(events.map((e) => [e.name, e.data.platform]).sort()).toEqual([
      ["post/publish.requested", "bluesky"],
      ["post/publish.requested", "threads"],
    ]);
    expect((await db.post.findUniqueOrThrow({ where: { id: later.id } })).status).toBe("scheduled");
  });
});

describe("sweep-queued-posts", () => {
  it("dispatches queued rows nobody works on after the grace period, not rows held by a live run or waiting to retry", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "mastodon");
    const mapping = [{ platform: "mastodon", accountId: account.id }];
    const [deferred] = await makeQueuedRows(workspaceId, mapping);
    const [abandoned] = await makeQueuedRows(workspaceId, mapping);
    const [held] = await makeQueuedRows(workspaceId, mapping);
    const [waiting] = await makeQueuedRows(workspaceId, mapping);
    const [fresh] = await makeQueuedRows(workspaceId, mapping);
    const old = new Date(Date.now() - 120_000);
    await db.post.updateMany({ where: { id: { in: [deferred, abandoned, held, waiting] } }, data: { queuedAt: old, nextAttemptAt: old } });
    await db.post.update({ where: { id: abandoned }, data: { claimedBy: "inngest:dead-run", leaseUntil: new Date(Date.now() - 1_000) } });
    await db.post.update({ where: { id: held }, data: { claimedBy: "inngest:live-run", leaseUntil: new Date(Date.now() + 60_000) } });
    await db.post.update({ where: { id: waiting }, data: { nextAttemptAt: new Date(Date.now() + 60_000) } });

    const t = new InngestTestEngine({
      function: sweepQueuedPosts,
      events: [cronEvent as never],
      steps: [{ id: "dispatch-rows", handler: () => ({ ids: [] }) }],
    });
    const { ctx } = await t.execute();
    const dispatched = new Set(sentEvents(ctx).map((e) => e.data.postId));
    expect(dispatched.has(deferred)).toBe(true);
    expect(dispatched.has(abandoned)).toBe(true);
    expect(dispatched.has(held)).toBe(false);
    expect(dispatched.has(waiting)).toBe(false);
    expect(dispatched.has(fresh)).toBe(false);
  });
});
