// Search posts (issue 38) on a real database, through both readers: GET /posts's service (listPosts) and the
// posts page's (listWorkspacePosts), which must find the same posts; with the cursor paging through results.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { createPost } from "./create-post";
import { listPosts } from "./list-posts";
import { listWorkspacePosts } from "./list-workspace-posts";

async function setup() {
  const { owner, workspaceId } = await makeWorkspace();
  const actor = { kind: "user" as const, userId: owner.id };
  const bluesky = await makeAccount(workspaceId, "bluesky", { username: "brightside.bsky.social" });
  const mastodon = await makeAccount(workspaceId, "mastodon", { username: "ada@mastodon.example" });
  const make = async (input: Record<string, unknown>) => (await createPost({ workspaceId, actor, input })).postIds[0];
  const ids = {
    sale: await make({
      title: "Winter sale",
      caption: "30% off coats",
      hashtags: ["WinterSale"],
      accountMappings: [{ platform: "bluesky", accountId: bluesky.id }],
    }),
    recipe: await make({ caption: "Our 100% oat latte recipe", accountMappings: [{ platform: "mastodon", accountId: mastodon.id }] }),
    both: await make({
      caption: "Open on Sunday",
      accountMappings: [
        { platform: "bluesky", accountId: bluesky.id },
        { platform: "mastodon", accountId: mastodon.id },
      ],
    }),
  };
  return { workspaceId, actor, ids };
}

async function bothFind(ctx: Awaited<ReturnType<typeof setup>>, q: string): Promise<string[]> {
  const api = (await listPosts({ workspaceId: ctx.workspaceId, actor: ctx.actor, input: { q } })).rows.map((r) => r.id).sort();
  const web = (await listWorkspacePosts({ workspaceId: ctx.workspaceId, actor: ctx.actor, input: { q } })).posts.map((r) => r.id).sort();
  expect(web).toEqual(api);
  return api;
}

describe("search posts", () => {
  it("finds by title, caption, tag, network and account handle; every word must match", async () => {
    const ctx = await setup();
    const { ids } = ctx;
    expect(await bothFind(ctx, "winter")).toEqual([ids.sale]);
    expect(await bothFind(ctx, "LATTE")).toEqual([ids.recipe]);
    expect(await bothFind(ctx, "oat")).toEqual([ids.sale, ids.recipe].sort()); // "coats" too: words are found inside words
    expect(await bothFind(ctx, "#wintersale")).toEqual([ids.sale]);
    expect(await bothFind(ctx, "mastodon")).toEqual([ids.recipe, ids.both].sort());
    expect(await bothFind(ctx, "@brightside")).toEqual([ids.sale, ids.both].sort());
    expect(await bothFind(ctx, "sunday brightside")).toEqual([ids.both]);
    expect(await bothFind(ctx, "sunday latte")).toEqual([]);
    // % and _ are letters here, not wildcards.
    expect(await bothFind(ctx, "100%")).toEqual([ids.recipe]);
    expect(await bothFind(ctx, "_")).toEqual([]);
    expect(await bothFind(ctx, "   ")).toEqual(Object.values(ids).sort());
  });

  it("finds a published post by its account after fan-out, and pages through results with the cursor", async () => {
    const ctx = await setup();
    // After fan-out each row names its account only in connected_account_id.
    await db.post.update({ where: { id: ctx.ids.sale }, data: { accountMappings: [], status: "published" } });
    expect(await bothFind(ctx, "brightside")).toEqual([ctx.ids.sale, ctx.ids.both].sort());

    const first = await listPosts({ workspaceId: ctx.workspaceId, actor: ctx.actor, input: { q: "o", limit: 2 } });
    expect(first.rows).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await listPosts({ workspaceId: ctx.workspaceId, actor: ctx.actor, input: { q: "o", limit: 2, cursor: first.nextCursor! } });
    expect(second.nextCursor).toBeNull();
    expect([...first.rows, ...second.rows].map((r) => r.id).sort()).toEqual(Object.values(ctx.ids).sort());
  });
});
