// The Inngest side of the first comment's automatic retry, run through @inngest/test against the real database
// and the sandbox publisher: a comment that failed for a passing reason is tried again by retry-first-comment
// once due (the run's sleep is mocked), posted once; a repeated event finds nothing due. sweep-comment-retries
// asks again for a due row whose event was lost.
import "@/test/use-database";
import { InngestTestEngine } from "@inngest/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PublishingWorker } from "@/lib/publishing/worker";
import { makeWorkspace } from "@/test/factories";
import { makeAccount, makeQueuedRows, waitForFinal, type StoredComment } from "@/test/publishing/rows";
import { retryFirstComment } from "./retry-first-comment";
import { sweepCommentRetries } from "./sweep-comment-retries";

let workspaceId = "";
let worker: PublishingWorker;

beforeAll(async () => {
  workspaceId = (await makeWorkspace()).workspaceId;
  worker = new PublishingWorker({
    workspaceIds: [workspaceId],
    sweepIntervalMs: 30,
    deps: { policy: { maxAttempts: 5, backoffBaseMs: 60_000, backoffMaxMs: 60_000 } },
  });
  worker.start();
});
afterAll(async () => {
  await worker.stop();
});

/** A published row whose first comment the sandbox answered with a blip: failed, with a retry due in a minute. */
async function rowWithBlip() {
  const account = await makeAccount(workspaceId, "bluesky");
  const [id] = await makeQueuedRows(workspaceId, [{ platform: "bluesky", accountId: account.id }], {
    caption: `post ${crypto.randomUUID()}`,
    platformOptions: { bluesky: { firstComment: "More at https://example.com" }, sandbox: { commentOutcome: "retryable" } },
  });
  const [row] = await waitForFinal([id]);
  return { id, row, comment: row.platformResults[0].firstComment as unknown as StoredComment };
}

function run(postId: string, at: string) {
  return new InngestTestEngine({
    function: retryFirstComment,
    events: [{ name: "post/comment.retry-requested", data: { postId, at } }],
    steps: [{ id: "wait-until-due", handler: () => undefined }],
  }).execute();
}

describe("retry-first-comment", () => {
  it("waits until the retry is due, then posts the comment once; a repeated event finds nothing to do", async () => {
    const { id, row, comment } = await rowWithBlip();
    expect(row.status).toBe("published");
    expect(comment).toMatchObject({ status: "failed", error: "bluesky: first comment: the network is temporarily unavailable (sandbox)" });
    expect(row.nextAttemptAt!.toISOString()).toBe(comment.retry_at);

    // Before its time (an early or repeated event): nothing is claimed, nothing posted.
    expect((await run(id, comment.retry_at!)).result).toMatchObject({ kind: "skipped" });
    // Its time comes (as the run's sleep would end).
    await db.post.update({ where: { id }, data: { nextAttemptAt: new Date(Date.now() - 1_000) } });
    expect((await run(id, comment.retry_at!)).result).toEqual({ kind: "posted" });
    const after = await db.post.findUniqueOrThrow({ where: { id }, include: { platformResults: true } });
    expect(after).toMatchObject({ status: "published", nextAttemptAt: null });
    expect(after.platformResults[0].firstComment).toMatchObject({ status: "posted", id: expect.any(String) });
    expect((await run(id, comment.retry_at!)).result).toMatchObject({ kind: "skipped" });
  });
});

describe("sweep-comment-retries", () => {
  it("asks again for every due comment retry, without an event id", async () => {
    const { id } = await rowWithBlip();
    // Oldest first, so it is within the sweep's batch even on a shared database full of other tests' rows.
    await db.post.update({ where: { id }, data: { nextAttemptAt: new Date("2000-01-01T00:00:00Z") } });
    const { ctx } = await new InngestTestEngine({
      function: sweepCommentRetries,
      events: [{ name: "inngest/scheduled.timer", data: { cron: "* * * * *" } } as never],
      steps: [{ id: "dispatch-comments", handler: () => ({ ids: [] }) }],
    }).execute();
    const sendEvent = (ctx as unknown as { step: { sendEvent: { mock: { calls: unknown[][] } } } }).step.sendEvent;
    const events = sendEvent.mock.calls.flatMap((call) => [call[1]].flat() as { name: string; id?: string; data: { postId: string } }[]);
    const ours = events.filter((e) => e.data.postId === id);
    expect(ours).toEqual([expect.objectContaining({ name: "post/comment.retry-requested" })]);
    expect(ours[0].id).toBeUndefined();
  });
});
