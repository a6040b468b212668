// X, LinkedIn, YouTube and TikTok inside the real publishing pipeline (in-process worker, real database)
// against their stand-in servers: answers lost after the network acted, an expired token renewed by the
// pipeline, a missing required option, and media uploads end to end.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { decryptToken, encryptToken } from "@/lib/crypto/token-cipher";
import { PublishingWorker } from "@/lib/publishing/worker";
import { makeWorkspace } from "@/test/factories";
import { FakeLinkedinServer, LINKEDIN_CLIENT } from "@/test/fakes/linkedin-server";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { FakeTiktokServer, OPEN_ID, TIKTOK_CLIENT } from "@/test/fakes/tiktok-server";
import { FakeTwitterServer, TWITTER_CLIENT } from "@/test/fakes/twitter-server";
import { CHANNEL_ID, FakeYoutubeServer, YOUTUBE_CLIENT } from "@/test/fakes/youtube-server";
import { makeQueuedRows, waitForFinal } from "@/test/publishing/rows";

const x = new FakeTwitterServer();
const li = new FakeLinkedinServer();
const yt = new FakeYoutubeServer();
const tt = new FakeTiktokServer();
const media = new FakeMediaHost();
const saved = { ...process.env };
const workers: PublishingWorker[] = [];

beforeAll(async () => {
  await Promise.all([x.start(), li.start(), yt.start(), tt.start(), media.start()]);
  allowMediaHost(media.url);
  const networks = [
    ["TWITTER", x.url, TWITTER_CLIENT],
    ["LINKEDIN", li.url, LINKEDIN_CLIENT],
    ["YOUTUBE", yt.url, YOUTUBE_CLIENT],
    ["TIKTOK", tt.url, TIKTOK_CLIENT],
  ] as const;
  for (const [name, url, client] of networks) {
    process.env[`${name}_API_BASE_URL`] = url;
    process.env[`${name}_CLIENT_ID`] = client.clientId;
    process.env[`${name}_CLIENT_SECRET`] = client.clientSecret;
  }
});
afterAll(async () => {
  process.env = saved;
  await Promise.all([x.stop(), li.stop(), yt.stop(), tt.stop(), media.stop()]);
});
afterEach(async () => {
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

async function account(
  workspaceId: string,
  platform: string,
  platformAccountId: string,
  platformUsername: string,
  tokens: { accessToken: string; refreshToken: string },
  settings: object = {},
) {
  return db.socialAccount.create({
    data: {
      workspaceId,
      platform,
      platformUsername,
      platformAccountId,
      isSandbox: false,
      accessTokenEnc: encryptToken(tokens.accessToken),
      refreshTokenEnc: encryptToken(tokens.refreshToken),
      tokenExpiresAt: new Date(Date.now() + 3600_000),
      settings,
    },
  });
}

describe("OAuth networks in the publishing pipeline", () => {
  it("X: a three-part thread whose part 2 answer is lost resumes with part 3; each part once, each replying to the one before", async () => {
    const { workspaceId } = await makeWorkspace();
    const acct = await account(workspaceId, "twitter", "2244994945", "postlane_dev", x.tokensFor());
    const run = crypto.randomUUID();
    const parts = [`2/ flour ${run}`, `3/ time ${run}`];
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "twitter", accountId: acct.id }], {
      caption: `1/ how we bake ${run}`,
      platformOptions: { twitter: { chainItems: [{ text: parts[0], mediaUrl: media.add("flour.png", "image/png", 800) }, { text: parts[1] }] } },
    });
    const lostAnswers = () => x.requests.filter((r) => r.path === "/2/tweets" && r.status === 0).length;
    const lostBefore = lostAnswers();
    x.fail({ method: "POST", path: /^\/2\/tweets$/, when: (req) => (req.json as { text?: string }).text === parts[0], respond: "drop-after" });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    expect(row.platformResults.map((r) => r.success)).toEqual([true, true, true]);
    const tweets = row.platformResults.map((r) => x.tweets.find((t) => t.id === r.remotePostId)!);
    expect(tweets.map((t) => t.text)).toEqual([`1/ how we bake ${run}`, ...parts]);
    expect(tweets.map((t) => t.inReplyTo)).toEqual([null, tweets[0].id, tweets[1].id]);
    expect(tweets[1].mediaKeys).toHaveLength(1);
    expect(x.tweets.filter((t) => t.text.endsWith(run))).toHaveLength(3);
    expect(lostAnswers()).toBe(lostBefore + 1);
  });

  it("X: the create-post answer is lost after X acted; the row is published once, found in the timeline", async () => {
    const { workspaceId } = await makeWorkspace();
    const acct = await account(workspaceId, "twitter", "2244994945", "postlane_dev", x.tokensFor());
    const caption = `Shipping notes ${crypto.randomUUID()}`;
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "twitter", accountId: acct.id }], {
      caption,
      mediaUrls: [media.add("x.png", "image/png", 1000)],
      mediaType: "image",
    });
    x.fail({ method: "POST", path: /^\/2\/tweets$/, respond: "drop-after" });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    expect(x.tweets.filter((t) => t.text === caption)).toHaveLength(1);
    expect(row.platformResults).toHaveLength(1);
    expect(row.platformResults[0].remotePostId).toBe(x.tweets.find((t) => t.text === caption)!.id);
  });

  it("X: an expired access token is renewed by the pipeline and the rotated refresh token is stored", async () => {
    const { workspaceId } = await makeWorkspace();
    const tokens = x.tokensFor();
    x.oauth.expireAccessToken(tokens.accessToken);
    const acct = await account(workspaceId, "twitter", "2244994945", "postlane_dev", tokens);
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "twitter", accountId: acct.id }], { caption: `Renewed ${crypto.randomUUID()}` });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    const after = await db.socialAccount.findUniqueOrThrow({ where: { id: acct.id } });
    expect(decryptToken(after.refreshTokenEnc!)).not.toBe(tokens.refreshToken);
    expect(after.requiresReauth).toBe(false);
  });

  it("X: a media URL on a private address fails the row at once with what to change; X sees no upload", async () => {
    const { workspaceId } = await makeWorkspace();
    const acct = await account(workspaceId, "twitter", "2244994945", "postlane_dev", x.tokensFor());
    // The file is really there, but only 127.0.0.1:<port> is allowed: "localhost" resolves to loopback and is refused.
    const privateUrl = media.add("inside.png", "image/png", 1000).replace("//127.0.0.1:", "//localhost:");
    // An allowed host that redirects into the cloud metadata address is refused at the redirect.
    media.fail({ method: "GET", path: /^\/hop\.png$/, times: 5, respond: { status: 302, headers: { location: "http://169.254.169.254/latest/meta-data" } } });
    const uploadsBefore = x.count("POST", /media/);
    const [direct, redirected] = await Promise.all([
      makeQueuedRows(workspaceId, [{ platform: "twitter", accountId: acct.id }], { caption: "inside", mediaUrls: [privateUrl], mediaType: "image" }),
      makeQueuedRows(workspaceId, [{ platform: "twitter", accountId: acct.id }], { caption: "hop", mediaUrls: [`${media.url}/hop.png`], mediaType: "image" }),
    ]);
    startWorker(workspaceId);
    const [a, b] = await waitForFinal([direct[0], redirected[0]]);
    const port = new URL(media.url).port;
    expect(a.status).toBe("failed");
    expect(a.attempts).toBe(1); // permanent: not retried
    expect(a.platformResults[0].error).toBe(
      `twitter: mediaUrls[0] cannot be fetched: localhost:${port} resolves to a private or reserved address (127.0.0.1); media must be on a public host ` +
        "(an operator can allow an internal media host with POSTLANE_MEDIA_ALLOWED_HOSTS)",
    );
    expect(b.status).toBe("failed");
    expect(b.attempts).toBe(1);
    expect(b.platformResults[0].error).toMatch(/^twitter: mediaUrls\[0\] cannot be fetched: 169\.254\.169\.254 resolves to a private or reserved address/);
    expect(media.count("GET", /^\/inside\.png$/)).toBe(0);
    expect(x.count("POST", /media/)).toBe(uploadsBefore);
  });

  it("LinkedIn: a multi-image post with reserved characters is published intact", async () => {
    const { workspaceId } = await makeWorkspace();
    const acct = await account(workspaceId, "linkedin", "abC123xYz", "Pat Example", li.tokensFor(), { authorUrn: li.personUrn });
    const caption = `We're hiring (remote) ${crypto.randomUUID()}`;
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "linkedin", accountId: acct.id }], {
      caption,
      mediaUrls: [media.add("l1.jpg", "image/jpeg", 900), media.add("l2.jpg", "image/jpeg", 900)],
      mediaType: "image",
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    const post = li.posts.find((p) => p.urn === row.platformResults[0].remotePostId)!;
    expect(post.content?.multiImage?.images).toHaveLength(2);
    expect(post.commentary).toContain("\\(remote\\)");
  });

  it("LinkedIn: a lost POST /rest/posts answer that cannot be checked (no r_member_social) is not published again", async () => {
    const { workspaceId } = await makeWorkspace();
    const acct = await account(workspaceId, "linkedin", "abC123xYz", "Pat Example", li.tokensFor(), { authorUrn: li.personUrn });
    const caption = `Lost answer ${crypto.randomUUID()}`;
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "linkedin", accountId: acct.id }], { caption });
    const postsBefore = li.posts.length;
    const createsBefore = li.count("POST", /^\/rest\/posts$/);
    li.fail({ method: "POST", path: /^\/rest\/posts$/, respond: "drop-after" });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    // The pipeline's state for an outcome it cannot confirm: failed, saying so, and nothing published twice.
    expect(row.status).toBe("failed");
    expect(row.platformResults[0].error).toMatch(
      /^linkedin: could not confirm whether the post was published \(.*r_member_social.*look at the LinkedIn profile before publishing it again\)/,
    );
    expect(li.posts.length).toBe(postsBefore + 1);
    expect(li.count("POST", /^\/rest\/posts$/)).toBe(createsBefore + 1);
    expect(li.count("GET", /^\/rest\/posts$/)).toBeGreaterThan(0); // asked, and refused with 403
  });

  it("YouTube: a missing title fails the row with every missing option named; nothing is uploaded", async () => {
    const { workspaceId } = await makeWorkspace();
    const acct = await account(workspaceId, "youtube", CHANNEL_ID, "@postlane", yt.tokensFor());
    const sessionsBefore = yt.sessions.size;
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "youtube", accountId: acct.id }], {
      mediaUrls: [media.add("y.mp4", "video/mp4", 4000)],
      mediaType: "video",
      platformOptions: { youtube: { categoryId: "22" } },
    });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("failed");
    expect(row.platformResults[0].error).toBe("youtube: title is required; youtube: madeForKids is required");
    expect(yt.sessions.size).toBe(sessionsBefore);
  });

  it("TikTok: the answer to the last chunk is lost; the status shows the post exists and it is not uploaded again", async () => {
    const { workspaceId } = await makeWorkspace();
    const acct = await account(workspaceId, "tiktok", OPEN_ID, "Postlane Studio", tt.tokensFor());
    const publishesBefore = tt.publishes.size;
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "tiktok", accountId: acct.id }], {
      caption: "Studio day",
      mediaUrls: [media.add("t.mp4", "video/mp4", 300_000)],
      mediaType: "video",
      platformOptions: { tiktok: { privacyLevel: "SELF_ONLY", disableComment: false, brandContentToggle: false, brandOrganicToggle: false, isAigc: false } },
    });
    tt.fail({ method: "PUT", path: /^\/video\/$/, respond: "drop-after" });
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("published");
    expect(tt.publishes.size).toBe(publishesBefore + 1);
    const publish = [...tt.publishes.values()].at(-1)!;
    expect(publish.chunksReceived).toBe(1);
    expect(row.platformResults[0].remotePublishId).toBe(publish.id);
  });
});
