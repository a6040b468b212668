import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { currentUsageMonth } from "@/lib/services/quota/monthly-quota";
import { createWebhookEndpoint } from "@/lib/services/webhooks/create-webhook-endpoint";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { createPost } from "./create-post";

// Draft and scheduled creates are one SQL statement (insert-unpublished-post.ts): the row, the quota unit and
// the webhook events are written together or not at all, and the events describe the row exactly.
async function world(quota: number) {
  const { owner, workspaceId } = await makeWorkspace([]);
  await db.user.update({ where: { id: owner.id }, data: { monthlyPostQuota: quota } });
  const account = await makeAccount(workspaceId, "bluesky");
  await createWebhookEndpoint({ workspaceId, actor: systemActor, input: { url: "https://hooks.example.com/in", events: ["post.created", "post.scheduled"] } });
  const used = async () =>
    (await db.monthlyUsage.findUnique({ where: { userId_month: { userId: owner.id, month: new Date(currentUsageMonth()) } } }))?.postsCreated ?? null;
  return { workspaceId, actor: { kind: "user" as const, userId: owner.id }, account, used };
}

describe("createPost, draft and scheduled", () => {
  it("stores the row, one quota unit and post.created + post.scheduled whose data match the stored row", async () => {
    const { workspaceId, actor, account, used } = await world(5);
    const scheduledAt = new Date(Date.now() + 3_600_000);
    const created = await createPost({
      workspaceId,
      actor,
      input: {
        caption: "Hello",
        status: "scheduled",
        scheduledAt: scheduledAt.toISOString(),
        accountMappings: [{ platform: "bluesky", accountId: account.id }],
      },
    });
    expect(created).toMatchObject({ status: "scheduled", quota: { limit: 5, used: 1, remaining: 4 } });
    expect(await used()).toBe(1);

    const post = await db.post.findUniqueOrThrow({ where: { id: created.postIds[0] } });
    expect(post).toMatchObject({ status: "scheduled", caption: "Hello", quotaUnits: 1, connectedAccountId: account.id, createdByUserId: actor.userId });
    expect(post.accountMappings).toEqual([{ platform: "bluesky", accountId: account.id }]);
    const events = await db.webhookEvent.findMany({ where: { workspaceId }, orderBy: { type: "asc" } });
    expect(events.map((e) => e.type)).toEqual(["post.created", "post.scheduled"]);
    for (const event of events) {
      expect(JSON.parse(event.payload).data).toMatchObject({
        id: post.id,
        status: "scheduled",
        created_at: post.createdAt.toISOString(),
        scheduled_at: scheduledAt.toISOString(),
        connected_account_id: account.id,
      });
    }
    expect(await db.webhookDelivery.count({ where: { eventId: { in: events.map((e) => e.id) } } })).toBe(2);
  });

  it("past the quota is a 402 that writes nothing: no row, no event, no usage", async () => {
    const { workspaceId, actor, account, used } = await world(1);
    const draft = { accountMappings: [{ platform: "bluesky", accountId: account.id }] };
    await createPost({ workspaceId, actor, input: draft });
    await expect(createPost({ workspaceId, actor, input: draft })).rejects.toMatchObject({
      status: 402,
      message: "Monthly post quota exceeded: 1 of 1 posts used this month (UTC), this request needs 1",
      headers: { "X-Quota-Limit": "1", "X-Quota-Remaining": "0" },
    });
    expect(await used()).toBe(1);
    expect(await db.post.count({ where: { workspaceId } })).toBe(1);
    expect(await db.webhookEvent.count({ where: { workspaceId } })).toBe(1);
  });

  it("a request needing more than the whole quota creates no usage row for the month", async () => {
    const { workspaceId, actor, account, used } = await world(0);
    await expect(createPost({ workspaceId, actor, input: { accountMappings: [{ platform: "bluesky", accountId: account.id }] } })).rejects.toMatchObject({
      status: 402,
    });
    expect(await used()).toBeNull();
    expect(await db.post.count({ where: { workspaceId } })).toBe(0);
  });
});
