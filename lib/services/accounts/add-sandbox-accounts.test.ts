// "Add sandbox accounts": one sandbox account per network in one click, and a newcomer's first post to X,
// Instagram and LinkedIn with a caption per network, published by the sandbox publisher with each network's
// own rules (X's 280-character limit, Instagram's need for an image) before anything is connected.
import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { startPublishingWorker, stopPublishingWorker } from "@/lib/publishing/worker";
import { createPost } from "@/lib/services/posts/create-post";
import { makeWorkspace } from "@/test/factories";
import { waitForFinal } from "@/test/publishing/rows";
import { addSandboxAccounts } from "./add-sandbox-accounts";

const as = (user: { id: string }) => ({ kind: "user" as const, userId: user.id });
let world: Awaited<ReturnType<typeof makeWorkspace>>;

beforeAll(async () => {
  world = await makeWorkspace(["manager", "member"]);
  startPublishingWorker({ sweepIntervalMs: 200, workspaceIds: [world.workspaceId] });
});
afterAll(() => stopPublishingWorker());

describe("addSandboxAccounts", () => {
  it("adds one connected sandbox account for each of the twelve networks, and nothing on a second click", async () => {
    const { added } = await addSandboxAccounts({ workspaceId: world.workspaceId, actor: as(world.members.manager!) });
    expect(added.map((a) => a.platform).sort()).toEqual([...PLATFORM_IDS].sort());
    const rows = await db.socialAccount.findMany({ where: { workspaceId: world.workspaceId } });
    expect(rows).toHaveLength(12);
    expect(rows.every((a) => a.isSandbox && a.isConnected)).toBe(true);
    expect(rows.find((a) => a.platform === "twitter")).toMatchObject({ platformUsername: "postlane_sandbox", displayName: "Sandbox (X (Twitter))" });

    expect((await addSandboxAccounts({ workspaceId: world.workspaceId, actor: as(world.owner) })).added).toEqual([]);
    expect(await db.socialAccount.count({ where: { workspaceId: world.workspaceId } })).toBe(12);
  });

  it("is for managers and above, as connecting any account is", async () => {
    await expect(addSandboxAccounts({ workspaceId: world.workspaceId, actor: as(world.members.member!) })).rejects.toMatchObject({
      status: 403,
      message: "Your role (member) cannot connect accounts; it needs manager or above",
    });
  });

  it("publishes one post to X, Instagram and LinkedIn with a caption per network, under each network's rules", { timeout: 60_000 }, async () => {
    const accounts = await db.socialAccount.findMany({ where: { workspaceId: world.workspaceId, platform: { in: ["twitter", "instagram", "linkedin"] } } });
    const accountMappings = accounts.map((a) => ({ platform: a.platform, accountId: a.id }));
    const actor = as(world.owner);
    const base = { accountMappings, caption: "Spring menu is here", mediaUrls: ["https://cdn.example.test/spring.png"], mediaType: "image" as const };

    const captions = {
      twitter: "Spring menu 🌱 #food",
      instagram: "Our spring menu is here. Link in bio!",
      linkedin: "We are launching our spring menu today.",
    };
    const post = await createPost({ workspaceId: world.workspaceId, actor, input: { ...base, platformCaptions: captions, status: "published" } });
    const published = await waitForFinal(post.postIds, 30_000);
    // Each network's row carries its own caption.
    expect(published.map((r) => [r.platforms[0], r.status, (r.platformCaptions as Record<string, string>)[r.platforms[0]!]]).sort()).toEqual([
      ["instagram", "published", captions.instagram],
      ["linkedin", "published", captions.linkedin],
      ["twitter", "published", captions.twitter],
    ]);
    // Each row got its network's own permalink from the sandbox.
    expect(published.every((r) => r.platformResults.length === 1 && r.platformResults[0]!.remotePermalink)).toBe(true);

    // X's own limit, in the sandbox as on X: a 300-character caption for X fails there and only there.
    const tooLong = await createPost({
      workspaceId: world.workspaceId,
      actor,
      input: { ...base, platformCaptions: { ...captions, twitter: "x".repeat(300) }, status: "published" },
    });
    const outcome = await waitForFinal(tooLong.postIds, 30_000);
    const byNetwork = Object.fromEntries(outcome.map((r) => [r.platforms[0], r]));
    expect(byNetwork.twitter!.status).toBe("failed");
    expect(JSON.stringify(byNetwork.twitter!.platformResults)).toMatch(/280/);
    expect([byNetwork.instagram!.status, byNetwork.linkedin!.status]).toEqual(["published", "published"]);
  });
});
