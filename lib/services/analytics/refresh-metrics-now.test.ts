// "Refresh now" on the embedded default (no Inngest): the workspace's published rows are measured through
// their adapters (here the sandbox publisher of a sandbox account) and a new snapshot is stored beside the
// older ones; rows measured in the last minutes are left alone, other workspaces are never touched.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { requestMetricsRefresh } from "@/lib/analytics/request-metrics-refresh";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { refreshMetricsNow } from "./refresh-metrics-now";

async function publishedRow(workspaceId: string) {
  const account = await makeAccount(workspaceId, "bluesky", { sandbox: true });
  const post = await db.post.create({
    data: {
      workspaceId,
      caption: "measured now",
      platforms: ["bluesky"],
      status: "published",
      publishedAt: new Date(Date.now() - 6 * 3_600_000),
      connectedAccountId: account.id,
      accountMappings: [{ platform: "bluesky", accountId: account.id }],
      platformResults: { create: { platform: "bluesky", success: true, remotePostId: `at://did:plc:sandbox/app.bsky.feed.post/${crypto.randomUUID()}` } },
    },
  });
  return post.id;
}

const snapshots = (postId: string) => db.metricSnapshot.findMany({ where: { postId }, orderBy: { fetchedAt: "asc" } });

describe("refreshMetricsNow", () => {
  it("measures the workspace's rows now, keeps the history, and skips rows measured minutes ago", async () => {
    const ws = await makeWorkspace(["viewer"]);
    const fresh = await publishedRow(ws.workspaceId);
    const older = await publishedRow(ws.workspaceId);
    await db.metricSnapshot.create({
      data: { postId: older, workspaceId: ws.workspaceId, platform: "bluesky", fetchedAt: new Date(Date.now() - 10 * 60_000), likes: 1 },
    });
    const elsewhere = await makeWorkspace();
    const untouched = await publishedRow(elsewhere.workspaceId);

    // A viewer may ask: it changes no content.
    const viewer = { kind: "user" as const, userId: ws.members.viewer!.id };
    expect(await refreshMetricsNow({ workspaceId: ws.workspaceId, actor: viewer })).toEqual({ status: "done", refreshed: 2, failed: 0, deferred: 0 });
    const [first] = await snapshots(fresh);
    expect(first).toMatchObject({ error: null, likes: expect.any(Number), reposts: expect.any(Number), views: null });
    expect(await snapshots(older)).toHaveLength(2);
    expect(await snapshots(untouched)).toHaveLength(0);

    // Right away again: nothing is due, nothing is asked.
    expect(await refreshMetricsNow({ workspaceId: ws.workspaceId, actor: { kind: "user", userId: ws.owner.id } })).toMatchObject({
      status: "done",
      refreshed: 0,
    });
    expect(await snapshots(fresh)).toHaveLength(1);

    const outsider = await makeWorkspace();
    await expect(refreshMetricsNow({ workspaceId: ws.workspaceId, actor: { kind: "user", userId: outsider.owner.id } })).rejects.toMatchObject({ status: 404 });
  });

  it("answers 'running' when the networks are slow, and the refresh still finishes", async () => {
    const ws = await makeWorkspace();
    const postId = await publishedRow(ws.workspaceId);
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const slow = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      finish();
      return { views: 1, likes: 2, comments: null, shares: null, reach: null, saves: null, impressions: null, reposts: null };
    };
    expect(await requestMetricsRefresh({ workspaceId: ws.workspaceId, waitMs: 50, refreshOptions: { fetchMetricsFor: slow } })).toEqual({ status: "running" });
    await finished;
    await expect.poll(async () => (await snapshots(postId)).map((s) => s.likes)).toEqual([2]);
  });
});
