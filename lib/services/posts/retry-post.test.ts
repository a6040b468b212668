import "@/test/use-database";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { queueProgress } from "@/lib/serializers/queue-progress";
import { PublishingWorker } from "@/lib/publishing/worker";
import { sandboxCreations } from "@/lib/platforms/sandbox/adapter";
import { makeWorkspace } from "@/test/factories";
import { makeAccount, makeQueuedRows, waitForFinal } from "@/test/publishing/rows";
import { systemActor } from "../actor";
import { retryPost } from "./retry-post";

const workers: PublishingWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

function startWorker(workspaceId: string) {
  const worker = new PublishingWorker({
    workspaceIds: [workspaceId],
    sweepIntervalMs: 30,
    deps: { policy: { maxAttempts: 2, backoffBaseMs: 10, backoffMaxMs: 20 } },
  });
  workers.push(worker);
  worker.start();
}

describe("retryPost", () => {
  it("re-runs only the failed row, from the start, and it can then succeed", async () => {
    const { workspaceId, owner } = await makeWorkspace();
    // Mastodon takes a video (Bluesky's rules refuse video), so only the YouTube row fails.
    const mastodon = await makeAccount(workspaceId, "mastodon");
    const youtube = await makeAccount(workspaceId, "youtube");
    const [okId, failedId] = await makeQueuedRows(
      workspaceId,
      [
        { platform: "mastodon", accountId: mastodon.id },
        { platform: "youtube", accountId: youtube.id },
      ],
      { mediaUrls: ["https://cdn.example.test/v.mp4"], mediaType: "video", platformOptions: { sandbox: { latencyMs: 0, pendingPolls: 0 } } },
    );
    startWorker(workspaceId);
    const [ok, failed] = await waitForFinal([okId, failedId]);
    expect(ok.status).toBe("published");
    expect(failed.platformResults[0].error).toContain("youtube: title is required");

    await expect(retryPost({ workspaceId, actor: systemActor, input: { id: okId } })).rejects.toMatchObject({
      status: 400,
      message: "Only failed posts can be retried; this post is published",
    });
    // Stopped first so the queued state below is read before any worker claims the row again.
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    // The person fixes the options, then retries.
    await db.post.update({
      where: { id: failedId },
      data: { platformOptions: { sandbox: { latencyMs: 0, pendingPolls: 0 }, youtube: { title: "Launch", categoryId: "22", madeForKids: false } } },
    });
    const result = await retryPost({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { id: failedId } });
    expect(result).toEqual({ postIds: [failedId], status: "queued", dispatchDeferred: true });
    const queued = await db.post.findUniqueOrThrow({ where: { id: failedId }, include: { platformResults: true } });
    expect(queued.platformResults).toEqual([]);
    expect(queueProgress(queued)).toEqual({ queued_since: queued.queuedAt!.toISOString(), attempts: 0, next_attempt_at: queued.nextAttemptAt!.toISOString() });
    startWorker(workspaceId);
    const [retried] = await waitForFinal([failedId]);
    expect(retried.status).toBe("published");
    expect(retried.attempts).toBe(1);
    expect(sandboxCreations(okId)).toBe(1);
    expect(sandboxCreations(failedId)).toBe(1);
  });

  it("is 404 for another workspace's post and for a live post seen through a test key, 403 for a viewer", async () => {
    const { workspaceId, owner, members } = await makeWorkspace(["viewer"]);
    const other = await makeWorkspace();
    const account = await makeAccount(workspaceId, "discord");
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "discord", accountId: account.id }]);
    await db.post.update({ where: { id }, data: { status: "failed" } });
    await expect(retryPost({ workspaceId: other.workspaceId, actor: systemActor, input: { id } })).rejects.toMatchObject({ status: 404 });
    // A malformed id (a server action can send anything) names no row: 404, never a database error.
    await expect(retryPost({ workspaceId, actor: systemActor, input: { id: "not-a-uuid" } })).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining("Post"),
    });
    await expect(
      retryPost({ workspaceId, actor: { kind: "api_key", apiKeyId: crypto.randomUUID(), userId: owner.id, mode: "test" }, input: { id } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(retryPost({ workspaceId, actor: { kind: "user", userId: members.viewer!.id }, input: { id } })).rejects.toMatchObject({ status: 403 });
    expect((await db.post.findUniqueOrThrow({ where: { id } })).status).toBe("failed");
  });

  it("shows nothing extra on rows that are not queued", () => {
    expect(queueProgress({ status: "published", queuedAt: new Date(), attempts: 1, nextAttemptAt: null })).toEqual({});
  });
});
