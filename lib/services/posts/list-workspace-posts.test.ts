import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { systemActor } from "@/lib/services/actor";
import { makeUser, makeWorkspace } from "@/test/factories";
import { createPost } from "./create-post";
import { WORKSPACE_POSTS_PAGE, listWorkspacePosts } from "./list-workspace-posts";

describe("listWorkspacePosts", () => {
  it("shows a member both live and test posts, marked, with their account, filtered by status", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["viewer"]);
    const account = await addSocialAccount({ workspaceId, actor: systemActor, input: { platform: "bluesky", username: "ada.bsky.social", sandbox: true } });
    const accountId = account.id;
    const live = await createPost({
      workspaceId,
      actor: { kind: "user", userId: owner.id },
      input: { accountMappings: [{ platform: "bluesky", accountId }], caption: "live draft" },
    });
    const test = await createPost({
      workspaceId,
      actor: { kind: "api_key" as const, apiKeyId: crypto.randomUUID(), userId: owner.id, mode: "test" as const, verifiedRole: "owner" as const },
      input: { accountMappings: [{ platform: "bluesky", accountId }], caption: "test draft", status: "scheduled", scheduledAt: "2099-01-01T00:00:00Z" },
    });

    const { posts: all, nextCursor } = await listWorkspacePosts({ workspaceId, actor: { kind: "user", userId: members.viewer!.id }, input: {} });
    expect(nextCursor).toBeNull();
    expect(all.map((p) => [p.caption, p.mode, p.status, p.account?.platformUsername])).toEqual([
      ["test draft", "test", "scheduled", "ada.bsky.social"],
      ["live draft", "live", "draft", "ada.bsky.social"],
    ]);
    expect(all.map((p) => p.id).sort()).toEqual([...live.postIds, ...test.postIds].sort());

    const drafts = await listWorkspacePosts({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { status: "draft" } });
    expect(drafts.posts.map((p) => p.caption)).toEqual(["live draft"]);

    await db.post.update({ where: { id: live.postIds[0] }, data: { deletedAt: new Date() } });
    expect((await listWorkspacePosts({ workspaceId, actor: systemActor, input: {} })).posts.map((p) => p.caption)).toEqual(["test draft"]);

    const outsider = await makeUser("outsider");
    await expect(listWorkspacePosts({ workspaceId, actor: { kind: "user", userId: outsider.id }, input: {} })).rejects.toMatchObject({ status: 404 });
  });

  it("a calendar range: rows placed at their publish, schedule or queue time, drafts without a date left out", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    const row = (
      caption: string,
      data: { status: "draft" | "scheduled" | "queued" | "published" | "failed"; scheduledAt?: string; publishedAt?: string; queuedAt?: string },
    ) =>
      db.post.create({
        data: {
          workspaceId,
          caption,
          platforms: ["bluesky"],
          status: data.status,
          scheduledAt: data.scheduledAt ? new Date(data.scheduledAt) : null,
          publishedAt: data.publishedAt ? new Date(data.publishedAt) : null,
          queuedAt: data.queuedAt ? new Date(data.queuedAt) : null,
        },
      });
    await row("undated draft", { status: "draft" });
    await row("scheduled in range", { status: "scheduled", scheduledAt: "2030-03-10T09:30:00Z" });
    await row("scheduled before, published in range", { status: "published", scheduledAt: "2030-02-27T09:00:00Z", publishedAt: "2030-03-01T00:00:00Z" });
    await row("published after", { status: "published", scheduledAt: "2030-03-31T09:00:00Z", publishedAt: "2030-04-01T00:00:00Z" });
    await row("failed, queued in range", { status: "failed", queuedAt: "2030-03-20T12:00:00Z" });
    await row("queued before", { status: "queued", queuedAt: "2030-02-28T23:59:59Z" });

    const march = { from: "2030-03-01T00:00:00Z", to: "2030-04-01T00:00:00Z" };
    const inMarch = await listWorkspacePosts({ workspaceId, actor, input: { range: march } });
    expect(inMarch.posts.map((p) => [p.caption, p.calendarAt?.toISOString()]).sort()).toEqual([
      ["failed, queued in range", "2030-03-20T12:00:00.000Z"],
      ["scheduled before, published in range", "2030-03-01T00:00:00.000Z"],
      ["scheduled in range", "2030-03-10T09:30:00.000Z"],
    ]);
    const failed = await listWorkspacePosts({ workspaceId, actor, input: { status: "failed", range: march } });
    expect(failed.posts.map((p) => p.caption)).toEqual(["failed, queued in range"]);

    await expect(listWorkspacePosts({ workspaceId, actor, input: { range: { from: march.to, to: march.from } } })).rejects.toMatchObject({
      status: 400,
      message: "range.to: must end after it starts",
    });
    await expect(
      listWorkspacePosts({ workspaceId, actor, input: { range: { from: "2030-01-01T00:00:00Z", to: "2030-04-01T00:00:00Z" } } }),
    ).rejects.toMatchObject({ status: 400, message: "range.to: must span at most 45 days" });
    await expect(listWorkspacePosts({ workspaceId, actor, input: { range: { from: "yesterday", to: march.to } } })).rejects.toMatchObject({ status: 400 });
  });

  it("pages the list newest first: every row once, in order, then no next page; a made-up cursor is a 400", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    const start = Date.parse("2030-01-01T00:00:00Z");
    // Two rows share each second, so the id breaks the ties in the order.
    await db.post.createMany({
      data: Array.from({ length: WORKSPACE_POSTS_PAGE + 7 }, (_, i) => ({
        workspaceId,
        caption: `post ${i}`,
        platforms: ["bluesky"],
        status: "draft" as const,
        createdAt: new Date(start + Math.floor(i / 2) * 1000),
      })),
    });
    const first = await listWorkspacePosts({ workspaceId, actor, input: {} });
    expect(first.posts).toHaveLength(WORKSPACE_POSTS_PAGE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listWorkspacePosts({ workspaceId, actor, input: { after: first.nextCursor! } });
    expect(second.posts).toHaveLength(7);
    expect(second.nextCursor).toBeNull();

    const all = [...first.posts, ...second.posts];
    const expected = await db.post.findMany({ where: { workspaceId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
    expect(all.map((p) => p.id)).toEqual(expected.map((p) => p.id));

    await expect(listWorkspacePosts({ workspaceId, actor, input: { after: "not-a-cursor" } })).rejects.toMatchObject({
      status: 400,
      message: "cursor: must be the nextCursor of a previous page of this list",
    });
  });
});
