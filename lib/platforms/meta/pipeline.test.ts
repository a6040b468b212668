// The Meta adapters inside the real publishing pipeline (in-process worker, real database) against the fake
// Graph server: a Threads reply chain, a chain that breaks half-way (partial_published), an Instagram publish
// whose answer is lost (found, not repeated), a Facebook page video whose answer is lost (found among the page's
// videos, not repeated), and an Instagram token that can no longer be renewed.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { encryptToken } from "@/lib/crypto/token-cipher";
import { PublishingWorker } from "@/lib/publishing/worker";
import { makeWorkspace } from "@/test/factories";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { type MetaGraphServer, startMetaGraphServer } from "@/test/fakes/meta-graph-server";
import { makeQueuedRows, waitForFinal } from "@/test/publishing/rows";

let server: MetaGraphServer;
const saved = { ...process.env };
const workers: PublishingWorker[] = [];

beforeAll(async () => {
  server = await startMetaGraphServer();
  allowMediaHost(server.url);
  for (const network of ["INSTAGRAM", "FACEBOOK", "THREADS"]) process.env[`${network}_API_BASE_URL`] = server.url;
  process.env.FACEBOOK_CLIENT_ID = server.options.app.clientId;
  process.env.FACEBOOK_CLIENT_SECRET = server.options.app.clientSecret;
});
afterAll(async () => {
  process.env = saved;
  await server.close();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  server.faults.clear();
});

function startWorker(workspaceId: string) {
  const worker = new PublishingWorker({
    workspaceIds: [workspaceId],
    sweepIntervalMs: 40,
    deps: { policy: { maxAttempts: 4, backoffBaseMs: 30, backoffMaxMs: 200 }, leaseMs: 10_000, callTimeoutMs: 5_000, inlineWaitMs: 100 },
  });
  workers.push(worker);
  worker.start();
}

async function liveAccount(workspaceId: string, platform: string, platformAccountId: string, accessToken: string, refreshToken?: string) {
  return db.socialAccount.create({
    data: {
      workspaceId,
      platform,
      platformUsername: `${platform}_user`,
      platformAccountId,
      isSandbox: false,
      accessTokenEnc: encryptToken(accessToken),
      refreshTokenEnc: refreshToken ? encryptToken(refreshToken) : null,
      settings: {},
    },
  });
}

describe("Meta adapters in the publishing pipeline", () => {
  it("publishes a Threads reply chain: one row, three items, each replying to the one before", async () => {
    const { workspaceId } = await makeWorkspace();
    const { userId, token } = server.addThreadsUser({ username: "chain.maker" });
    const account = await liveAccount(workspaceId, "threads", userId, token);
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "threads", accountId: account.id }], {
      caption: "1/ How we bake",
      platformOptions: { threads: { chainItems: [{ text: "2/ Flour" }, { text: "3/ Time" }], replyControl: "everyone" } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    expect(row.platformResults.map((r) => r.success)).toEqual([true, true, true]);
    const media = row.platformResults.map((r) => server.store.media.get(r.remotePostId!)!);
    expect(media.map((m) => m.text)).toEqual(["1/ How we bake", "2/ Flour", "3/ Time"]);
    // Readers order results by created_at: the parts' times must rise in their order, not tie (a tie was
    // broken by a random id, and the chain came back shuffled now and then).
    const times = row.platformResults.map((r) => r.createdAt.getTime());
    expect(
      times.every((t, i) => i === 0 || t > times[i - 1]),
      times.join(", "),
    ).toBe(true);
    expect(media[1].replyToId).toBe(media[0].id);
    expect(media[2].replyToId).toBe(media[1].id);
    expect(server.publishedCount(userId)).toBe(3);
  });

  it("a chain whose last reply cannot be published ends partial_published with the reason", async () => {
    const { workspaceId } = await makeWorkspace();
    const { userId, token } = server.addThreadsUser({ username: "partial.maker" });
    const account = await liveAccount(workspaceId, "threads", userId, token);
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "threads", accountId: account.id }], {
      caption: "root post",
      platformOptions: { threads: { chainItems: [{ text: "fine" }, { text: "broken", mediaUrl: server.mediaUrl("missing.jpg"), mediaType: "image" }] } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("partial_published");
    expect(row.platformResults.filter((r) => r.success)).toHaveLength(2);
    expect(row.platformResults.find((r) => !r.success)?.error).toMatch(/^threads: .*media/);
    expect(server.publishedCount(userId)).toBe(2);
  });

  it("Instagram media_publish applied but its answer lost: the row is published once, found through the container", async () => {
    const { workspaceId } = await makeWorkspace();
    const { userId, userToken } = server.addFacebookUser();
    const { igUserId } = server.addPage(userId, { instagramUsername: "lost.answer" });
    const account = await liveAccount(workspaceId, "instagram", igUserId!, userToken);
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "instagram", accountId: account.id }], {
      caption: `lost answer ${Math.random()}`,
      mediaUrls: [server.mediaUrl("loaf.jpg")],
    });
    server.faults.dropResponse({ match: /media_publish/ });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    expect(row.platformResults).toHaveLength(1);
    expect(row.platformResults[0].remotePermalink).toMatch(/instagram\.com\/p\//);
    expect(server.publishedCount(igUserId!)).toBe(1);
    expect(server.requests.filter((q) => q.path === `/${igUserId}/media_publish`)).toHaveLength(1);
  });

  it("a Facebook page video whose POST /{page}/videos answer was lost: published once, found among the page's videos", async () => {
    const { workspaceId } = await makeWorkspace();
    const { userId, userToken } = server.addFacebookUser();
    const { pageId, pageToken } = server.addPage(userId, { name: "Lost Video Bakery" });
    const account = await liveAccount(workspaceId, "facebook", pageId, pageToken, userToken);
    const caption = `lost video ${Math.random()}`;
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "facebook", accountId: account.id }], { caption, mediaUrls: [server.mediaUrl("knead.mp4")] });
    server.faults.dropResponse({ match: new RegExp(`^POST /${pageId}/videos$`) });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    const [video] = [...server.store.videos.values()].filter((v) => v.pageId === pageId);
    expect(row.platformResults).toMatchObject([{ success: true, remotePostId: video.id }]);
    expect(video).toMatchObject({ description: caption, published: true });
    expect(server.publishedCount(pageId)).toBe(1);
    expect(server.requests.filter((q) => q.method === "POST" && q.path === `/${pageId}/videos`)).toHaveLength(1);
  });

  it("an Instagram token that expired and cannot be renewed fails the row and marks the account for reconnecting", async () => {
    const { workspaceId } = await makeWorkspace();
    const { userId, userToken } = server.addFacebookUser();
    const { igUserId } = server.addPage(userId, { instagramUsername: "expired.token" });
    server.expireToken(userToken);
    const account = await liveAccount(workspaceId, "instagram", igUserId!, userToken);
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "instagram", accountId: account.id }], { mediaUrls: [server.mediaUrl("loaf.jpg")] });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("failed");
    expect(row.platformResults[0].error).toMatch(/^instagram: .*reconnect the account/);
    expect((await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } })).requiresReauth).toBe(true);
    expect(server.publishedCount(igUserId!)).toBe(0);
  });
});
