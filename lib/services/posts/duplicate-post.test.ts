// Duplicate a post (issue 38) through the service, on a real database: a published post becomes a new draft
// with its words, media, alt texts and options; a disconnected channel is left out and named; a post with no
// channel left, another workspace's post and a viewer are refused.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { createPost } from "./create-post";
import { duplicatePost } from "./duplicate-post";
import { getEditablePost } from "./get-editable-post";

async function setup() {
  const { owner, workspaceId, members } = await makeWorkspace(["viewer"]);
  const actor = { kind: "user" as const, userId: owner.id };
  const bluesky = await makeAccount(workspaceId, "bluesky");
  const mastodon = await makeAccount(workspaceId, "mastodon");
  const { postIds } = await createPost({
    workspaceId,
    actor,
    input: {
      title: "Winter sale",
      caption: "30% off every coat",
      hashtags: ["sale"],
      accountMappings: [
        { platform: "bluesky", accountId: bluesky.id },
        { platform: "mastodon", accountId: mastodon.id },
      ],
      mediaUrls: ["https://cdn.example.test/coat.png"],
      mediaAltTexts: ["A red coat"],
      platformCaptions: { mastodon: "30% off, on Mastodon too" },
    },
  });
  return { workspaceId, actor, members, bluesky, mastodon, postId: postIds[0] };
}

describe("duplicate a post", () => {
  it("copies a published post into a new draft with its words, media, alt texts and channels", async () => {
    const { workspaceId, actor, postId, bluesky, mastodon } = await setup();
    await db.post.update({ where: { id: postId }, data: { status: "published", publishedAt: new Date() } });
    const copy = await duplicatePost({ workspaceId, actor, input: { id: postId } });
    expect(copy).toMatchObject({ duplicateOf: postId, skippedChannels: [] });
    expect(copy.postId).not.toBe(postId);
    const draft = await getEditablePost({ workspaceId, actor, input: { id: copy.postId } });
    expect(draft).toMatchObject({
      status: "draft",
      title: "Winter sale",
      caption: "30% off every coat",
      hashtags: ["sale"],
      mediaUrls: ["https://cdn.example.test/coat.png"],
      mediaAltTexts: ["A red coat"],
      platformCaptions: { mastodon: "30% off, on Mastodon too" },
      scheduledAt: null,
    });
    expect(draft.accountMappings.map((m) => m.accountId).sort()).toEqual([bluesky.id, mastodon.id].sort());
    // The original is untouched.
    expect(await db.post.findUniqueOrThrow({ where: { id: postId }, select: { status: true } })).toEqual({ status: "published" });
  });

  it("leaves out a disconnected channel and names it; refuses when none is left", async () => {
    const { workspaceId, actor, postId, bluesky, mastodon } = await setup();
    await db.socialAccount.update({ where: { id: mastodon.id }, data: { isConnected: false } });
    const copy = await duplicatePost({ workspaceId, actor, input: { id: postId } });
    expect(copy.skippedChannels).toEqual(["mastodon"]);
    const draft = await getEditablePost({ workspaceId, actor, input: { id: copy.postId } });
    expect(draft.accountMappings.map((m) => m.accountId)).toEqual([bluesky.id]);
    expect(draft.platformCaptions).toEqual({});

    await db.socialAccount.update({ where: { id: bluesky.id }, data: { isConnected: false } });
    await expect(duplicatePost({ workspaceId, actor, input: { id: postId } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("none of its accounts is connected"),
    });
  });

  it("is 404 for another workspace's post and an unknown id, 403 for a viewer", async () => {
    const { postId, members, workspaceId } = await setup();
    const other = await makeWorkspace();
    await expect(
      duplicatePost({ workspaceId: other.workspaceId, actor: { kind: "user", userId: other.owner.id }, input: { id: postId } }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(duplicatePost({ workspaceId, actor: { kind: "user", userId: members.viewer!.id }, input: { id: postId } })).rejects.toMatchObject({
      status: 403,
    });
    await expect(duplicatePost({ workspaceId, actor: { kind: "user", userId: members.viewer!.id }, input: { id: "nope" } })).rejects.toMatchObject({
      status: 404,
    });
  });
});
