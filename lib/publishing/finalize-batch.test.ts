// Final statuses written together (finalize-batch.ts; the embedded database's finalize uses it, and the
// statement is the same on PostgreSQL): every row keeps its own guard and answer, results and webhook events
// go with the rows stored and only with them, and one row the statement cannot write does not fail the others.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { writeFinalBatched, type FinalWrite } from "./finalize-batch";

async function claimedRow(workspaceId: string, claimedBy: string) {
  const now = new Date();
  const row = await db.post.create({
    data: { workspaceId, caption: "x", platforms: ["mastodon"], accountMappings: [], status: "queued", queuedAt: now, nextAttemptAt: now, claimedBy },
  });
  return row.id;
}

function write(workspaceId: string, id: string, owner: string, status = "published"): FinalWrite {
  return {
    id,
    owner,
    status,
    publishedAt: new Date(),
    nextAttemptAt: null,
    state: { items: [{ remotePostId: `remote-${id}` }], complete: true },
    results: [{ platform: "mastodon", success: true, error: null, remote_post_id: `remote-${id}`, remote_publish_id: null, remote_permalink: null }],
    event: { workspaceId, type: "post.published", data: { id } },
  };
}

describe("writeFinalBatched", () => {
  it("stores the rows still claimed, with their results and webhook events, and leaves a row whose claim is gone alone", async () => {
    const { workspaceId } = await makeWorkspace();
    await db.webhookEndpoint.create({ data: { workspaceId, url: "https://hooks.example.test/x", events: ["post.published"], secretEncrypted: "x" } });
    const ours = await Promise.all([0, 1, 2].map(() => claimedRow(workspaceId, "worker/1")));
    const taken = await claimedRow(workspaceId, "other/1");

    // Called in one turn of the event loop: written together.
    const stored = await Promise.all([...ours, taken].map((id) => writeFinalBatched(write(workspaceId, id, "worker/1"))));
    expect(stored).toEqual([true, true, true, false]);

    const rows = await db.post.findMany({ where: { workspaceId }, include: { platformResults: true } });
    for (const row of rows) {
      if (row.id === taken) {
        expect([row.status, row.claimedBy, row.platformResults.length]).toEqual(["queued", "other/1", 0]);
      } else {
        expect([row.status, row.claimedBy, row.platformResults.map((r) => r.remotePostId)]).toEqual(["published", null, [`remote-${row.id}`]]);
        expect(row.publishedAt).not.toBeNull();
        expect(row.publishState).toEqual({ items: [{ remotePostId: `remote-${row.id}` }], complete: true });
      }
    }
    const events = await db.webhookEvent.findMany({ where: { workspaceId }, include: { deliveries: true } });
    expect(events.map((event) => (JSON.parse(event.payload) as { data: { id: string } }).data.id).sort()).toEqual([...ours].sort());
    expect(events.every((event) => event.deliveries.length === 1)).toBe(true);
  });

  it("writes each row alone when the shared statement fails, so only the row at fault fails", async () => {
    const { workspaceId } = await makeWorkspace();
    const [good, bad] = await Promise.all([0, 1].map(() => claimedRow(workspaceId, "worker/1")));
    const answers = await Promise.allSettled([
      writeFinalBatched(write(workspaceId, good, "worker/1")),
      writeFinalBatched(write(workspaceId, bad, "worker/1", "not-a-status")),
    ]);
    expect(answers[0]).toEqual({ status: "fulfilled", value: true });
    expect(answers[1].status).toBe("rejected");
    expect((await db.post.findUniqueOrThrow({ where: { id: good } })).status).toBe("published");
    expect((await db.post.findUniqueOrThrow({ where: { id: bad } })).status).toBe("queued");
  });

  it("answers by row and claim: a stale attempt and the row's current one in one statement", async () => {
    const { workspaceId } = await makeWorkspace();
    const id = await claimedRow(workspaceId, "worker/2");
    const stored = await Promise.all([writeFinalBatched(write(workspaceId, id, "worker/1")), writeFinalBatched(write(workspaceId, id, "worker/2"))]);
    expect(stored).toEqual([false, true]);
    const row = await db.post.findUniqueOrThrow({ where: { id }, include: { platformResults: true } });
    expect([row.status, row.platformResults.length]).toEqual(["published", 1]);
  });
});
