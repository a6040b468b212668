// The operator's status summary over real rows: each section counts what it should and leaves out what it
// should not (published rows, successes, old failures, healthy accounts and endpoints). The database may be
// shared with other test files, so lists are searched for this test's own rows and counts compared as deltas.
import "@/test/use-database";
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { getInstanceStatus } from "./get-instance-status";
import packageJson from "../../../package.json";

const HOUR = 3_600_000;

async function seed(workspaceId: string, tag: string) {
  const ago = (ms: number) => new Date(Date.now() - ms);
  const post = (data: Partial<Prisma.PostUncheckedCreateInput>) => db.post.create({ data: { workspaceId, platforms: ["bluesky"], caption: tag, ...data } });
  await post({ status: "queued", queuedAt: ago(72 * HOUR) });
  await post({ status: "queued", queuedAt: ago(HOUR), claimedBy: "worker-a/1", leaseUntil: new Date(Date.now() + 5 * 60_000) });
  // a claim whose lease ran out is waiting again, not publishing
  await post({ status: "queued", queuedAt: ago(HOUR), claimedBy: "worker-b/1", leaseUntil: ago(60_000) });
  await post({ status: "published", publishedAt: ago(HOUR) });

  const failed = await post({ status: "failed" });
  const reason = `Rate limit of ${tag} exceeded`;
  await db.platformResult.createMany({
    data: [
      { postId: failed.id, platform: "bluesky", success: false, error: `bluesky: ${reason}` },
      { postId: failed.id, platform: "bluesky", success: false, error: `bluesky: ${reason}` },
      { postId: failed.id, platform: "mastodon", success: false, error: `mastodon: ${reason}` },
      { postId: failed.id, platform: "bluesky", success: true },
      // older than a day: not counted
      { postId: failed.id, platform: "bluesky", success: false, error: `bluesky: ${reason}`, createdAt: ago(25 * HOUR) },
    ],
  });

  const account = (username: string, requiresReauth: boolean) =>
    db.socialAccount.create({
      data: {
        workspaceId,
        platform: "bluesky",
        platformUsername: username,
        platformAccountId: crypto.randomUUID(),
        requiresReauth,
        tokenError: requiresReauth ? "The refresh token was revoked" : null,
        tokenErrorAt: requiresReauth ? ago(HOUR) : null,
      },
    });
  const broken = await account(`${tag}-broken`, true);
  const healthy = await account(`${tag}-fine`, false);

  const endpoint = (path: string, data: { failingSince?: Date; disabledAt?: Date; disabledReason?: string }) =>
    db.webhookEndpoint.create({
      data: { workspaceId, url: `https://hooks.example.test/${path}?token=s3cret`, events: ["post.published"], secretEncrypted: "x", ...data },
    });
  const failing = await endpoint("failing", { failingSince: ago(2 * HOUR) });
  const disabled = await endpoint("disabled", { failingSince: ago(48 * HOUR), disabledAt: ago(HOUR), disabledReason: "Failed for 3 days" });
  const fine = await endpoint("fine", {});
  for (let i = 0; i < 2; i++) {
    const event = await db.webhookEvent.create({ data: { workspaceId, type: "post.published", payload: "{}" } });
    await db.webhookDelivery.create({ data: { eventId: event.id, endpointId: failing.id, status: "pending" } });
  }

  await db.emailMessage.create({ data: { workspaceId, kind: "invitation", to: `${tag}@example.test`, subject: "s", text: "t", html: "h", status: "queued" } });
  await db.emailMessage.create({ data: { workspaceId, kind: "invitation", to: `${tag}@example.test`, subject: "s", text: "t", html: "h", status: "failed" } });
  return { reason, broken, healthy, failing, disabled, fine };
}

describe("getInstanceStatus", () => {
  it("summarises the queue, the last day's failures, reconnects, troubled webhooks and the outbox across workspaces", async () => {
    const before = await getInstanceStatus();
    const { workspaceId } = await makeWorkspace();
    const tag = crypto.randomUUID().slice(0, 8);
    const rows = await seed(workspaceId, tag);
    const status = await getInstanceStatus();

    expect(status.queue.waiting - before.queue.waiting).toBe(2);
    expect(status.queue.publishing - before.queue.publishing).toBe(1);
    expect(status.queue.oldestQueuedAgeSeconds).toBeGreaterThanOrEqual(72 * 3600 - 5);

    const mine = status.failures.groups.filter((g) => g.reason === rows.reason);
    expect(mine.map((g) => [g.platform, g.count])).toEqual([
      ["bluesky", 2],
      ["mastodon", 1],
    ]);
    expect(status.failures.total - before.failures.total).toBe(3);

    const accountIds = status.accountsNeedingReconnect.accounts.map((a) => a.id);
    expect(accountIds).toContain(rows.broken.id);
    expect(accountIds).not.toContain(rows.healthy.id);
    expect(status.accountsNeedingReconnect.accounts.find((a) => a.id === rows.broken.id)).toMatchObject({
      username: `${tag}-broken`,
      reason: "The refresh token was revoked",
    });

    const endpoints = new Map(status.webhookEndpoints.endpoints.map((e) => [e.id, e]));
    expect(endpoints.get(rows.failing.id)).toMatchObject({ host: "https://hooks.example.test", pendingDeliveries: 2, disabledAt: null });
    expect(endpoints.get(rows.disabled.id)).toMatchObject({ disabledReason: "Failed for 3 days", pendingDeliveries: 0 });
    expect(endpoints.has(rows.fine.id)).toBe(false);
    expect(JSON.stringify(status)).not.toContain("s3cret");

    expect((status.outbox.byStatus.queued ?? 0) - (before.outbox.byStatus.queued ?? 0)).toBe(1);
    expect((status.outbox.byStatus.failed ?? 0) - (before.outbox.byStatus.failed ?? 0)).toBe(1);
    expect(status.outbox.oldestWaitingAt).not.toBeNull();

    expect(status.database.bytes).toBeGreaterThan(1_000_000);
    expect(status.version).toBe(packageJson.version);
    expect(status.process.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
