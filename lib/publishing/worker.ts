// The in-process publishing engine, used when no Inngest is configured (the embedded default). It runs the
// same step code as the Inngest function (publish-row.ts) with the same retry policy and concurrency limits.
// A sweep every few seconds fans out due scheduled posts and claims queued rows that are due: new ones,
// deferred ones, ones waiting for a retry or a poll, and ones whose worker died (expired lease). The
// dispatcher wakes it so a freshly queued row starts at once rather than at the next sweep, and so does every
// row whose network calls end (its slot is free; its outcome is written beside the next row, under its claim);
// those wake-ups only claim, since scheduled posts fall due with time. A row the worker lets go until a retry
// or a poll time wakes it at that time too, rather than at the next sweep.
//
// While rows finish often, a sweep claims a few rows beyond the free slots (the lookahead): they wait, claimed,
// in memory, and a slot that frees starts the next of them at once instead of after a claim's round trip; the
// sweep that slot wakes tops them up. They hold their claims (so the per-account and per-network limits count
// them, as they count every claimed row), and one that waits longer than READY_MAX_WAIT_MS is handed back, so
// an instance whose slots stay busy does not keep rows from the others.
//
// The worker is an instance with a heartbeat (instances.ts): if its process dies, any other instance (or the
// restarted one) takes its claims over within deadAfterMs. stop() is the graceful end: no more claims, the
// network calls in progress may finish until the deadline, rows that have not reached their irreversible step
// are handed back at once, and only rows whose publish call is still out at the deadline stay claimed (the
// instance then goes dead and they are confirmed through findExisting).
import { registerInProcessRunner } from "../jobs/in-process";
import { db } from "../db";
import { isEmbeddedDatabase } from "../env";
import { claimDueRows, type ClaimedRow, type ConcurrencyLimits } from "./claim-rows";
import { DueTimer } from "./due-timer";
import { fanOutDuePosts } from "./fan-out-due-posts";
import { countClaimsOf, DEFAULT_INSTANCE_TIMING, newInstanceId, retireInstance, type InstanceTiming } from "./instances";
import { LookaheadEstimator } from "./lookahead-estimator";
import { publishRowInProcess } from "./publish-row-in-process";
import { WorkerHeartbeat } from "./worker-heartbeat";
import { DEFAULT_PUBLISH_DEPS, type PublishDeps, type StepOutcome } from "./step-types";
import { logger } from "../observability/logger";
import { metrics } from "../observability/metrics";

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
  private readonly deps: PublishDeps & { inlineWaitMs: number };
  private readonly sweepIntervalMs: number;
  /** Every attempt not over yet, its slot held or not (stop() waits for them all). */
  private readonly inFlight = new Map<string, Promise<void>>();
  /**
   * Attempts whose network calls are over, writing their outcome: their slot already serves the next row. The
   * slots bound the network work; the writes are bounded by the database pool, and the row's claim, held until
   * its write commits, keeps counting against its account's and its network's limits.
   */
  private readonly writingOutcome = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private sweepAgain = false;
  private fanOutNext = false;
  private stopped = true;
  /** Set by stop(): attempts hand their rows back instead of starting their next step. */
  private stopping = false;
  private readonly timing: InstanceTiming;
  private readonly shutdownDeadlineMs: number;
  private readonly heartbeat: WorkerHeartbeat;
  /** The claim token of each row in flight. */
  private readonly claims = new Map<string, string>();
  private stoppingRun: Promise<StopReport> | undefined;
  private readonly claimBatchMs: number;
  /** The batched sweep a finished row asked for (claimBatchMs), if one is pending. */
  private batchTimer: NodeJS.Timeout | undefined;
  private readonly lookahead: number;
  /** Rows claimed ahead (the lookahead), waiting for a slot, oldest first. */
  private readonly ready: { row: ClaimedRow; claimedAt: number }[] = [];
  /** How many rows the next sweep claims ahead (lookahead-estimator.ts). */
  private readonly estimator: LookaheadEstimator;
  /** Wakes the worker when rows it let go until a retry or poll time fall due. */
  private readonly due = new DueTimer(() => this.wake());

  constructor(private readonly options: WorkerOptions = {}) {
    this.id = options.id ?? newInstanceId();
    if (this.id.includes("/")) throw new Error("a worker id cannot contain '/' (claim tokens are <id>/<attempt>)");
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.timing = { ...DEFAULT_INSTANCE_TIMING, ...options.timing };
    this.heartbeat = new WorkerHeartbeat(this.id, this.timing, (error) => this.reportError(error));
    this.shutdownDeadlineMs = options.shutdownDeadlineMs ?? DEFAULT_SHUTDOWN_DEADLINE_MS;
    this.deps = {
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
    this.sweepIntervalMs = options.sweepIntervalMs ?? 3_000;
    this.claimBatchMs = options.claimBatchMs ?? (isEmbeddedDatabase() ? DEFAULT_CLAIM_BATCH_MS : 0);
    this.lookahead = options.lookahead ?? Math.max(1, Math.ceil(this.limits.slots / 4));
    this.estimator = new LookaheadEstimator(this.lookahead, READY_MAX_WAIT_MS);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    // A failed beat (the database not up yet …) is retried by the next one, and a sweep beats first when the
    // last beat is not fresh: nothing is claimed without a live instance.
    this.heartbeat.start();
    this.timer = setInterval(() => this.wake({ fanOut: true }), this.sweepIntervalMs);
    this.timer.unref?.();
    this.wake({ fanOut: true });
  }

  /**
   * The graceful end: no more claims; calls in progress may finish until the deadline; rows that have not
   * reached their irreversible step are handed back (at their next step, or at the deadline); the instance is
   * retired when nothing is left claimed. Never throws.
   */
  stop({ deadlineMs = this.shutdownDeadlineMs }: { deadlineMs?: number } = {}): Promise<StopReport> {
    if (this.stopped && !this.heartbeat.running) return this.stoppingRun ?? Promise.resolve({ settled: 0, released: 0, leftArmed: 0 });
    this.stoppingRun ??= this.stopGracefully(deadlineMs).finally(() => (this.stoppingRun = undefined));
    return this.stoppingRun;
  }

  private async stopGracefully(deadlineMs: number): Promise<StopReport> {
    const report: StopReport = { settled: 0, released: 0, leftArmed: 0 };
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    clearTimeout(this.batchTimer);
    this.batchTimer = undefined;
    this.due.clear();
    await this.sweeping;
    // Rows claimed ahead never started: back at once (any instance may take them), not counted as attempts.
    await this.handBackReady(0).catch((error) => this.reportError(error));
    const started = this.inFlight.size;
    let deadline: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...this.inFlight.values()]), new Promise<void>((resolve) => (deadline = setTimeout(resolve, deadlineMs)))]);
    clearTimeout(deadline);
    report.settled = started - this.inFlight.size;
    try {
      for (const [postId, claim] of this.claims) {
        if (await releaseUnarmedClaim(postId, claim)) report.released += 1;
        else report.leftArmed += 1;
      }
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
    if (this.stopped) return;
    this.fanOutNext ||= fanOut;
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    const fanOutNow = this.fanOutNext;
    this.fanOutNext = false;
    this.sweeping = this.sweep({ fanOut: fanOutNow })
      .catch((error) => {
        metrics().sweepRuns.inc({ sweep: "publishing", outcome: "failed" });
        if (this.options.onError) this.options.onError(error);
        else logger().error({ err: error, event: "sweep", sweep: "publishing" }, "publishing sweep failed");
      })
      .finally(() => {
        this.sweeping = undefined;
        if (this.sweepAgain) {
          this.sweepAgain = false;
          this.wake();
        }
      });
  }

  /**
   * A row finished: start a row claimed ahead in its slot, then sweep (to top the lookahead up) now, or once the
   * batching window (claimBatchMs) has gathered other free slots.
   */
  private wakeForFreeSlot(): void {
    if (this.stopped) return;
    this.estimator.slotFreed(Date.now());
    this.startReady();
    if (this.claimBatchMs <= 0) return this.wake();
    this.batchTimer ??= setTimeout(() => {
      this.batchTimer = undefined;
      this.wake();
    }, this.claimBatchMs);
  }

  /** One sweep: fan out due scheduled posts (if asked), then claim and start as many due rows as the limits allow. */
  async sweep({ fanOut = true }: { fanOut?: boolean } = {}): Promise<void> {
    const workspaceIds = this.options.workspaceIds;
    if (fanOut) await fanOutDuePosts({ workspaceIds });
    if (!this.heartbeat.fresh) await this.heartbeat.beat();
    if (this.stopped) return;
    await this.handBackReady(READY_MAX_WAIT_MS);
    this.startReady();
    const free = this.limits.slots - this.busy;
    // The lookahead only while slots free often (wakeForFreeSlot); a periodic sweep claims for free slots only.
    const ahead = this.estimator.take(this.ready.length);
    if (free + ahead <= 0) return;
    const exclude = new Set([...this.inFlight.keys(), ...this.ready.map((entry) => entry.row.id)]);
    const claimStarted = performance.now();
    const rows = await claimDueRows({
      owner: this.id,
      limits: this.limits,
      free: free + ahead,
      leaseMs: this.deps.leaseMs,
      workspaceIds,
      exclude,
      deadAfterMs: this.timing.deadAfterMs,
    });
    this.estimator.claimTook(performance.now() - claimStarted);
    metrics().sweepRuns.inc({ sweep: "publishing", outcome: "ok" });
    // A sweep runs whenever a slot frees up: only the ones that claimed rows are worth a line at info.
    const line = { event: "sweep", sweep: "publishing", instance: this.id, free, claimed: rows.length };
    if (rows.length === 0) return void logger().debug(line, "publishing sweep");
    logger().info(line, "publishing sweep");
    const claimedAt = Date.now();
    for (const row of rows) {
      this.claims.set(row.id, row.claim);
      this.ready.push({ row, claimedAt });
    }
    // Stopped meanwhile: stopGracefully hands the ready rows back once this sweep ends.
    if (!this.stopped) this.startReady();
  }

  /** Starts rows claimed ahead in the free slots, oldest first. */
  private startReady(): void {
    while (!this.stopped && this.ready.length > 0 && this.busy < this.limits.slots) {
      const { row, claimedAt } = this.ready.shift()!;
      this.launch(row, claimedAt);
    }
  }

  /** Runs one claimed row's attempt in a slot. The claim returned it whole, with its account: no read first. */
  private launch(row: ClaimedRow, claimedAt: number): void {
    // Once per attempt: a final write that fails (its claim lost) goes through the error path, which calls it again.
    const callsOver = () => {
      if (!this.inFlight.has(row.id) || this.writingOutcome.has(row.id)) return;
      this.writingOutcome.add(row.id);
      this.wakeForFreeSlot();
    };
    const run = publishRowInProcess(row.id, row.claim, this.deps, row.whole, claimedAt, callsOver)
      .then((outcome) => {
        this.options.onOutcome?.(row.id, outcome);
        // Let go until a retry or poll time: this worker looks again then, whatever its sweep interval.
        if (outcome.kind === "retry") this.wakeAt(Date.parse(outcome.at));
        else if (outcome.kind === "wait") this.wakeAt(Date.now() + outcome.checkAfterMs);
      })
      .catch((error) => {
        if (this.options.onError) this.options.onError(error);
        else logger().error({ err: error, postId: row.id }, "publishing row failed unexpectedly");
      })
      .finally(() => {
        const slotFreedEarlier = this.writingOutcome.delete(row.id);
        this.inFlight.delete(row.id);
        this.claims.delete(row.id);
        // A slot is free: more rows may be waiting for it (or for this account). A slot freed when the calls
        // ended is serving another row unless nothing could be claimed then; this row's account is free now.
        if (!slotFreedEarlier) this.wakeForFreeSlot();
        else if (this.busy < this.limits.slots) this.wake();
      });
    this.inFlight.set(row.id, run);
  }

  /** Gives back the rows claimed ahead that have waited at least `olderThanMs` (all of them: 0). */
  private async handBackReady(olderThanMs: number): Promise<void> {
    const now = Date.now();
    const stale = this.ready.filter((entry) => now - entry.claimedAt >= olderThanMs);
    if (stale.length === 0) return;
    for (const entry of stale) this.ready.splice(this.ready.indexOf(entry), 1);
    for (const { row } of stale) {
      await releaseUnarmedClaim(row.id, row.claim);
      this.claims.delete(row.id);
    }
  }

  /** Sweeps at `at`, when a row this worker let go falls due (one timer, for the earliest such time). */
  private wakeAt(at: number): void {
    if (!this.stopped) this.due.at(at);
  }

  /** Slots in use: attempts still making network calls (not those only writing their outcome). */
  get busy(): number {
    return this.inFlight.size - this.writingOutcome.size;
  }

  /** Rows claimed ahead, waiting for a slot (the benchmark shows it). */
  get claimedAhead(): number {
    return this.ready.length;
  }
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

/**
 * Gives a row back if its publish was not armed: guarded by the claim, so it cannot undo an arm (or a result)
 * that the attempt wrote meanwhile, and the attempt, should it go on, can no longer write or publish.
 */
async function releaseUnarmedClaim(postId: string, claim: string): Promise<boolean> {
  const released = await db.$executeRaw`
    UPDATE posts
    SET claimed_by = NULL, lease_until = NULL, next_attempt_at = now(),
        publish_state = jsonb_set(publish_state, '{waiting}', 'true'::jsonb), updated_at = now()
    WHERE id = ${postId}::uuid AND claimed_by = ${claim} AND status = 'queued'
      AND COALESCE(publish_state->'armed', 'null'::jsonb) = 'null'::jsonb`;
  return released === 1;
}
