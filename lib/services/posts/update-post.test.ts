import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { createPost } from "./create-post";
import { getEditablePost } from "./get-editable-post";
import { updatePost } from "./update-post";

// What the web app's editor sends on top of the contract's PATCH fields: the whole channel selection, the
// per-network captions, and mediaType: null for mixed media.
async function draftWithTwoAccounts() {
  const { owner, workspaceId, members } = await makeWorkspace(["viewer"]);
  const actor = { kind: "user" as const, userId: owner.id };
  const blueskyA = await makeAccount(workspaceId, "bluesky", { username: "a.bsky.social" });
  const blueskyB = await makeAccount(workspaceId, "bluesky", { username: "b.bsky.social" });
  const mastodon = await makeAccount(workspaceId, "mastodon");
  const { postIds } = await createPost({
    workspaceId,
    actor,
    input: {
      accountMappings: [{ platform: "bluesky", accountId: blueskyA.id }],
      caption: "First words",
      platformCaptions: { bluesky: "Bluesky words" },
      mediaUrls: ["https://cdn.example.test/a.png"],
      mediaType: "image",
    },
  });
  return { workspaceId, actor, viewer: members.viewer!, postId: postIds[0], blueskyA, blueskyB, mastodon };
}

describe("updatePost from the editor", () => {
  it("replaces the channel selection, the per-network captions and clears mediaType; the editor reads them back", async () => {
    const { workspaceId, actor, postId, blueskyA, blueskyB, mastodon } = await draftWithTwoAccounts();
    const post = await updatePost({
      workspaceId,
      actor,
      input: {
        id: postId,
        changes: {
          accountMappings: [
            { platform: "bluesky", accountId: blueskyA.id },
            { platform: "bluesky", accountId: blueskyB.id },
            { platform: "mastodon", accountId: mastodon.id },
          ],
          platformCaptions: { mastodon: "Mastodon words" },
          mediaUrls: ["https://cdn.example.test/a.png", "https://cdn.example.test/b.mp4"],
          mediaType: null,
        },
      },
    });
    expect(post).toMatchObject({ platforms: ["bluesky", "mastodon"], connectedAccountId: null, mediaType: null, caption: "First words" });

    const editable = await getEditablePost({ workspaceId, actor, input: { id: postId } });
    expect(editable.accountMappings).toEqual([
      { platform: "bluesky", accountId: blueskyA.id },
      { platform: "bluesky", accountId: blueskyB.id },
      { platform: "mastodon", accountId: mastodon.id },
    ]);
    expect(editable.platformCaptions).toEqual({ mastodon: "Mastodon words" });
    expect(editable.mediaUrls).toEqual(["https://cdn.example.test/a.png", "https://cdn.example.test/b.mp4"]);

    // One account again: it becomes the post's connected account, as on create.
    const single = await updatePost({
      workspaceId,
      actor,
      input: { id: postId, changes: { accountMappings: [{ platform: "mastodon", accountId: mastodon.id }] } },
    });
    expect(single).toMatchObject({ platforms: ["mastodon"], connectedAccountId: mastodon.id });
  });

  it("refuses a selection it cannot use with the field named, and changes nothing", async () => {
    const { workspaceId, actor, postId, blueskyA, mastodon } = await draftWithTwoAccounts();
    const before = await db.post.findUniqueOrThrow({ where: { id: postId } });
    const attempt = (changes: unknown) => updatePost({ workspaceId, actor, input: { id: postId, changes } });

    await expect(attempt({ accountMappings: [] })).rejects.toMatchObject({
      status: 400,
      message: "accountMappings: must contain at least one { platform, accountId }",
    });
    await expect(attempt({ accountMappings: [{ platform: "bluesky", accountId: mastodon.id }] })).rejects.toMatchObject({
      status: 400,
      message: "accountMappings[0].accountId: the account is a mastodon account, not bluesky",
    });
    await expect(attempt({ accountMappings: [{ platform: "bluesky", accountId: blueskyA.id }], platforms: ["bluesky"] })).rejects.toMatchObject({
      status: 400,
      message: "accountMappings: send either accountMappings or platforms/connectedAccountId, not both",
    });
    await expect(attempt({ platformCaptions: { orkut: "hi" } })).rejects.toMatchObject({ status: 400 });
    expect(await db.post.findUniqueOrThrow({ where: { id: postId } })).toEqual(before);
  });

  it("reschedules a scheduled post and keeps published ones closed to edits", async () => {
    const { workspaceId, actor, postId } = await draftWithTwoAccounts();
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    const later = new Date(Date.now() + 48 * 3600_000).toISOString();
    await updatePost({ workspaceId, actor, input: { id: postId, changes: { status: "scheduled", scheduledAt: tomorrow } } });
    const moved = await updatePost({ workspaceId, actor, input: { id: postId, changes: { scheduledAt: later, caption: "Later words" } } });
    expect(moved).toMatchObject({ status: "scheduled", caption: "Later words" });
    expect(moved.scheduledAt?.toISOString()).toBe(later);

    await db.post.update({ where: { id: postId }, data: { status: "published", publishedAt: new Date() } });
    await expect(updatePost({ workspaceId, actor, input: { id: postId, changes: { caption: "too late" } } })).rejects.toMatchObject({
      status: 400,
      message: "Only draft or scheduled posts can be edited; this post is published",
    });
    // The editor still reads it, to say why it cannot be changed.
    expect(await getEditablePost({ workspaceId, actor, input: { id: postId } })).toMatchObject({ status: "published", caption: "Later words" });
  });

  it("keeps other workspaces' posts and viewers out", async () => {
    const { workspaceId, postId, viewer } = await draftWithTwoAccounts();
    const stranger = await makeWorkspace();
    const strangerActor = { kind: "user" as const, userId: stranger.owner.id };
    await expect(getEditablePost({ workspaceId: stranger.workspaceId, actor: strangerActor, input: { id: postId } })).rejects.toMatchObject({ status: 404 });
    await expect(getEditablePost({ workspaceId, actor: strangerActor, input: { id: postId } })).rejects.toMatchObject({ status: 404 });
    await expect(
      updatePost({ workspaceId, actor: { kind: "user", userId: viewer.id }, input: { id: postId, changes: { caption: "x" } } }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});
