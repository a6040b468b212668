import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { systemActor } from "@/lib/services/actor";
import { makeUser, makeWorkspace } from "@/test/factories";
import { createPost } from "./create-post";
import { listWorkspacePosts } from "./list-workspace-posts";

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

    const all = await listWorkspacePosts({ workspaceId, actor: { kind: "user", userId: members.viewer!.id }, input: {} });
    expect(all.map((p) => [p.caption, p.mode, p.status, p.account?.platformUsername])).toEqual([
      ["test draft", "test", "scheduled", "ada.bsky.social"],
      ["live draft", "live", "draft", "ada.bsky.social"],
    ]);
    expect(all.map((p) => p.id).sort()).toEqual([...live.postIds, ...test.postIds].sort());

    const drafts = await listWorkspacePosts({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { status: "draft" } });
    expect(drafts.map((p) => p.caption)).toEqual(["live draft"]);

    await db.post.update({ where: { id: live.postIds[0] }, data: { deletedAt: new Date() } });
    expect((await listWorkspacePosts({ workspaceId, actor: systemActor, input: {} })).map((p) => p.caption)).toEqual(["test draft"]);

    const outsider = await makeUser("outsider");
    await expect(listWorkspacePosts({ workspaceId, actor: { kind: "user", userId: outsider.id }, input: {} })).rejects.toMatchObject({ status: 404 });
  });
});
