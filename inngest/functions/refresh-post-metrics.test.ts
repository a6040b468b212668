// The hourly metrics refresh, run through @inngest/test: a published test-mode row gets a snapshot from the
// sandbox publisher, added beside the earlier one (history is kept). The "refresh now" event limits the run
// to this test's workspace (the cron covers every workspace, which on the shared test database would
// include other test files' rows).
import "@/test/use-database";
import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { METRICS_REFRESH_REQUESTED, refreshPostMetrics } from "./refresh-post-metrics";

async function publishedTestRow(workspaceId: string) {
  const account = await makeAccount(workspaceId, "bluesky", { sandbox: true });
  return db.post.create({
    data: {
      workspaceId,
      mode: "test",
      caption: "measured",
      platforms: ["bluesky"],
      status: "published",
      publishedAt: new Date(Date.now() - 3_600_000),
      connectedAccountId: account.id,
      accountMappings: [{ platform: "bluesky", accountId: account.id }],
      platformResults: {
        create: {
          platform: "bluesky",
          success: true,
          remotePostId: "at://did:plc:sandbox/app.bsky.feed.post/3kabc",
          remotePermalink: "https://bsky.app/profile/x/post/3kabc",
        },
      },
    },
  });
}

describe("refresh-post-metrics", () => {
  it("stores a metrics snapshot for a published row and keeps the earlier ones", async () => {
    const { workspaceId } = await makeWorkspace();
    const post = await publishedTestRow(workspaceId);
    // An older snapshot, so this run finds the row due again and must add rather than overwrite.
    await db.metricSnapshot.create({ data: { postId: post.id, workspaceId, platform: "bluesky", fetchedAt: new Date(Date.now() - 2 * 3_600_000), likes: 1 } });

    const event = { name: METRICS_REFRESH_REQUESTED, data: { workspaceIds: [workspaceId] } };
    const { result, error } = await new InngestTestEngine({ function: refreshPostMetrics, events: [event as never] }).execute();
    expect(error).toBeUndefined();
    expect(result).toMatchObject({ due: 1, refreshed: 1, failed: 0 });

    const snapshots = await db.metricSnapshot.findMany({ where: { postId: post.id }, orderBy: { fetchedAt: "asc" } });
    expect(snapshots).toHaveLength(2);
    expect(snapshots[1].error).toBeNull();
    expect(snapshots[1].likes).toEqual(expect.any(Number));
  });

  it("a 'refresh now' re-measures rows measured minutes ago (staleAfterMs), which the hourly run leaves alone", async () => {
    const { workspaceId } = await makeWorkspace();
    const post = await publishedTestRow(workspaceId);
    await db.metricSnapshot.create({ data: { postId: post.id, workspaceId, platform: "bluesky", fetchedAt: new Date(Date.now() - 3 * 60_000), likes: 1 } });
    const run = (data: Record<string, unknown>) =>
      new InngestTestEngine({ function: refreshPostMetrics, events: [{ name: METRICS_REFRESH_REQUESTED, data } as never] }).execute();
    expect((await run({ workspaceIds: [workspaceId] })).result).toMatchObject({ due: 0 });
    expect((await run({ workspaceIds: [workspaceId], staleAfterMs: 60_000 })).result).toMatchObject({ due: 1, refreshed: 1 });
    expect(await db.metricSnapshot.count({ where: { postId: post.id } })).toBe(2);
  });
});
