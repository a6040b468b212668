// The in-process publishing engine, used when no Inngest is configured (the embedded default). It runs the
// same step code as the Inngest function (publish-row.ts) with the same retry policy and concurrency limits,
// on the claiming loop the other in-process workers share (lib/async/claiming-worker.ts). A sweep every few
// seconds fans out due scheduled posts and claims queued rows that are due: new ones, deferred ones, ones
// waiting for a retry or a poll, and ones whose worker died (expired lease). The dispatcher wakes it so a
// freshly queued row starts at once rather than at the next sweep, and so does every row whose network calls
// end (its slot is free; its outcome is written beside the next row, under its claim); those wake-ups only
// claim, since scheduled posts fall due with time. A row the worker lets go until a retry or a poll time
// wakes it at that time too. While rows finish often, a sweep claims a few rows beyond the free slots (the
// lookahead, lib/async/claimed-ahead.ts); one that waits longer than READY_MAX_WAIT_MS is handed back.
//
// The worker is an instance with a heartbeat (worker-heartbeat.ts): if its process dies, any other instance
// (or the restarted one) takes its claims over within deadAfterMs. stop() is the graceful end: no more
// claims, the network calls in progress may finish until the deadline, rows that have not reached their
// irreversible step are handed back at once, and only rows whose publish call is still out at the deadline
// stay claimed (the instance then goes dead and they are confirmed through findExisting).
import { ClaimingWorker } from "../async/claiming-worker";
import { isEmbeddedDatabase } from "../env";
import { registerInProcessRunner } from "../jobs/in-process";
import { logger } from "../observability/logger";
import { claimDueRows, type ClaimedRow, type ConcurrencyLimits } from "./claim-rows";
import { fanOutDuePosts } from "./fan-out-due-posts";
import { releaseClaim } from "./guarded-writes";
import { countClaimsOf, DEFAULT_INSTANCE_TIMING, newInstanceId, retireInstance, type InstanceTiming } from "./instances";
import { publishRowInProcess } from "./publish-row-in-process";
import { DEFAULT_PUBLISH_DEPS, type PublishDeps, type StepOutcome } from "./step-types";
import { WorkerHeartbeat } from "./worker-heartbeat";

export interface WorkerOptions {
  id?: string;
  limits?: Partial<ConcurrencyLimits>;
  sweepIntervalMs?: number;
  deps?: Partial<PublishDeps> & { inlineWaitMs?: number };
  /** Only rows of these workspaces (tests and the benchmark share a database with other work). */
  workspaceIds?: string[];
  /** Called after each row's attempt (tests, the benchmark). */
  onOutcome?: (postId: string, outcome: StepOutcome) => void;
  /** Called when a sweep fails (database down …); the next sweep tries again. */
  onError?: (error: unknown) => void;
  /** Heartbeat interval and takeover time of this worker's instance. */
  timing?: Partial<InstanceTiming>;
  /** How long stop() lets network calls in progress finish. */
  shutdownDeadlineMs?: number;
  /**
   * How long a slot freed by a finished row waits for others before the sweep that refills them (default:
   * DEFAULT_CLAIM_BATCH_MS on the embedded database, 0 on PostgreSQL).
   */
  claimBatchMs?: number;
  /**
   * At most this many rows claimed beyond the free slots while rows finish often (default: a quarter of the
   * slots; 0: none). How many within it: the rows expected to finish during two claims' round trips.
   */
  lookahead?: number;
}

export const DEFAULT_LIMITS: ConcurrencyLimits = { slots: 16, perAccount: 1, perNetwork: 8 };
export const DEFAULT_SHUTDOWN_DEADLINE_MS = 10_000;
/**
 * On the embedded database every statement runs on the thread the network calls need too, and a claim costs
 * about the same for one row as for several: rows that finish within this window are refilled by one sweep.
 * A slot then idles for up to this long, against the ~100 ms or more of each network call a row makes. On
 * PostgreSQL the claim's own round trips gather the slots freed meanwhile (one sweep at a time, the next
 * takes them all), so no window is added: measured, it did not make claims larger, only rows later.
 */
export const DEFAULT_CLAIM_BATCH_MS = 25;
/**
 * The longest a row claimed ahead (the lookahead) waits for a slot before it is handed back. Rows are claimed
 * ahead only while slots free often enough for each of them to start well within it.
 */
export const READY_MAX_WAIT_MS = 1_000;

/** What stop() did with the rows in flight when it was called. */
export interface StopReport {
  /** Rows whose attempt ended (finished, handed back, or waiting) before the deadline. */
  settled: number;
  /** Rows still in flight at the deadline whose claims were released (they had not been armed). */
  released: number;
  /** Rows still in flight at the deadline with their publish armed: left for takeover through findExisting. */
  leftArmed: number;
}

export class PublishingWorker {
  readonly id: string;
  private readonly limits: ConcurrencyLimits;
  private readonly timing: InstanceTiming;
  private readonly heartbeat: WorkerHeartbeat;
  private readonly loop: ClaimingWorker<StepOutcome, ClaimedRow>;
  /** Set by stop(): attempts hand their rows back instead of starting their next step. */
  private stopping = false;
  private stoppingRun: Promise<StopReport> | undefined;

  constructor(private readonly options: WorkerOptions = {}) {
    this.id = options.id ?? newInstanceId();
    if (this.id.includes("/")) throw new Error("a worker id cannot contain '/' (claim tokens are <id>/<attempt>)");
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.timing = { ...DEFAULT_INSTANCE_TIMING, ...options.timing };
    this.heartbeat = new WorkerHeartbeat(this.id, this.timing, (error) => this.reportError(error));
    const deps: PublishDeps & { inlineWaitMs: number } = {
      ...DEFAULT_PUBLISH_DEPS,
      inlineWaitMs: 5_000,
      // Another instance may take the row over once this one's heartbeat is late: prove the claim before a
      // publish whose arm is older than a fraction of that.
      claimTrustMs: Math.min(DEFAULT_PUBLISH_DEPS.leaseMs, options.deps?.leaseMs ?? Infinity, this.timing.deadAfterMs) / 4,
      ...options.deps,
      // Stopping, or cut off from the database long enough that others may soon think this instance dead:
      // rows go back (if the write gets through) rather than on to their next step and its publish.
      stopRequested: () => this.stopping || !this.heartbeat.fresh,
    };
    const workspaceIds = options.workspaceIds;
    this.loop = new ClaimingWorker<StepOutcome, ClaimedRow>({
      name: "publishing",
      item: "publishing row",
      sweepIntervalMs: options.sweepIntervalMs ?? 3_000,
      slots: this.limits.slots,
      // Nothing is claimed without a live instance: a sweep beats first when the last beat is not fresh.
      beforeClaim: async ({ periodic }) => {
        if (periodic) await fanOutDuePosts({ workspaceIds });
        if (!this.heartbeat.fresh) await this.heartbeat.beat();
      },
      claim: (free, held) =>
        claimDueRows({ owner: this.id, limits: this.limits, free, leaseMs: deps.leaseMs, workspaceIds, exclude: held, deadAfterMs: this.timing.deadAfterMs }),
      idOf: (row) => row.id,
      // The claim returned the row whole, with its account: no read first. Its slot frees when its calls end.
      attempt: (row, slot) => publishRowInProcess(row.id, row.claim, deps, row.whole, slot.claimedAt, slot.free),
      claimBatchMs: options.claimBatchMs ?? (isEmbeddedDatabase() ? DEFAULT_CLAIM_BATCH_MS : 0),
      lookahead: {
        limit: options.lookahead ?? Math.max(1, Math.ceil(this.limits.slots / 4)),
        maxWaitMs: READY_MAX_WAIT_MS,
        handBack: (rows) => releaseUnarmed(rows).then(() => undefined),
      },
      // Let go until a retry or poll time: this worker looks again then, whatever its sweep interval.
      dueAt: (outcome) => (outcome.kind === "retry" ? Date.parse(outcome.at) : outcome.kind === "wait" ? Date.now() + outcome.checkAfterMs : undefined),
      onOutcome: options.onOutcome,
      onError: options.onError,
      logFields: { instance: this.id },
    });
  }

  start(): void {
    if (this.heartbeat.running) return;
    this.stopping = false;
    // A failed beat (the database not up yet …) is retried by the next one.
    this.heartbeat.start();
    this.loop.start();
  }

  /**
   * The graceful end: no more claims; calls in progress may finish until the deadline; rows that have not
   * reached their irreversible step are handed back (at their next step, or at the deadline); the instance is
   * retired when nothing is left claimed. Never throws.
   */
  stop({ deadlineMs = this.options.shutdownDeadlineMs ?? DEFAULT_SHUTDOWN_DEADLINE_MS }: { deadlineMs?: number } = {}): Promise<StopReport> {
    if (!this.heartbeat.running) return this.stoppingRun ?? Promise.resolve({ settled: 0, released: 0, leftArmed: 0 });
    this.stoppingRun ??= this.stopGracefully(deadlineMs).finally(() => (this.stoppingRun = undefined));
    return this.stoppingRun;
  }

  private async stopGracefully(deadlineMs: number): Promise<StopReport> {
    this.stopping = true;
    const { settled, unsettled } = await this.loop.stop({ deadlineMs });
    const report: StopReport = { settled, released: 0, leftArmed: 0 };
    try {
      const released = await releaseUnarmed(unsettled);
      report.released = released;
      report.leftArmed = unsettled.length - released;
      await this.heartbeat.stop();
      // Claims still out belong to attempts whose publish call may yet land: let the instance go dead in its own
      // time (by then this process is gone) rather than invite a takeover while the call is in the air.
      if ((await countClaimsOf(this.id)) === 0) await retireInstance(this.id);
    } catch (error) {
      this.reportError(error);
    } finally {
      this.heartbeat.stopTimer();
    }
    return report;
  }

  private reportError(error: unknown): void {
    if (this.options.onError) this.options.onError(error);
    else logger().error({ err: error }, "publishing worker failed");
  }

  /** Runs a sweep now (or right after the one in progress); `fanOut` also fans out due scheduled posts. */
  wake({ fanOut = false }: { fanOut?: boolean } = {}): void {
    this.loop.wake({ periodic: fanOut });
  }

  /** Slots in use: attempts still making network calls (not those only writing their outcome). */
  get busy(): number {
    return this.loop.busy;
  }

  /** Rows claimed ahead, waiting for a slot (the benchmark shows it). */
  get claimedAhead(): number {
    return this.loop.claimedAhead;
  }
}

/**
 * Gives rows back unless their publish is armed (releaseClaim, guarded by the claim: it cannot undo an arm or a
 * result the attempt wrote meanwhile, and the attempt, should it go on, can no longer write or publish). Answers
 * how many went back. The next claim continues their attempt.
 */
async function releaseUnarmed(rows: ClaimedRow[]): Promise<number> {
  const at = new Date();
  const released = await Promise.all(rows.map((row) => releaseClaim(row.id, row.claim, { at, waiting: true, unarmedOnly: true })));
  return released.filter(Boolean).length;
}

const holder = globalThis as unknown as { __postlaneWorker?: PublishingWorker; __postlaneWorkerRunner?: () => void };

/**
 * The app's worker (one per process), started from lib/server/on-server-start.ts. It takes the "publish"
 * jobs of this process (lib/jobs/enqueue.ts): a job wakes it, and it claims the rows itself.
 */
export function startPublishingWorker(options: WorkerOptions = {}): PublishingWorker {
  const worker = (holder.__postlaneWorker ??= new PublishingWorker(options));
  worker.start();
  holder.__postlaneWorkerRunner ??= registerInProcessRunner("publish", () => worker.wake());
  return worker;
}

/** Stops the process's worker gracefully (see PublishingWorker.stop). */
export async function stopPublishingWorker(options: { deadlineMs?: number } = {}): Promise<StopReport | undefined> {
  const worker = holder.__postlaneWorker;
  holder.__postlaneWorker = undefined;
  holder.__postlaneWorkerRunner?.();
  holder.__postlaneWorkerRunner = undefined;
  return worker?.stop(options);
}
