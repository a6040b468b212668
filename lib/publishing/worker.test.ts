import "@/test/use-database";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { appUrl } from "@/lib/env";
import { sandboxCreations } from "@/lib/platforms/sandbox/adapter";
import { makeWorkspace } from "@/test/factories";
import { makeAccount, makeDraft, makeQueuedRows, waitForFinal } from "@/test/publishing/rows";
import { PublishingWorker } from "./worker";

const FAST = { latencyMs: 0 };
const workers: PublishingWorker[] = [];

function startWorker(workspaceId: string, options: Partial<ConstructorParameters<typeof PublishingWorker>[0]> = {}) {
  const worker = new PublishingWorker({
    workspaceIds: [workspaceId],
    sweepIntervalMs: 40,
    deps: { policy: { maxAttempts: 4, backoffBaseMs: 30, backoffMaxMs: 200 }, leaseMs: 5_000, callTimeoutMs: 2_000, inlineWaitMs: 100 },
    ...options,
  });
  workers.push(worker);
  worker.start();
  return worker;
}

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

describe("in-process worker with the sandbox publisher", () => {
  it("publishes every row of a post with network-shaped ids and permalinks", async () => {
    const { workspaceId } = await makeWorkspace();
    const accounts = await Promise.all(
      ["bluesky", "mastodon", "twitter", "telegram"].map((p) =>
        makeAccount(workspaceId, p, { username: "ada", settings: p === "telegram" ? { chatUsername: "Launch news" } : {} }),
      ),
    );
    const ids = await makeQueuedRows(
      workspaceId,
      accounts.map((a) => ({ platform: a.platform, accountId: a.id })),
      { platformOptions: { sandbox: FAST } },
    );
    startWorker(workspaceId);
    const rows = await waitForFinal(ids);
    for (const row of rows) {
      expect(row.status).toBe("published");
      expect(row.publishedAt).not.toBeNull();
      expect(row.platformResults).toHaveLength(1);
      expect(row.platformResults[0]).toMatchObject({ success: true, error: null });
      expect(sandboxCreations(row.id)).toBe(1);
    }
    const [bluesky, mastodon, twitter, telegram] = rows.map((r) => r.platformResults[0]);
    expect(bluesky.remotePostId).toMatch(/^at:\/\/did:plc:[a-z2-7]{24}\/app\.bsky\.feed\.post\/3l[a-z2-7]{11}$/);
    // Sandbox links are this app's sandbox page, never a network-shaped URL, and never contain a space.
    const app = appUrl();
    expect(bluesky.remotePermalink).toBe(`${app}/sandbox/bluesky/${encodeURIComponent(bluesky.remotePostId!)}`);
    expect(mastodon.remotePermalink).toBe(`${app}/sandbox/mastodon/${mastodon.remotePostId}`);
    expect(twitter.remotePermalink).toBe(`${app}/sandbox/twitter/${twitter.remotePostId}`);
    expect(telegram.remotePermalink).toBe(`${app}/sandbox/telegram/${telegram.remotePostId}`);
    for (const link of [bluesky, mastodon, twitter, telegram].map((r) => r.remotePermalink!)) {
      expect(link).not.toMatch(/\s|bsky\.app|x\.com|t\.me|mastodon\.social/);
    }
  });

  it("fails a row with every validation problem and the contract's wording, without calling the network", async () => {
    const { workspaceId } = await makeWorkspace();
    const youtube = await makeAccount(workspaceId, "youtube");
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "youtube", accountId: youtube.id }], {
      mediaUrls: ["https://cdn.example.test/clip.mp4"],
      mediaType: "video",
      platformOptions: { sandbox: FAST, youtube: { categoryId: "22" } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("failed");
    expect(row.platformResults.map((r) => [r.success, r.error])).toEqual([[false, "youtube: title is required; youtube: madeForKids is required"]]);
    expect(sandboxCreations(id)).toBe(0);
  });

  it("retries a retryable failure with backoff and then publishes once", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "linkedin");
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "linkedin", accountId: account.id }], {
      platformOptions: { sandbox: { ...FAST, outcome: "retryable", failTimes: 2 } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    expect(row.attempts).toBe(3);
    expect(sandboxCreations(id)).toBe(1);
  });

  it("gives up after the policy's attempts with an error that says so", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "discord");
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "discord", accountId: account.id }], {
      platformOptions: { sandbox: { ...FAST, outcome: "retryable", failTimes: 50, message: "Discord is having a moment" } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(4);
    expect(row.platformResults[0].error).toBe("discord: Discord is having a moment (gave up after 4 attempts)");
  });

  it("waits for the network's retry time after a rate limit", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "mastodon");
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "mastodon", accountId: account.id }], {
      platformOptions: { sandbox: { ...FAST, outcome: "rate_limited", retryAfterSeconds: 1, failTimes: 1 } },
    });
    const started = Date.now();
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(row.attempts).toBe(2);
  });

  it("refreshes an expired token once and keeps the stored refresh token", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "threads", { refreshToken: "refresh-1" });
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "threads", accountId: account.id }], {
      platformOptions: { sandbox: { ...FAST, outcome: "auth_expired" } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    const after = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(after.requiresReauth).toBe(false);
    expect(after.accessTokenEnc).not.toBe(account.accessTokenEnc);
    expect(after.refreshTokenEnc).toBe(account.refreshTokenEnc);
  });

  it("marks the account for reauth and fails the row when the refresh is refused", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "tiktok", { settings: { sandboxRefresh: "fail" } });
    const [id, second] = await makeQueuedRows(
      workspaceId,
      [
        { platform: "tiktok", accountId: account.id },
        { platform: "tiktok", accountId: account.id },
      ],
      {
        mediaUrls: ["https://cdn.example.test/v.mp4"],
        mediaType: "video",
        platformOptions: {
          sandbox: { ...FAST, outcome: "auth_expired", pendingPolls: 0 },
          tiktok: { privacyLevel: "SELF_ONLY", disableComment: false, brandContentToggle: false, brandOrganicToggle: false, isAigc: false },
        },
      },
    );
    startWorker(workspaceId);
    const [row, other] = await waitForFinal([id, second]);
    expect(row.status).toBe("failed");
    expect([row.platformResults[0].error, other.platformResults[0].error].sort()).toEqual([
      "tiktok: access has expired or was revoked, reconnect the account",
      "tiktok: access was revoked (sandbox), reconnect the account",
    ]);
    expect((await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } })).requiresReauth).toBe(true);
  });

  it("never marks an account for reauth on a network blip", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "facebook");
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "facebook", accountId: account.id }], {
      platformOptions: { sandbox: { ...FAST, outcome: "retryable", failTimes: 50 } },
    });
    startWorker(workspaceId);
    await waitForFinal([id]);
    expect((await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } })).requiresReauth).toBe(false);
  });

  it("reports partial_published when a later item of a chain is refused", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "threads");
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "threads", accountId: account.id }], {
      platformOptions: { sandbox: { ...FAST, outcome: "partial", items: 3, message: "reply 3 was refused" } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("partial_published");
    expect(row.publishedAt).not.toBeNull();
    expect(row.platformResults.map((r) => r.success)).toEqual([true, true, false]);
    expect(row.platformResults[2].error).toBe("threads: reply 3 was refused");
    expect(sandboxCreations(id)).toBe(2);
  });

  it("publishes a Threads chain as one item per reply", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "threads");
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "threads", accountId: account.id }], {
      platformOptions: { sandbox: FAST, threads: { chainItems: [{ text: "second" }, { text: "third" }] } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    expect(row.platformResults).toHaveLength(3);
    expect(new Set(row.platformResults.map((r) => r.remotePostId)).size).toBe(3);
  });

  it("publishes a thread on X, Bluesky and Mastodon as one item per part; a network without threads ignores chainItems", async () => {
    const { workspaceId } = await makeWorkspace();
    const platforms = ["twitter", "bluesky", "mastodon", "telegram"] as const;
    const mappings = await Promise.all(platforms.map(async (platform) => ({ platform, accountId: (await makeAccount(workspaceId, platform)).id })));
    const chainItems = [{ text: "2/ second" }, { text: "3/ third" }];
    const ids = await makeQueuedRows(workspaceId, mappings, {
      caption: "1/ first",
      platformOptions: { sandbox: FAST, twitter: { chainItems }, bluesky: { chainItems }, mastodon: { chainItems }, telegram: { chainItems } },
    });
    startWorker(workspaceId);
    const rows = await waitForFinal(ids);
    expect(rows.map((r) => [r.platforms[0], r.status, r.platformResults.length])).toEqual([
      ["twitter", "published", 3],
      ["bluesky", "published", 3],
      ["mastodon", "published", 3],
      ["telegram", "published", 1],
    ]);
    for (const row of rows) expect(sandboxCreations(row.id)).toBe(row.platformResults.length);
  });

  it("waits for a video container before publishing (poll → ready)", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "youtube");
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "youtube", accountId: account.id }], {
      mediaUrls: ["https://cdn.example.test/clip.mp4"],
      mediaType: "video",
      platformOptions: { sandbox: { ...FAST, pendingPolls: 2, checkAfterMs: 300 }, youtube: { title: "Launch", categoryId: "22", madeForKids: false } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    expect(row.attempts).toBe(1);
    expect(row.platformResults[0].remotePublishId).toMatch(/^https:\/\/www\.googleapis\.com\/upload\/youtube\/v3\/videos\?uploadType=resumable&upload_id=/);
    expect(row.publishState).toMatchObject({ adapter: { polls: 2 }, ready: true });
  });

  it("publishes a scheduled post once it is due, and an edit or delete before then takes effect", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "bluesky");
    const mapping = [{ platform: "bluesky", accountId: account.id }];
    const due = await makeDraft(workspaceId, mapping, { platformOptions: { sandbox: FAST }, scheduledAt: new Date(Date.now() + 600) });
    const edited = await makeDraft(workspaceId, mapping, { platformOptions: { sandbox: FAST }, scheduledAt: new Date(Date.now() + 600) });
    const deleted = await makeDraft(workspaceId, mapping, { platformOptions: { sandbox: FAST }, scheduledAt: new Date(Date.now() + 600) });
    const later = await makeDraft(workspaceId, mapping, { platformOptions: { sandbox: FAST }, scheduledAt: new Date(Date.now() + 3_600_000) });
    await db.post.update({ where: { id: edited.id }, data: { caption: "Edited before its time" } });
    await db.post.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    startWorker(workspaceId);
    expect((await db.post.findUniqueOrThrow({ where: { id: due.id } })).status).toBe("scheduled");
    const [dueRow, editedRow] = await waitForFinal([due.id, edited.id]);
    expect(dueRow.status).toBe("published");
    expect(dueRow.publishedAt!.getTime()).toBeGreaterThanOrEqual(dueRow.scheduledAt!.getTime());
    expect(editedRow.caption).toBe("Edited before its time");
    expect((await db.post.findUniqueOrThrow({ where: { id: deleted.id } })).status).toBe("scheduled");
    expect((await db.post.findUniqueOrThrow({ where: { id: later.id } })).status).toBe("scheduled");
  });

  it("publishes posts that fell due while the app was down as soon as it starts", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "telegram");
    const missed = await makeDraft(workspaceId, [{ platform: "telegram", accountId: account.id }], { platformOptions: { sandbox: FAST } });
    await db.post.update({ where: { id: missed.id }, data: { status: "scheduled", scheduledAt: new Date(Date.now() - 3_600_000) } });
    startWorker(workspaceId);
    const [row] = await waitForFinal([missed.id]);
    expect(row.status).toBe("published");
  });

  it("fails a due scheduled post that has no account to publish to instead of retrying it forever", async () => {
    const { workspaceId } = await makeWorkspace();
    const draft = await makeDraft(workspaceId, [], { scheduledAt: new Date(Date.now() - 1000) });
    startWorker(workspaceId);
    const [row] = await waitForFinal([draft.id]);
    expect(row.status).toBe("failed");
    expect(row.platformResults[0].error).toBe("scheduled publishing failed: accountMappings: the post has no accounts to publish to");
  });

  it("does not let one account's long queue hold back another account's rows", async () => {
    const { workspaceId } = await makeWorkspace();
    const busy = await makeAccount(workspaceId, "mastodon");
    const other = await makeAccount(workspaceId, "mastodon");
    const now = Date.now();
    await db.post.createMany({
      data: Array.from({ length: 150 }, (_, i) => ({
        workspaceId,
        caption: `backlog ${i}`,
        platforms: ["mastodon"],
        accountMappings: [{ platform: "mastodon", accountId: busy.id }],
        connectedAccountId: busy.id,
        platformOptions: { sandbox: { latencyMs: 20 } },
        status: "queued" as const,
        queuedAt: new Date(now - 60_000 + i),
        nextAttemptAt: new Date(now - 60_000 + i),
      })),
    });
    const [late] = await makeQueuedRows(workspaceId, [{ platform: "mastodon", accountId: other.id }], { platformOptions: { sandbox: FAST } });
    startWorker(workspaceId, { limits: { slots: 2 } });
    const [row] = await waitForFinal([late]);
    expect(row.status).toBe("published");
    expect(await db.post.count({ where: { connectedAccountId: busy.id, status: "queued" } })).toBeGreaterThan(100);
  });
});

describe("claiming promptly", () => {
  it("looks for a row it let go for a retry when it falls due, not at the next sweep", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "mastodon");
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "mastodon", accountId: account.id }], {
      platformOptions: { sandbox: { ...FAST, outcome: "retryable", failTimes: 1 } },
    });
    // The first sweep is the only periodic one within the test: the retry is found by its own wake-up.
    startWorker(workspaceId, { sweepIntervalMs: 3_600_000 });
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    expect(row.attempts).toBe(2);
  });

  it("claims rows ahead while slots free often, starts them in freed slots and hands them back when it stops", async () => {
    const { workspaceId } = await makeWorkspace();
    const accounts = await Promise.all(Array.from({ length: 40 }, () => makeAccount(workspaceId, "bluesky")));
    const ids: string[] = [];
    for (const account of accounts)
      ids.push(...(await makeQueuedRows(workspaceId, [{ platform: "bluesky", accountId: account.id }], { platformOptions: { sandbox: FAST } })));
    // Stopped the first time rows wait, claimed, for a slot. Looked for every millisecond rather than when a row
    // ends: a slot frees when its row's calls end, and the rows waiting for it start then, before the row's
    // outcome is written.
    let stopped!: (report: Promise<unknown>) => void;
    const stopping = new Promise<unknown>((resolve) => (stopped = resolve));
    let aheadAtStop = 0;
    const worker = startWorker(workspaceId, { limits: { slots: 2, perNetwork: 8 }, lookahead: 2 });
    const watch = setInterval(() => {
      if (aheadAtStop > 0 || worker.claimedAhead === 0) return;
      aheadAtStop = worker.claimedAhead;
      clearInterval(watch);
      stopped(worker.stop());
    }, 1);
    await stopping; // the stop's own promise, adopted
    expect(aheadAtStop).toBeGreaterThan(0);
    // Nothing is left claimed: the rows claimed ahead went back without counting an attempt.
    const left = await db.post.findMany({ where: { id: { in: ids }, status: "queued" } });
    expect(left.length).toBeGreaterThanOrEqual(aheadAtStop);
    expect(left.filter((row) => row.claimedBy !== null)).toEqual([]);
    // The next worker publishes the rest, each once and in one attempt.
    startWorker(workspaceId, { limits: { slots: 4, perNetwork: 8 } });
    const rows = await waitForFinal(ids);
    expect(rows.map((row) => [row.status, row.attempts, sandboxCreations(row.id)])).toEqual(ids.map(() => ["published", 1, 1]));
  });
});
