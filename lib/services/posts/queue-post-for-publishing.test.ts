import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { queuePostForPublishing } from "./queue-post-for-publishing";

async function draftWithMappings(workspaceId: string, mappings: { platform: string; accountId?: string }[]) {
  return db.post.create({
    data: {
      workspaceId,
      caption: "Launch day",
      platforms: mappings.map((m) => m.platform),
      accountMappings: mappings,
      platformCaptions: { bluesky: "Launch day on Bluesky" },
      hashtags: ["launch"],
      mediaUrls: ["https://cdn.example.test/a.png"],
      mediaType: "image",
    },
  });
}

describe("queuePostForPublishing (fan-out)", () => {
  it("turns one post into one queued row per mapping, the original keeping the first", async () => {
    const { workspaceId } = await makeWorkspace();
    const accounts = await Promise.all(
      ["bluesky", "mastodon", "telegram"].map((platform) =>
        db.socialAccount.create({ data: { workspaceId, platform, platformUsername: platform, platformAccountId: `${platform}-1` } }),
      ),
    );
    const post = await draftWithMappings(
      workspaceId,
      accounts.map((a) => ({ platform: a.platform, accountId: a.id })),
    );

    const ids = await db.$transaction((tx) => queuePostForPublishing(tx, { workspaceId, postId: post.id }));
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(post.id);

    const rows = await db.post.findMany({ where: { groupId: post.id }, orderBy: { createdAt: "asc" } });
    expect(rows).toHaveLength(3);
    for (const [i, row] of ids.entries()) {
      const stored = rows.find((r) => r.id === row)!;
      expect(stored).toMatchObject({
        status: "queued",
        platforms: [accounts[i].platform],
        connectedAccountId: accounts[i].id,
        accountMappings: [{ platform: accounts[i].platform, accountId: accounts[i].id }],
        caption: "Launch day",
        hashtags: ["launch"],
        platformCaptions: { bluesky: "Launch day on Bluesky" },
      });
      expect(stored.queuedAt).not.toBeNull();
    }
  });

  it("refuses a post that is not draft or scheduled, and a post of another workspace", async () => {
    const { workspaceId } = await makeWorkspace();
    const other = await makeWorkspace();
    const post = await draftWithMappings(workspaceId, [{ platform: "discord" }]);
    await db.$transaction((tx) => queuePostForPublishing(tx, { workspaceId, postId: post.id }));
    await expect(db.$transaction((tx) => queuePostForPublishing(tx, { workspaceId, postId: post.id }))).rejects.toMatchObject({
      status: 400,
      message: "Only draft or scheduled posts can be published; this post is queued",
    });
    await expect(db.$transaction((tx) => queuePostForPublishing(tx, { workspaceId: other.workspaceId, postId: post.id }))).rejects.toMatchObject({
      status: 404,
    });
    expect(await db.post.count({ where: { groupId: post.id } })).toBe(1);
  });
});
