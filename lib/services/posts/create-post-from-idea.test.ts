import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { systemActor } from "@/lib/services/actor";
import { createIdea } from "@/lib/services/ideas/create-idea";
import { deleteIdea } from "@/lib/services/ideas/delete-idea";
import { listIdeaColumns } from "@/lib/services/ideas/list-idea-columns";
import { makeWorkspace } from "@/test/factories";
import { createPost } from "./create-post";
import { deletePost } from "./delete-post";

// "Turn into post" and POST /posts with ideaId: the post remembers the idea it was made from, and the idea's
// card on the board shows that post's status (the newest one still there) until the post is deleted.
async function world() {
  const { owner, workspaceId } = await makeWorkspace([]);
  const actor = { kind: "user" as const, userId: owner.id };
  const account = await addSocialAccount({ workspaceId, actor: systemActor, input: { platform: "bluesky", username: "ada.bsky.social", sandbox: true } });
  const idea = await createIdea({ workspaceId, actor, input: { title: "Autumn menu", caption: "Soup and tart", tags: ["autumn"] } });
  const cardOf = async (id: string) => (await listIdeaColumns({ workspaceId, actor, input: {} })).ideas.find((i) => i.id === id)!;
  return { owner, workspaceId, actor, mappings: [{ platform: "bluesky" as const, accountId: account.id }], idea, cardOf };
}

describe("a post made from an idea", () => {
  it("links the post to the idea; the card shows a draft, then the newest post's schedule, and nothing once it is deleted", async () => {
    const { workspaceId, actor, mappings, idea, cardOf } = await world();
    expect((await cardOf(idea.id)).post).toBeNull();

    const draft = await createPost({ workspaceId, actor, input: { accountMappings: mappings, caption: "Soup and tart", ideaId: idea.id.toUpperCase() } });
    expect((await db.post.findUniqueOrThrow({ where: { id: draft.postIds[0] } })).ideaId).toBe(idea.id);
    expect((await cardOf(idea.id)).post).toEqual({ id: draft.postIds[0], status: "draft", scheduledAt: null });

    const scheduledAt = "2099-03-01T09:00:00.000Z";
    const scheduled = await createPost({
      workspaceId,
      actor,
      input: { accountMappings: mappings, caption: "Soup and tart", ideaId: idea.id, status: "scheduled", scheduledAt },
    });
    expect((await cardOf(idea.id)).post).toEqual({ id: scheduled.postIds[0], status: "scheduled", scheduledAt });

    // Deleting the newest post clears its link: the card falls back to the draft, then to nothing; the idea stays.
    await deletePost({ workspaceId, actor, input: { id: scheduled.postIds[0]! } });
    expect((await db.post.findUniqueOrThrow({ where: { id: scheduled.postIds[0] } })).ideaId).toBeNull();
    expect((await cardOf(idea.id)).post).toMatchObject({ id: draft.postIds[0], status: "draft" });
    await deletePost({ workspaceId, actor, input: { id: draft.postIds[0]! } });
    expect(await cardOf(idea.id)).toMatchObject({ title: "Autumn menu", tags: ["autumn"], post: null });
  });

  it("publishing at once links the original row of the fan-out; a test key's post is not on the web app's card", async () => {
    const { owner, workspaceId, actor, mappings, idea, cardOf } = await world();
    const testKey = { kind: "api_key" as const, apiKeyId: crypto.randomUUID(), userId: owner.id, mode: "test" as const, verifiedRole: "owner" as const };
    await createPost({ workspaceId, actor: testKey, input: { accountMappings: mappings, caption: "sandbox", ideaId: idea.id } });
    expect((await cardOf(idea.id)).post).toBeNull();

    const published = await createPost({ workspaceId, actor, input: { accountMappings: mappings, caption: "now", ideaId: idea.id, status: "published" } });
    expect((await db.post.findUniqueOrThrow({ where: { id: published.postIds[0] } })).ideaId).toBe(idea.id);
    expect((await cardOf(idea.id)).post).toMatchObject({ id: published.postIds[0] });
  });

  it("refuses an idea of another workspace or none, naming ideaId, and writes nothing; deleting the idea keeps the post", async () => {
    const { workspaceId, actor, mappings, idea } = await world();
    const other = await world();
    const before = await db.post.count({ where: { workspaceId } });
    for (const ideaId of [other.idea.id, crypto.randomUUID()]) {
      await expect(createPost({ workspaceId, actor, input: { accountMappings: mappings, ideaId } })).rejects.toMatchObject({
        status: 400,
        message: "ideaId: no idea with this id in this workspace",
      });
    }
    await expect(createPost({ workspaceId, actor, input: { accountMappings: mappings, ideaId: "idea-1" } })).rejects.toMatchObject({
      status: 400,
      message: "ideaId: must be an idea id (uuid)",
    });
    expect(await db.post.count({ where: { workspaceId } })).toBe(before);

    const made = await createPost({ workspaceId, actor, input: { accountMappings: mappings, ideaId: idea.id } });
    await deleteIdea({ workspaceId, actor, input: { id: idea.id } });
    expect(await db.post.findUniqueOrThrow({ where: { id: made.postIds[0] } })).toMatchObject({ ideaId: null, deletedAt: null });
  });
});
