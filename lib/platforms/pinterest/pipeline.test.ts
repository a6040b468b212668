// Pinterest inside the real publishing pipeline (in-process worker, real database) against its stand-in: a
// video Pin waited for through the media status, the create answer lost after Pinterest acted (published
// once), an access token past its 30 days renewed by the pipeline, and a sandbox account never calling out.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { decryptToken, encryptToken } from "@/lib/crypto/token-cipher";
import { db } from "@/lib/db";
import { PublishingWorker } from "@/lib/publishing/worker";
import { makeWorkspace } from "@/test/factories";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { FakePinterestServer, PINTEREST_CLIENT, PINTEREST_USER } from "@/test/fakes/pinterest-server";
import { makeQueuedRows, waitForFinal } from "@/test/publishing/rows";

const pins = new FakePinterestServer();
const media = new FakeMediaHost();
const saved = { ...process.env };
const workers: PublishingWorker[] = [];

beforeAll(async () => {
  await Promise.all([pins.start(), media.start()]);
  allowMediaHost(media.url);
  process.env.PINTEREST_API_BASE_URL = pins.url;
  process.env.PINTEREST_CLIENT_ID = PINTEREST_CLIENT.clientId;
  process.env.PINTEREST_CLIENT_SECRET = PINTEREST_CLIENT.clientSecret;
});
afterAll(async () => {
  process.env = saved;
  await Promise.all([pins.stop(), media.stop()]);
});
afterEach(async () => {
  pins.resetClock();
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

function startWorker(workspaceId: string) {
  const worker = new PublishingWorker({
    workspaceIds: [workspaceId],
    sweepIntervalMs: 40,
    deps: { policy: { maxAttempts: 4, backoffBaseMs: 30, backoffMaxMs: 200 }, leaseMs: 10_000, callTimeoutMs: 10_000, inlineWaitMs: 100 },
  });
  workers.push(worker);
  worker.start();
}

async function account(workspaceId: string, tokens = pins.tokensFor()) {
  return db.socialAccount.create({
    data: {
      workspaceId,
      platform: "pinterest",
      platformUsername: PINTEREST_USER.username,
      platformAccountId: PINTEREST_USER.id,
      accessTokenEnc: encryptToken(tokens.accessToken),
      refreshTokenEnc: encryptToken(tokens.refreshToken),
      tokenExpiresAt: tokens.expiresAt,
    },
  });
}

describe("Pinterest in the publishing pipeline", () => {
  it("a video Pin: uploaded, waited for while Pinterest processes it, created once although the answer was lost", async () => {
    const { workspaceId } = await makeWorkspace();
    const acct = await account(workspaceId);
    const caption = `Recipe video ${crypto.randomUUID()}`;
    pins.processingPolls = 2;
    pins.fail({ method: "POST", path: /^\/v5\/pins$/, respond: "drop-after" });
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "pinterest", accountId: acct.id }], {
      caption,
      mediaUrls: [media.add("recipe.mp4", "video/mp4", 300 * 1024)],
      mediaType: "video",
      platformOptions: { pinterest: { boardId: pins.boards[0].id, title: "Recipe", coverUrl: media.add("cover.jpg", "image/jpeg", 800) } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id], 30_000);
    pins.processingPolls = 1;
    expect(row.status).toBe("published");
    const created = pins.pins.filter((p) => p.description === caption);
    expect(created).toHaveLength(1);
    expect(created[0].media_source).toMatchObject({ source_type: "video_id", cover_image_url: expect.stringContaining("/cover.jpg") });
    expect(row.platformResults).toEqual([
      expect.objectContaining({
        success: true,
        remotePostId: created[0].id,
        remotePermalink: `https://www.pinterest.com/pin/${created[0].id}/`,
        remotePublishId: (created[0].media_source as { media_id: string }).media_id,
      }),
    ]);
  });

  it.each([
    ["30 days and 1 hour", 30 * 86_400_000 + 3600_000],
    ["59 days and 2 hours", 59 * 86_400_000 + 2 * 3600_000],
  ])("%s without activity: the expired access token is renewed by the pipeline, no reconnect", async (_, idle) => {
    const { workspaceId } = await makeWorkspace();
    const tokens = pins.tokensFor();
    const acct = await account(workspaceId, tokens);
    pins.advance(idle);
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "pinterest", accountId: acct.id }], {
      caption: `Renewed ${crypto.randomUUID()}`,
      mediaUrls: [media.add("bowl.jpg", "image/jpeg", 900)],
      mediaType: "image",
      platformOptions: { pinterest: { boardId: pins.boards[0].id } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    const after = await db.socialAccount.findUniqueOrThrow({ where: { id: acct.id } });
    expect(decryptToken(after.refreshTokenEnc!)).not.toBe(tokens.refreshToken);
    expect(after.requiresReauth).toBe(false);
  });

  it("61 days without activity: the refresh token has expired too, the account needs a reconnect", async () => {
    const { workspaceId } = await makeWorkspace();
    const acct = await account(workspaceId);
    pins.advance(61 * 86_400_000);
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "pinterest", accountId: acct.id }], {
      caption: "Too late",
      mediaUrls: [media.add("late.jpg", "image/jpeg", 900)],
      mediaType: "image",
      platformOptions: { pinterest: { boardId: pins.boards[0].id } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("failed");
    expect(row.platformResults[0].error).toMatch(/reconnect/);
    expect((await db.socialAccount.findUniqueOrThrow({ where: { id: acct.id } })).requiresReauth).toBe(true);
  });

  it("a board that is not the account's fails the row naming boardId; nothing is pinned", async () => {
    const { workspaceId } = await makeWorkspace();
    const acct = await account(workspaceId);
    const before = pins.pinsCreated();
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "pinterest", accountId: acct.id }], {
      caption: "Lost board",
      mediaUrls: [media.add("lost.jpg", "image/jpeg", 900)],
      mediaType: "image",
      platformOptions: { pinterest: { boardId: "123456789" } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("failed");
    expect(row.platformResults[0].error).toMatch(/^pinterest: Pinterest refused creating the Pin: 40: Board not found\./);
    expect(pins.pinsCreated()).toBe(before);
  });

  it("a sandbox Pinterest account publishes through the sandbox publisher, never Pinterest", async () => {
    const { workspaceId } = await makeWorkspace();
    const sandbox = await db.socialAccount.create({
      data: { workspaceId, platform: "pinterest", platformUsername: "sandbox", platformAccountId: `sandbox-${crypto.randomUUID()}`, isSandbox: true },
    });
    const requests = pins.requests.length;
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "pinterest", accountId: sandbox.id }], {
      caption: "Sandbox pin",
      mediaUrls: [media.add("s.jpg", "image/jpeg", 900)],
      mediaType: "image",
      platformOptions: { pinterest: { boardId: "5123456789" }, sandbox: { latencyMs: 0 } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    expect(row.platformResults[0].remotePostId).toMatch(/^\d{18}$/);
    expect(pins.requests.length).toBe(requests);
  });
});
