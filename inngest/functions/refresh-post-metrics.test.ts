// The hourly metrics cron, run through @inngest/test: a published test-mode row gets a snapshot from the
// sandbox publisher, and a second run an hour later adds another (history is kept).
import "@/test/use-database";
import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { refreshPostMetrics } from "./refresh-post-metrics";

const cronEvent = { name: "inngest/scheduled.timer", data: { cron: "0 * * * *" } };

describe("refresh-post-metrics", () => {
  it("stores a metrics snapshot for a published row and keeps the earlier ones", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "bluesky", { sandbox: true });
    const post = await db.post.create({
      data: {
        workspaceId,
        mode: "test",
        caption: "measured",
        platforms: ["bluesky"],
        status: "published",
        publishedAt: new Date(Date.now() - 3_600_000),
        connectedAccountId: account.id,
        accountMappings: [{ platform: "bluesky", accountId: account.id }],
        platformResults: { create: { platform: "bluesky", success: true, remotePostId: "at://did:plc:sandbox/app.bsky.feed.post/3kabc", remotePermalink: "https://bsky.app/profile/x/post/3kabc" } },
      },
    });
    // An older snapshot, so this run finds the row due again and must add rather than overwrite.
    await db.metricSnapshot.create({ data: { postId: post.id, workspaceId, platform: "bluesky", fetchedAt: new Date(Date.now() - 2 * 3_600_000), likes: 1 } });

    const { result, error } = await new InngestTestEngine({ function: refreshPostMetrics, events: [cronEvent as never] }).execute();
    expect(error).toBeUndefined();
    expect(result).toMatchObject({ due: expect.any(Number), refreshed: expect.any(Number) });

    const snapshots = await db.metricSnapshot.findMany({ where: { postId: post.id }, orderBy: { fetchedAt: "asc" } });
    expect(snapshots).toHaveLength(2);
    expect(snapshots[1].error).toBeNull();
    expect(snapshots[1].likes).toEqual(expect.any(Number));
  });
});
