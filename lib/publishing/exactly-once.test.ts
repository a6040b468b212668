// Exactly-once evidence for the in-process path: a network over real HTTP (test/publishing/container-network)
// whose publish call is not idempotent, faults injected at every step boundary and on the wire, and workers
// that crash, hang or race. Every row must end in the right state with exactly one public post, and its
// first comment with exactly one comment: retried alone after a transient failure, never after a permanent one.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { overrideLiveAdapter } from "@/lib/platforms/registry";
import { makeWorkspace } from "@/test/factories";
import { containerNetworkAdapter } from "@/test/publishing/container-network/adapter";
import { ContainerNetwork, type Fault } from "@/test/publishing/container-network/server";
import { makeAccount, makeQueuedRows, waitForFinal, waitForSettledComment } from "@/test/publishing/rows";
import { claimDueComments } from "./comment-retry";
import { CommentRetryWorker, type CommentRetryWorkerOptions } from "./comment-retry-worker";
import { FAULT_POINTS, type FaultPoint } from "./step-types";
import { PublishingWorker, type WorkerOptions } from "./worker";

const network = new ContainerNetwork();
let baseUrl = "";
const workers: PublishingWorker[] = [];

beforeAll(async () => {
  baseUrl = await network.start();
  await fetch(`${baseUrl}/v1/warm-up`); // the first connection is slow to set up; keep it out of the timings
  overrideLiveAdapter(
    "instagram",
    containerNetworkAdapter("instagram", () => baseUrl),
  );
});

afterAll(async () => {
  overrideLiveAdapter("instagram", undefined);
  await network.stop();
});

afterEach(async () => {
  network.faults.length = 0;
  network.processingPolls = 0;
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

function startWorker(workspaceId: string, options: WorkerOptions = {}) {
  const worker = new PublishingWorker({
    workspaceIds: [workspaceId],
    sweepIntervalMs: 30,
    ...options,
    deps: { policy: { maxAttempts: 6, backoffBaseMs: 20, backoffMaxMs: 100 }, leaseMs: 5_000, callTimeoutMs: 3_000, inlineWaitMs: 100, ...options.deps },
  });
  workers.push(worker);
  worker.start();
  return worker;
}

const FIRST_COMMENT = "#exactly #once";

async function oneRow(caption = "exactly once") {
  const { workspaceId } = await makeWorkspace();
  const account = await makeAccount(workspaceId, "instagram", { sandbox: false, refreshToken: "refresh-1" });
  // Every row carries a first comment, so every fault point (those between the post and its comment too) is met.
  const [id] = await makeQueuedRows(workspaceId, [{ platform: "instagram", accountId: account.id }], {
    caption,
    platformOptions: { instagram: { firstComment: FIRST_COMMENT } },
  });
  return { workspaceId, account, id };
}

async function expectPublishedOnce(id: string) {
  const [row] = await waitForFinal([id]);
  expect(row.status).toBe("published");
  const posts = network.postsFor(id);
  expect(posts).toHaveLength(1);
  expect(row.platformResults).toHaveLength(1);
  expect(row.platformResults[0]).toMatchObject({ success: true, remotePostId: posts[0].id, remotePublishId: posts[0].containerId });
  expect(row.claimedBy).toBeNull();
  // The first comment went out exactly once too, and its result sits on the post's.
  const comments = network.commentsFor(id);
  expect(comments.map((c) => c.text)).toEqual([FIRST_COMMENT]);
  expect(row.platformResults[0].firstComment).toMatchObject({ status: "posted", id: comments[0].id });
  return row;
}

describe("a throw at every step boundary", () => {
  it.each(FAULT_POINTS)("%s: retried, published exactly once", async (point) => {
    const { workspaceId, id } = await oneRow();
    let thrown = false;
    startWorker(workspaceId, {
      deps: {
        faults: (at) => {
          if (at === point && !thrown) {
            thrown = true;
            throw new Error(`injected crash at ${point}`);
          }
        },
      },
    });
    const row = await expectPublishedOnce(id);
    expect(thrown).toBe(true);
    // At least the injected failure; a slow machine may add a timeout of its own.
    expect(row.attempts).toBeGreaterThanOrEqual(2);
  });
});

describe("a worker that dies at every step boundary", () => {
  it.each(FAULT_POINTS)("%s: another worker takes the row over after the lease and publishes exactly once", async (point: FaultPoint) => {
    const { workspaceId, id } = await oneRow();
    let reached!: () => void;
    const died = new Promise<void>((resolve) => (reached = resolve));
    const victim = new PublishingWorker({
      id: "victim",
      workspaceIds: [workspaceId],
      sweepIntervalMs: 30,
      deps: {
        policy: { maxAttempts: 6, backoffBaseMs: 20, backoffMaxMs: 100 },
        leaseMs: 400,
        callTimeoutMs: 3_000,
        inlineWaitMs: 100,
        faults: (at) => {
          if (at !== point) return;
          reached();
          return new Promise<void>(() => {}); // the process is gone: this attempt never continues
        },
      },
    });
    victim.start();
    await died;
    void victim.stop(); // stops its sweeps; the dead attempt stays pending forever
    const stillQueued = await db.post.findUniqueOrThrow({ where: { id } });
    expect(stillQueued.status).toBe("queued");
    expect(stillQueued.claimedBy).toMatch(/^victim\//);
    startWorker(workspaceId, { id: "rescuer" });
    await expectPublishedOnce(id);
  });

  it("a stalled worker that wakes after losing its lease cannot publish or write", async () => {
    const { workspaceId, id } = await oneRow();
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const paused = new Promise<void>((resolve) => (reached = resolve));
    const outcomes: string[] = [];
    const victim = new PublishingWorker({
      id: "stalled",
      workspaceIds: [workspaceId],
      sweepIntervalMs: 30,
      onOutcome: (_id, outcome) => outcomes.push(outcome.kind),
      deps: {
        policy: { maxAttempts: 6, backoffBaseMs: 20, backoffMaxMs: 100 },
        leaseMs: 300,
        callTimeoutMs: 3_000,
        inlineWaitMs: 100,
        faults: (at) => {
          if (at !== "after-arm") return;
          reached();
          return stalled;
        },
      },
    });
    victim.start();
    await paused;
    startWorker(workspaceId, { id: "rescuer" });
    await expectPublishedOnce(id);
    release();
    await victim.stop();
    expect(outcomes).toEqual(["skipped"]);
    expect(network.postsFor(id)).toHaveLength(1);
  });
});

describe("faults on the wire", () => {
  const cases: { name: string; faults: (id: string) => Fault[] }[] = [
    { name: "publish answers 500 after creating the post", faults: (id) => [{ route: "publish", kind: "500-after-apply", clientRef: id }] },
    { name: "publish times out after creating the post", faults: (id) => [{ route: "publish", kind: "hang-after", clientRef: id }] },
    { name: "publish times out before creating anything", faults: (id) => [{ route: "publish", kind: "hang-before", clientRef: id }] },
    { name: "publish answers 500 without creating anything", faults: (id) => [{ route: "publish", kind: "500", clientRef: id, times: 2 }] },
    { name: "container creation fails twice", faults: (id) => [{ route: "container", kind: "500", clientRef: id, times: 2 }] },
    { name: "container creation times out after creating it", faults: (id) => [{ route: "container", kind: "hang-after", clientRef: id }] },
    { name: "status polls fail", faults: (id) => [{ route: "status", kind: "500", clientRef: id, times: 3 }] },
  ];
  it.each(cases)("$name: published exactly once", async ({ faults }) => {
    const { workspaceId, id } = await oneRow();
    network.processingPolls = 1;
    network.faults.push(...faults(id));
    startWorker(workspaceId);
    const row = await expectPublishedOnce(id);
    expect(row.attempts).toBeGreaterThan(1);
    expect(network.faults).toHaveLength(0);
  });

  it("a 429 on publish waits for Retry-After before publishing", async () => {
    const { workspaceId, id } = await oneRow();
    network.faults.push({ route: "publish", kind: "429", retryAfterSeconds: 1, clientRef: id });
    startWorker(workspaceId);
    await expectPublishedOnce(id);
    const publishes = network.requests.filter((r) => r.route === "publish" && r.clientRef === id);
    expect(publishes).toHaveLength(2);
    expect(publishes[1].at - publishes[0].at).toBeGreaterThanOrEqual(1_000);
  });

  it("an expired token is refreshed once and the post goes out", async () => {
    const { workspaceId, account, id } = await oneRow();
    network.faults.push({ route: "publish", kind: "401", clientRef: id });
    startWorker(workspaceId);
    await expectPublishedOnce(id);
    const after = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(after.accessTokenEnc).not.toBe(account.accessTokenEnc);
    expect(after.requiresReauth).toBe(false);
  });

  it("a refused refresh marks the account for reauth and fails the row with a reconnect message", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "instagram", { sandbox: false, accessToken: "revoked", refreshToken: "no-longer-valid" });
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "instagram", accountId: account.id }]);
    startWorker(workspaceId);
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("failed");
    expect(row.platformResults[0].error).toBe("instagram: invalid_grant, reconnect the account");
    expect((await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } })).requiresReauth).toBe(true);
    expect(network.postsFor(id)).toHaveLength(0);
  });

  it("an outcome that cannot be confirmed fails the row and says so instead of publishing again", async () => {
    const { workspaceId, id } = await oneRow();
    network.faults.push({ route: "publish", kind: "hang-before", clientRef: id });
    startWorker(workspaceId, {
      deps: {
        faults: (at) => {
          // Once the publish is armed, the container turns EXPIRED: the network can no longer tell.
          if (at === "after-arm" && !network.faults.some((f) => f.route === "status")) network.faults.push({ route: "status", kind: "expired", clientRef: id });
        },
      },
    });
    const [row] = await waitForFinal([id]);
    expect(row.status).toBe("failed");
    expect(row.platformResults[0].error).toBe(
      "instagram: could not confirm whether the post was published (the container is EXPIRED); check the account before publishing again",
    );
    expect(network.postsFor(id)).toHaveLength(0);
  });
});

describe("many rows, random faults, two instances", () => {
  it("every row ends published with exactly one post, none claimed by both workers", async () => {
    const { workspaceId } = await makeWorkspace();
    const accounts = await Promise.all(Array.from({ length: 6 }, () => makeAccount(workspaceId, "instagram", { sandbox: false })));
    const ids: string[] = [];
    for (let i = 0; i < 8; i++)
      ids.push(
        ...(await makeQueuedRows(
          workspaceId,
          accounts.map((a) => ({ platform: "instagram", accountId: a.id })),
          { caption: `batch ${i}` },
        )),
      );
    // About one call in ten goes wrong, in every way the wire can go wrong.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const kinds: Fault["kind"][] = ["500", "500-after-apply", "hang-after", "hang-before", "429"];
    for (const id of ids) {
      for (const route of ["container", "status", "publish"] as const) {
        if (random() < 0.1) network.faults.push({ route, kind: kinds[Math.floor(random() * kinds.length)], clientRef: id, retryAfterSeconds: 0 });
      }
    }
    const injected = network.faults.length;
    const claims = new Map<string, Set<string>>();
    const record = (worker: string) => (postId: string) => {
      if (!claims.has(postId)) claims.set(postId, new Set());
      claims.get(postId)!.add(worker);
    };
    startWorker(workspaceId, { id: "instance-a", limits: { slots: 4 }, onOutcome: record("instance-a") });
    startWorker(workspaceId, { id: "instance-b", limits: { slots: 4 }, onOutcome: record("instance-b") });
    const rows = await waitForFinal(ids, 60_000);
    expect(injected).toBeGreaterThan(0);
    expect(rows.filter((row) => row.status !== "published").map((row) => row.platformResults[0]?.error)).toEqual([]);
    for (const row of rows) {
      expect(row.status).toBe("published");
      expect(network.postsFor(row.id)).toHaveLength(1);
    }
    expect(network.posts.filter((p) => ids.includes(p.clientRef))).toHaveLength(ids.length);
  }, 90_000);
});

describe("the first comment's automatic retry", () => {
  const commentWorkers: CommentRetryWorker[] = [];
  afterEach(async () => {
    await Promise.all(commentWorkers.splice(0).map((w) => w.stop()));
  });

  const RETRY_DEPS = { policy: { maxAttempts: 4, backoffBaseMs: 20, backoffMaxMs: 100 }, callTimeoutMs: 3_000, staleArmMs: 400 };
  function startCommentWorker(workspaceId: string, options: CommentRetryWorkerOptions = {}) {
    const worker = new CommentRetryWorker({ workspaceIds: [workspaceId], sweepIntervalMs: 30, ...options, deps: { ...RETRY_DEPS, ...options.deps } });
    commentWorkers.push(worker);
    worker.start();
    return worker;
  }
  const commentCalls = (id: string) => network.requests.filter((r) => r.route === "comment" && r.clientRef === id).length;

  const transient: { name: string; fault: (id: string) => Fault; calls: number }[] = [
    { name: "the comment answers 500 without posting", fault: (id) => ({ route: "comment", kind: "500", clientRef: id, times: 2 }), calls: 3 },
    // Posted, but the answer says otherwise: the retry asks the network first and finds it.
    { name: "the comment answers 500 after posting", fault: (id) => ({ route: "comment", kind: "500-after-apply", clientRef: id }), calls: 1 },
  ];
  it.each(transient)("$name: retried on its own, posted exactly once, the post untouched", async ({ fault, calls }) => {
    const { workspaceId, id } = await oneRow();
    network.faults.push(fault(id));
    startWorker(workspaceId);
    startCommentWorker(workspaceId);
    const { row, comment } = await waitForSettledComment(id);
    expect(row.status).toBe("published");
    expect(network.postsFor(id)).toHaveLength(1);
    const comments = network.commentsFor(id);
    expect(comments.map((c) => c.text)).toEqual([FIRST_COMMENT]);
    expect(comment).toMatchObject({ status: "posted", id: comments[0].id });
    expect(commentCalls(id)).toBe(calls);
    expect(row.nextAttemptAt).toBeNull();
    expect(network.faults).toHaveLength(0);
  });

  it("a 429 is not retried before the network's Retry-After", async () => {
    const { workspaceId, id } = await oneRow();
    network.faults.push({ route: "comment", kind: "429", clientRef: id, retryAfterSeconds: 1 });
    startWorker(workspaceId);
    startCommentWorker(workspaceId);
    await waitForSettledComment(id);
    const tries = network.requests.filter((r) => r.route === "comment" && r.clientRef === id);
    expect(tries).toHaveLength(2);
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(1_000);
  });

  it("a permanent refusal (a missing permission) stays failed with its error and is never retried", async () => {
    const { workspaceId, id } = await oneRow();
    network.faults.push({ route: "comment", kind: "403", clientRef: id });
    startWorker(workspaceId);
    startCommentWorker(workspaceId);
    const { row, comment } = await waitForSettledComment(id);
    expect(row.status).toBe("published");
    expect(comment).toEqual({
      status: "failed",
      error: "instagram: first comment: (#10) Application does not have permission for this action",
      kind: "forbidden",
      attempts: 1,
      attempted_at: expect.any(String),
    });
    expect(row.nextAttemptAt).toBeNull();
    // Nothing is due: the retry worker's own claim finds no row to try, and the network saw one call.
    expect(await claimDueComments({ limit: 5, windowMs: 1_000, postIds: [id] })).toEqual([]);
    expect(commentCalls(id)).toBe(1);
    expect(network.commentsFor(id)).toHaveLength(0);
  });

  it("a blip on every try gives up after the policy's attempts, with the error and how many", async () => {
    const { workspaceId, id } = await oneRow();
    network.faults.push({ route: "comment", kind: "500", clientRef: id, times: 10 });
    startWorker(workspaceId);
    startCommentWorker(workspaceId);
    const { row, comment } = await waitForSettledComment(id);
    expect(row.status).toBe("published");
    expect(comment.error).toBe("instagram: first comment: An unexpected error has occurred. Please retry your request later. (gave up after 4 attempts)");
    // The kind a program (and the web app's words) decides by, never the text above.
    expect(comment).toMatchObject({ kind: "gave_up", attempts: 4 });
    expect(commentCalls(id)).toBe(4);
    expect(network.commentsFor(id)).toHaveLength(0);
  });

  it.each(["after-comment-arm", "after-comment-call"] as const)(
    "a retry worker that dies %s: another takes it over once the arm is stale and the comment is posted exactly once",
    async (point) => {
      const { workspaceId, id } = await oneRow();
      // The pipeline's try is a blip, so the retry is the comment worker's.
      network.faults.push({ route: "comment", kind: "500", clientRef: id });
      startWorker(workspaceId);
      let reached!: () => void;
      const died = new Promise<void>((resolve) => (reached = resolve));
      const victim = new CommentRetryWorker({
        workspaceIds: [workspaceId],
        sweepIntervalMs: 30,
        deps: {
          ...RETRY_DEPS,
          faults: (at) => {
            if (at !== point) return;
            reached();
            return new Promise<void>(() => {}); // the process is gone: this try never continues
          },
        },
      });
      victim.start();
      await died;
      void victim.stop(); // no more sweeps; the dead try stays pending forever
      const armed = await db.post.findUniqueOrThrow({ where: { id } });
      expect((armed.publishState as { comment: { status: string } }).comment.status).toBe("armed");
      expect(armed.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
      startCommentWorker(workspaceId);
      const { comment } = await waitForSettledComment(id);
      const comments = network.commentsFor(id);
      expect(comments.map((c) => c.text)).toEqual([FIRST_COMMENT]);
      expect(comment).toMatchObject({ status: "posted", id: comments[0].id });
      // The pipeline's blip and one more call: died before it, the rescuer looked and posted; died after it, the
      // rescuer looked, found the comment the dead worker had posted, and posted nothing.
      expect(commentCalls(id)).toBe(2);
    },
  );
});
