import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { findPostPermalinks } from "./find-post-permalinks";

async function row(workspaceId: string, results: { success: boolean; remotePermalink?: string; createdAt?: Date }[]) {
  const post = await db.post.create({ data: { workspaceId, platforms: ["threads"], caption: "linked", status: "published", publishedAt: new Date() } });
  for (const r of results)
    await db.platformResult.create({
      data: { postId: post.id, platform: "threads", success: r.success, remotePermalink: r.remotePermalink ?? null, createdAt: r.createdAt },
    });
  return post.id;
}

describe("findPostPermalinks", () => {
  it("gives each row's first published item; rows without one, and other workspaces' rows, have none", async () => {
    const ws = await makeWorkspace(["viewer"]);
    const chain = await row(ws.workspaceId, [
      { success: true, remotePermalink: "https://www.threads.net/@ada/post/second", createdAt: new Date(Date.now() - 1000) },
      { success: true, remotePermalink: "https://www.threads.net/@ada/post/first", createdAt: new Date(Date.now() - 5000) },
    ]);
    const failed = await row(ws.workspaceId, [{ success: false, remotePermalink: "https://www.threads.net/@ada/post/never" }]);
    const other = await makeWorkspace();
    const foreign = await row(other.workspaceId, [{ success: true, remotePermalink: "https://www.threads.net/@eve/post/1" }]);
    const viewer = { kind: "user" as const, userId: ws.members.viewer!.id };
    expect(await findPostPermalinks({ workspaceId: ws.workspaceId, actor: viewer, input: { postIds: [chain, failed, foreign] } })).toEqual({
      [chain]: "https://www.threads.net/@ada/post/first",
    });
    expect(await findPostPermalinks({ workspaceId: ws.workspaceId, actor: viewer, input: { postIds: [] } })).toEqual({});
    await expect(
      findPostPermalinks({ workspaceId: ws.workspaceId, actor: { kind: "user", userId: other.owner.id }, input: { postIds: [chain] } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
