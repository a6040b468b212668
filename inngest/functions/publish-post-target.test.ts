// The Inngest engine, through @inngest/test: the same scenarios as the in-process worker (sandbox outcomes,
// faults at every step boundary, faults on the wire against a local HTTP network), step by step.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { sandboxCreations } from "@/lib/platforms/sandbox/adapter";
import { overrideLiveAdapter } from "@/lib/platforms/registry";
import { failRowUnexpectedly } from "@/lib/publishing/finalize-row";
import { FAULT_POINTS, type PublishDeps } from "@/lib/publishing/step-types";
import { makeWorkspace } from "@/test/factories";
import { containerNetworkAdapter } from "@/test/publishing/container-network/adapter";
import { ContainerNetwork, type Fault } from "@/test/publishing/container-network/server";
import { runInngestFunction } from "@/test/publishing/run-inngest-function";
import { makeAccount, makeQueuedRows } from "@/test/publishing/rows";
import { createPublishPostTarget } from "./publish-post-target";

const TEST_DEPS: PublishDeps = {
  policy: { maxAttempts: 5, backoffBaseMs: 20, backoffMaxMs: 100 },
  leaseMs: 60_000,
  callTimeoutMs: 1_500,
  holdClaimBetweenAttempts: true,
};
const FAST = { latencyMs: 0 };
const network = new ContainerNetwork();
let baseUrl = "";

beforeAll(async () => {
  baseUrl = await network.start();
  await fetch(`${baseUrl}/v1/warm-up`);
  overrideLiveAdapter(
    "instagram",
    containerNetworkAdapter("instagram", () => baseUrl),
  );
});
afterAll(async () => {
  overrideLiveAdapter("instagram", undefined);
  await network.stop();
});
afterEach(() => {
  network.faults.length = 0;
});

async function queuedRow(platform: string, options: Parameters<typeof makeQueuedRows>[2] = {}, account: { sandbox?: boolean } = {}) {
  const { workspaceId } = await makeWorkspace();
  const acc = await makeAccount(workspaceId, platform, { sandbox: account.sandbox ?? true, refreshToken: "refresh-1" });
  const [id] = await makeQueuedRows(workspaceId, [{ platform, accountId: acc.id }], options);
  return { id, account: acc, event: { name: "post/publish.requested", data: { postId: id, accountKey: acc.id, platform } } };
}

async function row(id: string) {
  return db.post.findUniqueOrThrow({ where: { id }, include: { platformResults: true } });
}

describe("publish-post-target (Inngest) with the sandbox", () => {
  it("runs resolve-and-validate, prepare, poll and publish as steps and publishes the row", async () => {
    const { id, event } = await queuedRow("bluesky", { platformOptions: { sandbox: FAST } });
    const run = await runInngestFunction(createPublishPostTarget(TEST_DEPS), event);
    expect(run.stepsRun).toEqual(["resolve-and-validate", "prepare", "poll-0", "publish-0"]);
    expect(run.result).toEqual({ kind: "finished", status: "published" });
    const stored = await row(id);
    expect(stored.status).toBe("published");
    expect(stored.attempts).toBe(1);
    expect(stored.platformResults[0].remotePermalink).toMatch(/\/sandbox\/bluesky\/at%3A%2F%2F/);
    expect(sandboxCreations(id)).toBe(1);
  });

  it("sleeps between polls until the container is ready (step.sleep)", async () => {
    const { id, event } = await queuedRow("youtube", {
      mediaUrls: ["https://cdn.example.test/v.mp4"],
      mediaType: "video",
      platformOptions: { sandbox: { ...FAST, pendingPolls: 2, checkAfterMs: 5_000 }, youtube: { title: "T", categoryId: "22", madeForKids: false } },
    });
    const run = await runInngestFunction(createPublishPostTarget(TEST_DEPS), event);
    expect(run.stepsRun).toEqual(["resolve-and-validate", "prepare", "poll-0", "poll-1", "poll-2", "publish-0"]);
    expect(run.sleeps).toBe(2);
    expect((await row(id)).status).toBe("published");
  });

  it("fails a row with a missing required option with NonRetriableError and the contract's message", async () => {
    const { id, event } = await queuedRow("tiktok", { mediaUrls: ["https://cdn.example.test/v.mp4"], mediaType: "video", platformOptions: { sandbox: FAST } });
    const run = await runInngestFunction(createPublishPostTarget(TEST_DEPS), event);
    expect(run.error?.name).toBe("NonRetriableError");
    const stored = await row(id);
    expect(stored.status).toBe("failed");
    expect(stored.platformResults[0].error).toBe(
      "tiktok: privacyLevel is required; tiktok: disableComment is required; tiktok: brandContentToggle is required; tiktok: brandOrganicToggle is required; tiktok: isAigc is required",
    );
    expect(run.stepsRun).toEqual(["resolve-and-validate"]);
  });

  it("retries a retryable failure with RetryAfterError and publishes once", async () => {
    const { id, event } = await queuedRow("mastodon", { platformOptions: { sandbox: { ...FAST, outcome: "retryable", failTimes: 2 } } });
    const run = await runInngestFunction(createPublishPostTarget(TEST_DEPS), event);
    expect(run.errors.map((e) => e.name)).toEqual(["RetryAfterError", "RetryAfterError"]);
    expect(run.result).toEqual({ kind: "finished", status: "published" });
    expect((await row(id)).attempts).toBe(3);
    expect(sandboxCreations(id)).toBe(1);
  });

  it("gives up after the policy's attempts", async () => {
    const { id, event } = await queuedRow("discord", {
      platformOptions: { sandbox: { ...FAST, outcome: "retryable", failTimes: 99, message: "Discord is down" } },
    });
    const run = await runInngestFunction(createPublishPostTarget(TEST_DEPS), event);
    expect(run.errors.map((e) => e.name)).toEqual(["RetryAfterError", "RetryAfterError", "RetryAfterError", "RetryAfterError", "NonRetriableError"]);
    const stored = await row(id);
    expect(stored.status).toBe("failed");
    expect(stored.platformResults[0].error).toBe("discord: Discord is down (gave up after 5 attempts)");
  });

  it("a refused token refresh marks the account for reauth", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "linkedin", { settings: { sandboxRefresh: "fail" } });
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "linkedin", accountId: account.id }], {
      platformOptions: { sandbox: { ...FAST, outcome: "auth_expired" } },
    });
    const run = await runInngestFunction(createPublishPostTarget(TEST_DEPS), {
      name: "post/publish.requested",
      data: { postId: id, accountKey: account.id, platform: "linkedin" },
    });
    expect(run.error?.name).toBe("NonRetriableError");
    expect((await row(id)).platformResults[0].error).toBe("linkedin: access was revoked (sandbox), reconnect the account");
    expect((await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } })).requiresReauth).toBe(true);
  });

  it("partial_published when a later item is refused", async () => {
    const { id, event } = await queuedRow("threads", { platformOptions: { sandbox: { ...FAST, outcome: "partial", items: 2 } } });
    const run = await runInngestFunction(createPublishPostTarget(TEST_DEPS), event);
    expect(run.stepsRun).toEqual(["resolve-and-validate", "prepare", "poll-0", "publish-0", "publish-1"]);
    expect(run.result).toEqual({ kind: "finished", status: "partial_published", error: expect.stringContaining("threads: item 2 of 2 was refused") });
    expect((await row(id)).platformResults.map((r) => r.success).sort()).toEqual([false, true]);
  });

  it("a second run for the same row (duplicate event) does nothing while the first holds it", async () => {
    const { id, event } = await queuedRow("telegram", { platformOptions: { sandbox: FAST } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const paused = new Promise<void>((resolve) => (reached = resolve));
    const first = runInngestFunction(createPublishPostTarget({ ...TEST_DEPS, faults: (at) => (at === "after-arm" ? (reached(), held) : undefined) }), event);
    await paused;
    const second = await runInngestFunction(createPublishPostTarget(TEST_DEPS), event);
    expect(second.result).toMatchObject({ kind: "skipped" });
    release();
    expect((await first).result).toEqual({ kind: "finished", status: "published" });
    expect(sandboxCreations(id)).toBe(1);
  });
});

describe("publish-post-target (Inngest) exactly once against a local HTTP network", () => {
  it.each(FAULT_POINTS)("a throw at %s is retried and the row is published exactly once", async (point) => {
    // The row carries a first comment, so the points between the post and its comment are met too.
    const { id, event } = await queuedRow("instagram", { platformOptions: { instagram: { firstComment: "#exactly #once" } } }, { sandbox: false });
    let thrown = false;
    const fn = createPublishPostTarget({
      ...TEST_DEPS,
      faults: (at) => {
        if (at === point && !thrown) {
          thrown = true;
          throw new Error(`injected crash at ${point}`);
        }
      },
    });
    const run = await runInngestFunction(fn, event);
    expect(thrown).toBe(true);
    expect(run.errors.map((e) => e.name)).toEqual(["RetryAfterError"]);
    expect(run.result).toEqual({ kind: "finished", status: "published" });
    expect(network.postsFor(id)).toHaveLength(1);
    const stored = await row(id);
    expect(stored.platformResults).toHaveLength(1);
    expect(stored.platformResults[0].remotePostId).toBe(network.postsFor(id)[0].id);
    expect(network.commentsFor(id).map((c) => c.text)).toEqual(["#exactly #once"]);
  });

  const wire: { name: string; faults: (id: string) => Fault[] }[] = [
    { name: "publish answers 500 after creating the post", faults: (id) => [{ route: "publish", kind: "500-after-apply", clientRef: id }] },
    { name: "publish times out after creating the post", faults: (id) => [{ route: "publish", kind: "hang-after", clientRef: id }] },
    { name: "publish times out before creating anything", faults: (id) => [{ route: "publish", kind: "hang-before", clientRef: id }] },
    { name: "container creation answers 500 twice", faults: (id) => [{ route: "container", kind: "500", clientRef: id, times: 2 }] },
  ];
  it.each(wire)("$name: published exactly once", async ({ faults }) => {
    const { id, event } = await queuedRow("instagram", {}, { sandbox: false });
    network.faults.push(...faults(id));
    const run = await runInngestFunction(createPublishPostTarget(TEST_DEPS), event);
    expect(run.errors.length).toBeGreaterThan(0);
    expect(run.result).toEqual({ kind: "finished", status: "published" });
    expect(network.postsFor(id)).toHaveLength(1);
  });

  it("a 429 becomes a RetryAfterError at the network's Retry-After time", async () => {
    const { id, event } = await queuedRow("instagram", {}, { sandbox: false });
    network.faults.push({ route: "publish", kind: "429", retryAfterSeconds: 2, clientRef: id });
    const fn = createPublishPostTarget(TEST_DEPS);
    const before = Date.now();
    const runId = `run-${id}`;
    const run = await runInngestFunction(fn, event, { runId, maxExecutions: 1 }).catch((error: Error) => error);
    expect(run).toBeInstanceOf(Error);
    const stored = await row(id);
    expect(stored.status).toBe("queued");
    expect(stored.nextAttemptAt!.getTime() - before).toBeGreaterThanOrEqual(1_900);
    // Another run may not take the row over while this run waits for its retry …
    expect((await runInngestFunction(fn, event)).result).toMatchObject({ kind: "skipped" });
    // … and the run itself continues when Inngest calls it back.
    const finished = await runInngestFunction(fn, event, { runId });
    expect(finished.result).toEqual({ kind: "finished", status: "published" });
    const publishes = network.requests.filter((r) => r.route === "publish" && r.clientRef === id);
    expect(publishes[1].at - publishes[0].at).toBeGreaterThanOrEqual(1_900);
    expect(network.postsFor(id)).toHaveLength(1);
  });

  it("onFailure fails a row whose run died, saying when the outcome is unknown", async () => {
    const { id } = await queuedRow("instagram", {}, { sandbox: false });
    await db.post.update({ where: { id }, data: { publishState: { armed: { index: 0, at: new Date().toISOString() } } } });
    await failRowUnexpectedly(id, "publishing stopped: function timed out");
    const stored = await row(id);
    expect(stored.status).toBe("failed");
    expect(stored.platformResults[0].error).toBe(
      "instagram: publishing stopped: function timed out; whether it was published could not be confirmed, check the account before publishing again",
    );
  });
});
