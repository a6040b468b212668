import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { addExistingPostToQueue, addToQueue } from "@/lib/services/schedules/add-to-queue";
import { setPostingSchedule } from "@/lib/services/schedules/posting-schedules";
import { setPostsNeedApproval } from "@/lib/services/workspaces/set-posts-need-approval";
import { makeWorkspace } from "@/test/factories";
import { createAndSubmitPost } from "./create-and-submit-post";
import { createPost } from "./create-post";
import { updateAndPublishPost } from "./update-and-publish-post";
import { updateAndSubmitPost } from "./update-and-submit-post";

// The editor's and composer's two-step writes (save, then submit or publish) are one service call in one
// transaction: when the second step is refused, the first leaves nothing behind — no stray draft for the next
// click to duplicate, no quota taken, no event recorded, and an edited post exactly as it was stored.

const PAST = "2001-01-01T00:00:00.000Z";
const future = () => new Date(Date.now() + 86_400_000).toISOString();

async function setup() {
  const { owner, workspaceId, members } = await makeWorkspace(["member"]);
  const account = await addSocialAccount({
    workspaceId,
    actor: systemActor,
    input: { platform: "bluesky", username: `tx-${owner.id.slice(0, 6)}.bsky.social`, sandbox: true },
  });
  const as = (userId: string) => ({ kind: "user" as const, userId });
  const post = { caption: "first words", accountMappings: [{ platform: "bluesky", accountId: account.id }] };
  const draft = async () => (await createPost({ workspaceId, actor: as(owner.id), input: post })).postIds[0];
  const stored = (id: string) => db.post.findUniqueOrThrow({ where: { id } });
  // What a refused call must leave unchanged: the posts, the quota used and the webhook events.
  const snapshot = async () => ({
    posts: await db.post.findMany({ where: { workspaceId }, orderBy: { id: "asc" } }),
    used: (await db.monthlyUsage.findMany({ where: { userId: owner.id } })).map((u) => u.postsCreated),
    events: await db.webhookEvent.count({ where: { workspaceId } }),
  });
  return { workspaceId, owner: as(owner.id), member: as(members.member!.id), ownerId: owner.id, account, post, draft, stored, snapshot };
}

describe("create and submit for approval", () => {
  it("stores the draft awaiting approval, asking for the time sent", async () => {
    const { workspaceId, member, post, stored } = await setup();
    const at = future();
    const submitted = await createAndSubmitPost({ workspaceId, actor: member, input: { post, scheduledAt: at } });
    expect(await stored(submitted.id)).toMatchObject({
      status: "draft",
      approvalState: "pending",
      approvalRequestedStatus: "scheduled",
      scheduledAt: new Date(at),
      caption: "first words",
    });
  });

  it("refused at the submit (a time that has passed) leaves no draft, takes no quota, records no event", async () => {
    const { workspaceId, member, post, snapshot } = await setup();
    const before = await snapshot();
    await expect(createAndSubmitPost({ workspaceId, actor: member, input: { post, scheduledAt: PAST } })).rejects.toMatchObject({
      status: 400,
      message: "scheduledAt: must be in the future",
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe("update and submit for approval", () => {
  it("saves what is on screen and submits it", async () => {
    const { workspaceId, member, draft, stored } = await setup();
    const id = await draft();
    await updateAndSubmitPost({ workspaceId, actor: member, input: { id, changes: { caption: "second words" }, scheduledAt: null } });
    expect(await stored(id)).toMatchObject({ caption: "second words", status: "draft", approvalState: "pending", approvalRequestedStatus: "published" });
  });

  it("refused at the submit (a time that has passed) leaves the post as it was stored", async () => {
    const { workspaceId, member, draft, snapshot } = await setup();
    const id = await draft();
    const before = await snapshot();
    await expect(
      updateAndSubmitPost({ workspaceId, actor: member, input: { id, changes: { caption: "second words" }, scheduledAt: PAST } }),
    ).rejects.toMatchObject({ status: 400, message: "scheduledAt: must be in the future" });
    expect(await snapshot()).toEqual(before);
  });
});

describe("update and publish", () => {
  it("saves what is on screen and fans it out", async () => {
    const { workspaceId, owner, draft, stored } = await setup();
    const id = await draft();
    const result = await updateAndPublishPost({ workspaceId, actor: owner, input: { id, changes: { caption: "second words" } } });
    expect(result).toMatchObject({ postIds: [id], status: "queued" });
    expect(await stored(id)).toMatchObject({ caption: "second words", status: "queued" });
  });

  it("refused at the publish (posts need approval) leaves the post as it was stored", async () => {
    const { workspaceId, owner, member, draft, snapshot } = await setup();
    await setPostsNeedApproval({ workspaceId, actor: owner, input: { enabled: true } });
    const id = await draft();
    const before = await snapshot();
    await expect(updateAndPublishPost({ workspaceId, actor: member, input: { id, changes: { caption: "second words" } } })).rejects.toMatchObject({
      status: 403,
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe("add to queue", () => {
  async function queueSetup() {
    const context = await setup();
    const { workspaceId, owner, account } = context;
    const slots = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, time: "09:00" }));
    await setPostingSchedule({ workspaceId, actor: owner, accountId: account.id, input: { timeZone: "UTC", slots } });
    const second = await addSocialAccount({ workspaceId, actor: systemActor, input: { platform: "mastodon", username: "tx@example.social", sandbox: true } });
    // The quota spent: whatever is stored next must be paid for and cannot be.
    const spend = () => db.user.update({ where: { id: context.ownerId }, data: { monthlyPostQuota: 0 } });
    return { ...context, second, spend };
  }

  it("a new post refused at the save (quota spent) is not stored, whatever slot was free", async () => {
    const { workspaceId, owner, post, spend, snapshot } = await queueSetup();
    await spend();
    const before = await snapshot();
    await expect(addToQueue({ workspaceId, actor: owner, input: post })).rejects.toMatchObject({ status: 402 });
    expect(await snapshot()).toEqual(before);
  });

  it("an edited post refused at the save (a second channel over the quota) stays as it was stored", async () => {
    const { workspaceId, owner, account, second, draft, spend, snapshot } = await queueSetup();
    const id = await draft();
    await spend();
    const before = await snapshot();
    const changes = {
      caption: "second words",
      accountMappings: [
        { platform: "bluesky", accountId: account.id },
        { platform: "mastodon", accountId: second.id },
      ],
    };
    await expect(addExistingPostToQueue({ workspaceId, actor: owner, input: { id, changes } })).rejects.toMatchObject({ status: 402 });
    expect(await snapshot()).toEqual(before);
  });

  it("an edited post is saved at the next free slot", async () => {
    const { workspaceId, owner, draft, stored } = await queueSetup();
    const id = await draft();
    const { scheduledAt } = await addExistingPostToQueue({ workspaceId, actor: owner, input: { id, changes: { caption: "second words" } } });
    expect(scheduledAt.getUTCHours()).toBe(9);
    expect(await stored(id)).toMatchObject({ caption: "second words", status: "scheduled", scheduledAt });
  });
});
