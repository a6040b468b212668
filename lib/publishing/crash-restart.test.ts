// Crash and restart with real processes: the app's publishing worker runs in a child process
// (test/publishing/crash/worker-process.ts, under tsx) against this database and the stand-in networks, is
// killed with SIGKILL while rows sit at every fault point, or stopped with SIGTERM while calls are in the air,
// and a new process takes over. Nothing is mocked in between: the heartbeat, the claims, the adapters, the
// HTTP and the signal handling are the app's own.
//
// PostgreSQL only. The embedded database of a test file is an in-memory PGlite inside this process, which
// another process cannot open (PGlite is single-process), so there is nothing a killed and a restarted worker
// could share. The embedded restart rule (every instance of an earlier process is dead at once) is covered
// in-process by instances.test.ts on both databases.
import "@/test/use-database";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { startFakeDiscord, type FakeDiscord } from "@/test/fakes/discord-server";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { startFakeMastodon, type FakeMastodon } from "@/test/fakes/mastodon-server";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { startFakeTelegram, type FakeTelegram } from "@/test/fakes/telegram-server";
import { youtubeOAuth } from "@/lib/platforms/youtube/oauth";
import { CHANNEL_ID, FakeYoutubeServer, YOUTUBE_CLIENT } from "@/test/fakes/youtube-server";
import type { CrashWorkerConfig, CrashWorkerEvent } from "@/test/publishing/crash/worker-process";
import { type DraftInput, makeAccount, makeQueuedRows, waitForFinal, waitForSettledComment } from "@/test/publishing/rows";
import { FAULT_POINTS, type FaultPoint } from "./step-types";

const onPostgres = Boolean(process.env.DATABASE_URL);
const WORKER_SCRIPT = path.resolve(import.meta.dirname, "../../test/publishing/crash/worker-process.ts");
const NETWORKS = ["mastodon", "discord", "telegram", "youtube"] as const;
type Network = (typeof NETWORKS)[number];
/** The SIGTERM test's networks, whose publish is one request (YouTube's rows are here for their first comment). */
const STOPPED_NETWORKS = ["mastodon", "discord", "telegram"] as const;
type StoppedNetwork = (typeof STOPPED_NETWORKS)[number];
/** Fault points after which the publish may have happened and the row only knows it was armed. */
const ARMED_POINTS: readonly FaultPoint[] = [
  "after-arm",
  "after-publish-call",
  "after-item-saved",
  "after-comment-arm",
  "after-comment-call",
  "before-finalize",
];
/** The networks whose rows here carry a first comment (posted after the post, exactly once too). */
const COMMENTING: readonly Network[] = ["mastodon", "discord", "youtube"];
const COMMENT_POINTS: readonly FaultPoint[] = ["after-comment-arm", "after-comment-call"];

const CHANNEL = { id: "1100000000000000001", guildId: "1000000000000000001", name: "general" };
const CHAT = { id: -1001234567890, type: "channel" as const, title: "News", username: "postlane_news" };

let telegram: FakeTelegram;
let discord: FakeDiscord;
let mastodon: FakeMastodon;
const youtube = new FakeYoutubeServer();
/** Serves the YouTube rows' video (the worker processes download it, as they would from media storage). */
const media = new FakeMediaHost();
let video = "";
const children: WorkerProcess[] = [];

/** One worker process; its stdout events are collected as they come. */
class WorkerProcess {
  readonly events: CrashWorkerEvent[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly startedAt = Date.now();
  /** When the process said it was up (its worker started). */
  readyAt: number | undefined;
  private stderr = "";
  private readonly child: ChildProcess;

  constructor(config: CrashWorkerConfig, env: Record<string, string> = {}) {
    this.child = spawn(process.execPath, ["--import", "tsx", WORKER_SCRIPT], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: {
        ...process.env,
        TELEGRAM_API_BASE_URL: telegram.url,
        DISCORD_API_BASE_URL: discord.url,
        YOUTUBE_API_BASE_URL: youtube.url,
        YOUTUBE_CLIENT_ID: YOUTUBE_CLIENT.clientId,
        YOUTUBE_CLIENT_SECRET: YOUTUBE_CLIENT.clientSecret,
        CRASH_WORKER_CONFIG: JSON.stringify(config),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let buffered = "";
    this.child.stdout!.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      const lines = buffered.split("\n");
      buffered = lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith("{")) continue;
        const event = JSON.parse(line) as CrashWorkerEvent;
        if (event.event === "ready") this.readyAt = Date.now();
        this.events.push(event);
      }
    });
    this.child.stderr!.on("data", (chunk: Buffer) => (this.stderr += chunk.toString("utf8")));
    this.exited = new Promise((resolve) => this.child.on("exit", (code, signal) => resolve({ code, signal })));
    children.push(this);
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  kill(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  paused(): string[] {
    return this.events.flatMap((e) => (e.event === "paused" ? [e.postId] : []));
  }

  logs(): string[] {
    return this.events.flatMap((e) => (e.event === "log" ? [e.message] : []));
  }

  async waitFor(what: string, done: () => boolean, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (!this.running) throw new Error(`worker process exited while waiting for ${what}: ${this.stderr.slice(-2000)}`);
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}; events: ${JSON.stringify(this.events.slice(-10))}; stderr: ${this.stderr.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.kill("SIGTERM");
    const { code } = await this.exited;
    expect(code, this.stderr.slice(-2000)).toBe(0);
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  [telegram, discord, mastodon] = await Promise.all([
    startFakeTelegram({ chats: [CHAT] }),
    startFakeDiscord({ channels: [CHANNEL] }),
    startFakeMastodon(),
    youtube.start(),
    media.start(),
  ]);
  // The Mastodon instance is a user-named host: the connect host check refuses loopback unless allowed, and so
  // is the media host (the worker processes inherit this environment).
  allowMediaHost(mastodon.url);
  allowMediaHost(media.url);
  video = media.add("crash.mp4", "video/mp4", 300 * 1024);
});

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.running) child.kill("SIGKILL");
    await child.exited;
  }
});

afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all([telegram.close(), discord.close(), mastodon.close(), youtube.stop(), media.stop()]);
});

async function accountFor(workspaceId: string, network: Network) {
  if (network === "telegram") {
    return makeAccount(workspaceId, "telegram", {
      sandbox: false,
      accessToken: telegram.bot.token,
      settings: { chatId: String(CHAT.id), chatUsername: CHAT.username },
    });
  }
  if (network === "youtube") {
    // Connected as the app connects a channel today: with youtube.force-ssl, which commentThreads.insert needs.
    const tokens = youtube.tokensFor();
    return makeAccount(workspaceId, "youtube", {
      sandbox: false,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      settings: { channelId: CHANNEL_ID },
      grantedScopes: [...youtubeOAuth.scopes],
    });
  }
  if (network === "discord") {
    return makeAccount(workspaceId, "discord", {
      sandbox: false,
      accessToken: discord.bot.token,
      settings: { mode: "bot", guildId: CHANNEL.guildId, channelId: CHANNEL.id, botUserId: discord.bot.id },
    });
  }
  return makeAccount(workspaceId, "mastodon", {
    sandbox: false,
    accessToken: mastodon.issueToken(),
    settings: { instanceUrl: mastodon.url, accountId: mastodon.account.id },
  });
}

const commentFor = (caption: string) => `first comment on ${caption}`;

/** A row's draft: its caption, its first comment where the network's rows carry one, and on YouTube the video with the options YouTube requires (the caption as title, to find it again). */
function draftFor(network: Network, caption: string): DraftInput {
  const comment = COMMENTING.includes(network) ? { firstComment: commentFor(caption) } : {};
  if (network !== "youtube") return { caption, platformOptions: COMMENTING.includes(network) ? { [network]: comment } : {} };
  return {
    caption,
    mediaUrls: [video],
    mediaType: "video",
    platformOptions: { youtube: { title: caption, categoryId: "22", madeForKids: false, ...comment } },
  };
}

/** What each stand-in network shows for a caption: how many times it went out. */
function deliveries(network: Network, caption: string): number {
  if (network === "telegram") return telegram.sent.filter((m) => m.text === caption).length;
  if (network === "discord") return discord.messages.filter((m) => m.content === caption).length;
  if (network === "youtube") return youtube.videos.filter((v) => v.snippet.title === caption).length;
  return mastodon.statuses.filter((s) => s.text === caption).length;
}

/** The replies carrying a first comment's text, and what each replies to (Mastodon in_reply_to_id, a Discord bot's message_reference, a YouTube comment thread's video). */
function commentReplies(network: Network, text: string): Array<{ id: string; inReplyTo: string | undefined }> {
  if (network === "youtube") return youtube.commentThreads.filter((t) => t.text === text).map((t) => ({ id: t.id, inReplyTo: t.videoId }));
  if (network === "discord") return discord.messages.filter((m) => m.content === text).map((m) => ({ id: m.id, inReplyTo: m.message_reference?.message_id }));
  return mastodon.statuses.filter((s) => s.text === text).map((s) => ({ id: s.id, inReplyTo: s.in_reply_to_id ?? undefined }));
}

/** The publish request of each network (the irreversible call). */
const PUBLISH_PATH: Record<StoppedNetwork, RegExp> = {
  telegram: /\/sendMessage$/,
  discord: /^\/channels\/\d+\/messages$/,
  mastodon: /^\/api\/v1\/statuses$/,
};

function publishRequests(network: StoppedNetwork): number {
  const server = network === "telegram" ? telegram : network === "discord" ? discord : mastodon;
  return server.requests.filter((r) => r.method === "POST" && PUBLISH_PATH[network].test(r.path)).length;
}

interface TestRow {
  id: string;
  network: Network;
  caption: string;
  point: FaultPoint | "before-claim";
}

describe.skipIf(!onPostgres)("a worker process killed with SIGKILL, then a new one", () => {
  it("takes every row over within 30 s: published once, or failed honestly where the network cannot be asked", async () => {
    const { workspaceId } = await makeWorkspace();
    const rows: TestRow[] = [];
    const run = crypto.randomUUID().slice(0, 8);
    for (const network of NETWORKS) {
      for (const point of FAULT_POINTS) {
        // A row without a first comment never reaches the points around it.
        if (COMMENT_POINTS.includes(point) && !COMMENTING.includes(network)) continue;
        const account = await accountFor(workspaceId, network);
        const caption = `crash ${run} ${network} at ${point}`;
        const [id] = await makeQueuedRows(workspaceId, [{ platform: network, accountId: account.id }], draftFor(network, caption));
        rows.push({ id, network, caption, point });
        if (point === "after-claim") {
          // Queued behind the claimed row of the same account (one at a time per account): never claimed
          // before the kill, and it must not wait for the dead claim's lease either.
          const waiting = `crash ${run} ${network} before claim`;
          const [behind] = await makeQueuedRows(workspaceId, [{ platform: network, accountId: account.id }], draftFor(network, waiting));
          rows.push({ id: behind, network, caption: waiting, point: "before-claim" });
        }
      }
    }
    const paused = rows.filter((row) => row.point !== "before-claim");
    const pauses = Object.fromEntries(paused.map((row) => [row.id, { point: row.point as FaultPoint, hang: true }]));

    // First process: every row stops at its fault point, all at once (limits raised so all are in flight).
    const victim = new WorkerProcess({ workspaceId, pauses, limits: { slots: 64, perNetwork: 64 } });
    await victim.waitFor("every row at its fault point", () => paused.every((row) => victim.paused().includes(row.id)), 45_000);
    const instance = victim.events.find((e) => e.event === "ready")!;
    victim.kill("SIGKILL");
    expect((await victim.exited).signal).toBe("SIGKILL");

    const held = await db.post.findMany({ where: { id: { in: paused.map((row) => row.id) } } });
    expect(held.every((row) => row.status === "queued" && row.claimedBy?.startsWith(`${(instance as { instance: string }).instance}/`))).toBe(true);
    expect(held.every((row) => row.leaseUntil! > new Date(Date.now() + 60_000))).toBe(true); // the lease would hold them for minutes

    // Second process, as configured in production (default limits, heartbeat and takeover time).
    const rescuer = new WorkerProcess({ workspaceId });
    const restartedAt = rescuer.startedAt;
    const final = await waitForFinal(
      rows.map((row) => row.id),
      30_000,
    );
    const tookMs = Date.now() - restartedAt;
    console.log(`[crash-restart] after SIGKILL: new process up in ${rescuer.readyAt! - restartedAt} ms, every row final ${tookMs} ms after the restart`);
    expect(tookMs).toBeLessThan(30_000);

    const unexpected: string[] = [];
    for (const row of rows) {
      const stored = final.find((f) => f.id === row.id)!;
      const sent = deliveries(row.network, row.caption);
      const armedBeforeKill = ARMED_POINTS.includes(row.point as FaultPoint);
      // Telegram cannot be asked whether a message went out (bots cannot read a chat): an armed row fails and
      // says so. Every other row, on every network, is published exactly once.
      const expected = row.network === "telegram" && armedBeforeKill ? "failed" : "published";
      const describe = `${row.network} at ${row.point}: ${stored.status} ${stored.platformResults[0]?.error ?? ""}, sent ${sent}`;
      if (stored.status !== expected) unexpected.push(describe);
      if (expected === "published" && sent !== 1) unexpected.push(describe);
      if (expected === "failed") {
        if (sent > 1) unexpected.push(describe);
        expect(stored.platformResults[0].error).toMatch(/^telegram: could not confirm whether the post was published/);
      }
      if (stored.status === "published") expect(stored.platformResults[0].remotePostId).toBeTruthy();
      // The first comment: posted exactly once, a reply to the post, whatever point the first process died at.
      if (COMMENTING.includes(row.network) && stored.status === "published") {
        const replies = commentReplies(row.network, commentFor(row.caption));
        const result = stored.platformResults[0].firstComment as { status: string; id?: string } | null;
        if (
          replies.length !== 1 ||
          replies[0].inReplyTo !== stored.platformResults[0].remotePostId ||
          result?.status !== "posted" ||
          result.id !== replies[0].id
        ) {
          unexpected.push(`${describe}; first comment ${JSON.stringify(result)}, sent ${replies.length}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
    await rescuer.stop();
  }, 120_000);
});

describe.skipIf(!onPostgres)("a first comment retried by the worker process", () => {
  it("a refusal for good stays failed with its error; a blip is retried, and posted exactly once after the process retrying it was killed", async () => {
    const { workspaceId } = await makeWorkspace();
    const run = crypto.randomUUID().slice(0, 8);
    const account = await accountFor(workspaceId, "mastodon");
    const make = async (kind: string) => {
      const caption = `comment ${kind} ${run}`;
      const platformOptions = { mastodon: { firstComment: commentFor(caption) } };
      const [id] = await makeQueuedRows(workspaceId, [{ platform: "mastodon", accountId: account.id }], { caption, platformOptions });
      return { id, caption };
    };
    const replies = (caption: string) => mastodon.statuses.filter((s) => s.text === commentFor(caption));
    const refused = await make("refused");
    const blip = await make("blip");
    // The blip's row waits until the refused one is settled, so each injected answer meets its own request.
    await db.post.update({ where: { id: blip.id }, data: { nextAttemptAt: new Date(Date.now() + 3_600_000) } });
    // A short arm window, so the new process takes the dead try over within the test.
    const commentStaleArmMs = 1_500;

    // The refused row's post goes out; its comment gets a 403 that no retry can fix.
    mastodon.inject(PUBLISH_PATH.mastodon, { kind: "delay", ms: 0 });
    mastodon.inject(PUBLISH_PATH.mastodon, { kind: "reply", reply: { status: 403, body: { error: "This action is not allowed" } } });
    const victim = new WorkerProcess({ workspaceId, commentStaleArmMs, commentPauses: { [blip.id]: { point: "after-comment-arm", hang: true } } });
    const first = await waitForSettledComment(refused.id, 30_000);
    expect(first.row.status).toBe("published");
    expect(first.comment).toMatchObject({ status: "failed", error: expect.stringMatching(/^mastodon: first comment: .*This action is not allowed/) });
    expect(first.comment.retry_at).toBeUndefined();
    expect(first.row.nextAttemptAt).toBeNull();

    // The blip's comment answers 503 (its post went out first); the automatic retry arms, and its process dies there.
    mastodon.inject(PUBLISH_PATH.mastodon, { kind: "delay", ms: 0 });
    mastodon.inject(PUBLISH_PATH.mastodon, { kind: "reply", reply: { status: 503, body: { error: "Service Unavailable" } } });
    await db.post.update({ where: { id: blip.id }, data: { nextAttemptAt: new Date() } });
    await victim.waitFor("the comment retry armed", () => victim.paused().includes(blip.id), 30_000);
    victim.kill("SIGKILL");
    await victim.exited;
    const armed = await db.post.findUniqueOrThrow({ where: { id: blip.id } });
    expect(armed.status).toBe("published");
    expect((armed.publishState as { comment: unknown }).comment).toMatchObject({ status: "armed", attempts: 2 });
    expect(replies(blip.caption)).toHaveLength(0);

    // A new process takes the dead try over once its arm is stale: looks the comment up, then posts it, once.
    const rescuer = new WorkerProcess({ workspaceId, commentStaleArmMs });
    const { row, comment } = await waitForSettledComment(blip.id, 30_000);
    const sent = replies(blip.caption);
    expect(sent).toHaveLength(1);
    expect(sent[0].in_reply_to_id).toBe(row.platformResults[0].remotePostId);
    expect(comment).toMatchObject({ status: "posted", id: sent[0].id });
    expect(row.nextAttemptAt).toBeNull();
    // The refused comment was tried by neither process again.
    expect(replies(refused.caption)).toHaveLength(0);
    // The row is written before the process reports the outcome on stdout: wait for the report, then compare.
    await rescuer.waitFor("the retry's outcome report", () => rescuer.events.some((e) => e.event === "comment-outcome" && e.postId === blip.id));
    const tried = rescuer.events.flatMap((e) => (e.event === "comment-outcome" ? [e.postId] : []));
    expect(new Set(tried)).toEqual(new Set([blip.id]));
    await rescuer.stop();
  }, 120_000);
});

describe.skipIf(!onPostgres)("a worker process stopped with SIGTERM", () => {
  it("lets the calls in the air finish, hands the other rows back at once, and exits", async () => {
    const { workspaceId } = await makeWorkspace();
    const run = crypto.randomUUID().slice(0, 8);
    const make = async (network: StoppedNetwork, kind: string) => {
      const account = await accountFor(workspaceId, network);
      const caption = `sigterm ${run} ${network} ${kind}`;
      const [id] = await makeQueuedRows(workspaceId, [{ platform: network, accountId: account.id }], { caption });
      return { id, network, caption };
    };
    // In the air: the publish request is at the network, which answers after 1.5 s.
    const inTheAir = await Promise.all(STOPPED_NETWORKS.map((network) => make(network, "in the air")));
    // Between steps: a 2.5 s step, then the worker would go on to publish.
    const betweenSteps = await Promise.all(STOPPED_NETWORKS.map((network) => make(network, "between steps")));
    // Stuck in a step past the deadline: released when it passes.
    const stuck = await make("mastodon", "stuck");
    const before = Object.fromEntries(STOPPED_NETWORKS.map((network) => [network, publishRequests(network)]));
    for (const network of STOPPED_NETWORKS) {
      const server = network === "telegram" ? telegram : network === "discord" ? discord : mastodon;
      server.inject(PUBLISH_PATH[network], { kind: "delay", ms: 1_500 });
    }
    const worker = new WorkerProcess(
      {
        workspaceId,
        pauses: {
          ...Object.fromEntries(betweenSteps.map((row) => [row.id, { point: "after-prepare-call" as const, delayMs: 2_500 }])),
          [stuck.id]: { point: "after-prepare-call", hang: true },
        },
      },
      { POSTLANE_SHUTDOWN_DEADLINE_SECONDS: "4" },
    );
    await worker.waitFor(
      "the publish calls at the networks and the other rows paused",
      () =>
        STOPPED_NETWORKS.every((network) => publishRequests(network) > before[network]) &&
        [...betweenSteps, stuck].every((row) => worker.paused().includes(row.id)),
    );
    const signalledAt = Date.now();
    worker.kill("SIGTERM");
    // Signals often come twice (Ctrl+C reaches the whole group, npm and tsx pass it on): no shortcut.
    await new Promise((resolve) => setTimeout(resolve, 100));
    worker.kill("SIGINT");
    const exit = await worker.exited;
    const stoppedInMs = Date.now() - signalledAt;
    expect(exit.code).toBe(0);
    expect(stoppedInMs).toBeLessThan(4_000 + 2_000);
    expect(worker.logs()).toContain(
      "[postlane] publishing stopped: 6 attempts ended (finished or handed back), 1 released at the deadline, 0 left for takeover",
    );

    // The calls in the air completed and were recorded before the process exited.
    const finished = await db.post.findMany({ where: { id: { in: inTheAir.map((row) => row.id) } }, include: { platformResults: true } });
    for (const row of inTheAir) {
      expect(finished.find((f) => f.id === row.id)).toMatchObject({ status: "published", claimedBy: null });
      expect(deliveries(row.network, row.caption)).toBe(1);
    }
    // The others are free for any instance at once: unclaimed, not armed, nothing sent.
    const handedBack = await db.post.findMany({ where: { id: { in: [...betweenSteps, stuck].map((row) => row.id) } } });
    for (const row of handedBack) {
      expect(row).toMatchObject({ status: "queued", claimedBy: null, leaseUntil: null });
      expect((row.publishState as { armed?: unknown }).armed ?? null).toBeNull();
    }
    for (const row of [...betweenSteps, stuck]) expect(deliveries(row.network, row.caption)).toBe(0);
    // A clean stop leaves no instance behind.
    const instance = worker.events.find((e) => e.event === "ready") as { instance: string };
    expect(await db.publishingInstance.findUnique({ where: { id: instance.instance } })).toBeNull();

    // A new process publishes them without waiting for any takeover (well under the 10 s takeover time).
    const next = new WorkerProcess({ workspaceId });
    const rest = await waitForFinal(
      [...betweenSteps, stuck].map((row) => row.id),
      30_000,
    );
    console.log(`[crash-restart] after SIGTERM: new process up in ${next.readyAt! - next.startedAt} ms, rows final ${Date.now() - next.readyAt!} ms later`);
    // Released, so no lease (5 min) and no takeover (10 s after a heartbeat stops) holds them: only the first sweeps.
    expect(Date.now() - next.readyAt!).toBeLessThan(8_000);
    for (const row of [...betweenSteps, stuck]) {
      expect(rest.find((r) => r.id === row.id)!.status).toBe("published");
      expect(deliveries(row.network, row.caption)).toBe(1);
    }
    // With nothing left to publish the worker stops at once, yet a request in progress at the signal (1 s) is
    // answered before the process exits.
    const { port } = next.events.find((e) => e.event === "ready") as { port: number };
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 200));
    await next.stop();
    expect(await answer).toBe("answered");
  }, 90_000);
});
