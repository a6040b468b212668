// The claiming loop every in-process worker shares (publishing, webhook deliveries, the email outbox, first comment
// retries): a sweep claims as many due rows as there are free slots and starts an attempt for each. A periodic
// sweep runs every sweepIntervalMs; a wake (the caller's "something is due" signal) sweeps at once, and so does
// each slot that frees; wakes during a sweep coalesce into one more sweep after it. What a row is, how it is
// claimed and run, and what wakes the worker are the caller's (ClaimingWorkerSpec). The optional parts are the
// publisher's, whose rows make slow network calls then a write:
// - an attempt may free its slot before it ends (its calls are over, only its outcome's write is left);
// - a batching window (claimBatchMs): slots that free within it are refilled by one claim;
// - the lookahead (claimed-ahead.ts): rows claimed beyond the free slots while slots free often;
// - due times (due-timer.ts): an outcome may name when its row falls due again, and the worker sweeps then;
// - stop with a deadline: the attempts still running at it are handed to the caller.
import { logger } from "../observability/logger";
import { metrics } from "../observability/metrics";
import { ClaimedAhead, type LookaheadSpec } from "./claimed-ahead";
import { DueTimer } from "./due-timer";
import { settledWithin } from "./settled-within";

/** What an attempt is given besides its row. */
export interface AttemptSlot {
  /** When the row was claimed (a row claimed ahead starts a little later). */
  claimedAt: number;
  /** The attempt no longer needs its slot (its network calls are over): the next row may start in it. */
  free: () => void;
}

export interface ClaimingWorkerSpec<Outcome, Row = string> {
  /** The sweep's name in metrics and log lines: "[postlane] <name> failed: …". */
  name: string;
  /** One row in log lines: "[postlane] <item> <id> failed unexpectedly: …". */
  item: string;
  sweepIntervalMs: number;
  /** At most this many attempts holding a slot at a time. */
  slots: number;
  /** Claims up to `limit` due rows for this worker, none of `held` (the ids of rows it holds already). */
  claim: (limit: number, held: ReadonlySet<string>) => Promise<Row[]>;
  /** A row's id (default: the row is its id). */
  idOf?: (row: Row) => string;
  attempt: (row: Row, slot: AttemptSlot) => Promise<Outcome>;
  /** Calls `wake` whenever a row may have fallen due; returns what stops that. */
  subscribe?: (wake: () => void) => () => void | Promise<void>;
  /** Runs first in every sweep; `periodic` for the timer's sweeps (and the first), not for wakes. */
  beforeClaim?: (sweep: { periodic: boolean }) => Promise<void>;
  /** How long a slot freed by a finished attempt waits for others before the sweep that refills them (default 0). */
  claimBatchMs?: number;
  lookahead?: LookaheadSpec<Row>;
  /** When the row of this outcome falls due again, if this worker should sweep then (ms since the epoch). */
  dueAt?: (outcome: Outcome) => number | undefined;
  onOutcome?: (id: string, outcome: Outcome) => void;
  /** Takes failed sweeps and attempts that threw, instead of the log lines. */
  onError?: (error: unknown) => void;
  /** Fields added to the sweep's log line. */
  logFields?: Record<string, unknown>;
  /** Where failures go instead of the logger (tests); sweep lines then go nowhere. */
  log?: (message: string) => void;
}

/** What stop() left behind: how many attempts ended while it waited, and the rows of those still running. */
export interface StopResult<Row> {
  settled: number;
  unsettled: Row[];
}

export class ClaimingWorker<Outcome, Row = string> {
  /** Every attempt not over yet, its slot held or not (stop() waits for them all). */
  private readonly inFlight = new Map<string, { row: Row; run: Promise<void> }>();
  /** Attempts that freed their slot early (AttemptSlot.free): the slot already serves the next row. */
  private readonly slotFreed = new Set<string>();
  private readonly ahead: ClaimedAhead<Row>;
  private readonly due = new DueTimer(() => this.wake());
  private readonly idOf: (row: Row) => string;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private batchTimer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void | Promise<void>) | undefined;
  private sweeping: Promise<void> | undefined;
  private sweepAgain = false;
  private periodicNext = false;
  private stopping: Promise<StopResult<Row>> | undefined;
  /** Attempts ended so far (stop() counts those that end while it waits). */
  private ended = 0;

  constructor(private readonly spec: ClaimingWorkerSpec<Outcome, Row>) {
    this.ahead = new ClaimedAhead(spec.lookahead);
    this.idOf = spec.idOf ?? ((row) => row as unknown as string);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.timer = setInterval(() => this.wake({ periodic: true }), this.spec.sweepIntervalMs);
    this.timer.unref?.();
    this.unsubscribe = this.spec.subscribe?.(() => this.wake());
    this.wake({ periodic: true });
  }

  /**
   * Stops claiming, hands back the rows claimed ahead, then waits for the attempts in progress, until `deadlineMs`
   * if given (default: all of them). Joins a stop in progress.
   */
  stop({ deadlineMs = Infinity }: { deadlineMs?: number } = {}): Promise<StopResult<Row>> {
    this.stopping ??= this.stopNow(deadlineMs).finally(() => (this.stopping = undefined));
    return this.stopping;
  }

  private async stopNow(deadlineMs: number): Promise<StopResult<Row>> {
    const endedBefore = this.ended;
    this.running = false;
    clearInterval(this.timer);
    clearTimeout(this.batchTimer);
    this.timer = this.batchTimer = undefined;
    this.due.clear();
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = undefined;
    await unsubscribe?.();
    await this.sweeping;
    // Rows claimed ahead never started: back at once (any worker may take them), not counted as attempts.
    await this.ahead.handBack(0).catch((error) => this.fail(error, `${this.spec.name} failed`, { event: "sweep", sweep: this.spec.name }));
    await settledWithin(
      [...this.inFlight.values()].map((entry) => entry.run),
      deadlineMs,
    );
    return { settled: this.ended - endedBefore, unsettled: [...this.inFlight.values()].map((entry) => entry.row) };
  }

  /** Sweeps now, or once more right after the sweep in progress; `periodic` as the timer's sweeps are. */
  wake({ periodic = false }: { periodic?: boolean } = {}): void {
    if (!this.running) return;
    this.periodicNext ||= periodic;
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    const sweep = { periodic: this.periodicNext };
    this.periodicNext = false;
    this.sweeping = this.sweep(sweep)
      .then(
        () => void metrics().sweepRuns.inc({ sweep: this.spec.name, outcome: "ok" }),
        (error: unknown) => {
          metrics().sweepRuns.inc({ sweep: this.spec.name, outcome: "failed" });
          this.fail(error, `${this.spec.name} failed`, { event: "sweep", sweep: this.spec.name });
        },
      )
      .finally(() => {
        this.sweeping = undefined;
        if (this.sweepAgain) {
          this.sweepAgain = false;
          this.wake();
        }
      });
  }

  /** Slots in use: attempts that hold their slot. */
  get busy(): number {
    return this.inFlight.size - this.slotFreed.size;
  }

  /** Rows claimed ahead, waiting for a slot. */
  get claimedAhead(): number {
    return this.ahead.size;
  }

  /** One sweep: claims as many due rows as there are free slots (and the lookahead's) and starts them. */
  private async sweep({ periodic }: { periodic: boolean }): Promise<void> {
    await this.spec.beforeClaim?.({ periodic });
    if (!this.running) return;
    await this.ahead.handBackStale();
    this.startWaiting();
    const free = this.spec.slots - this.busy;
    // The lookahead only while slots free often (slotFreed); a periodic sweep claims for free slots only.
    const extra = this.ahead.extra();
    if (free + extra <= 0) return;
    const held = new Set([...this.inFlight.keys(), ...this.ahead.rows().map(this.idOf)]);
    const claimStarted = performance.now();
    const rows = await this.spec.claim(free + extra, held);
    this.ahead.claimTook(performance.now() - claimStarted);
    this.logSweep(free, rows.length);
    this.ahead.add(rows, Date.now());
    // Stopped meanwhile: stop() hands rows claimed ahead back once this sweep ends; rows claimed for free slots
    // start (and stop() waits for them) unless there is a lookahead to hand them back.
    if (this.running || !this.spec.lookahead) this.startWaiting();
  }

  /** Starts waiting rows in the free slots, oldest first. */
  private startWaiting(): void {
    while (this.ahead.size > 0 && this.busy < this.spec.slots) {
      const { row, claimedAt } = this.ahead.next()!;
      this.launch(row, claimedAt);
    }
  }

  private launch(row: Row, claimedAt: number): void {
    const id = this.idOf(row);
    // Once per attempt; an attempt that frees its slot, then ends, wakes the worker again for its row's account.
    const free = () => {
      if (!this.inFlight.has(id) || this.slotFreed.has(id)) return;
      this.slotFreed.add(id);
      this.slotFreedUp();
    };
    const run = this.spec
      .attempt(row, { claimedAt, free })
      .then((outcome) => {
        this.spec.onOutcome?.(id, outcome);
        const at = this.spec.dueAt?.(outcome);
        if (at !== undefined && this.running) this.due.at(at);
      })
      .catch((error: unknown) => this.fail(error, `${this.spec.item} ${id} failed unexpectedly`, { item: this.spec.item, id }))
      .finally(() => {
        const freedEarlier = this.slotFreed.delete(id);
        this.inFlight.delete(id);
        this.ended += 1;
        // A slot freed when the calls ended serves another row unless nothing could be claimed then; whatever
        // held back for this row (its account's limit …) is free now.
        if (!freedEarlier) this.slotFreedUp();
        else if (this.busy < this.spec.slots) this.wake();
      });
    this.inFlight.set(id, { row, run });
  }

  /** A slot is free: start a waiting row in it, then sweep now, or once the batching window gathered others. */
  private slotFreedUp(): void {
    if (!this.running) return;
    this.ahead.slotFreed(Date.now());
    this.startWaiting();
    const batchMs = this.spec.claimBatchMs ?? 0;
    if (batchMs <= 0) return this.wake();
    this.batchTimer ??= setTimeout(() => {
      this.batchTimer = undefined;
      this.wake();
    }, batchMs);
  }

  /** A sweep runs whenever a slot frees: only those that claimed rows are worth a line at info. */
  private logSweep(free: number, claimed: number): void {
    if (this.spec.log) return;
    const line = { event: "sweep", sweep: this.spec.name, ...this.spec.logFields, free, claimed };
    if (claimed === 0) logger().debug(line, `${this.spec.name} sweep`);
    else logger().info(line, `${this.spec.name} sweep`);
  }

  private fail(error: unknown, message: string, fields: Record<string, unknown>): void {
    if (this.spec.onError) this.spec.onError(error);
    else if (this.spec.log) this.spec.log(`[postlane] ${message}: ${(error as Error).message}`);
    else logger().error({ err: error, ...fields }, message);
  }
}

/**
 * The app's one worker of a kind per process, kept on globalThis under `key` so a dev reload finds the
 * running one rather than starting a second. start() makes it on first use (later options are ignored).
 */
export function processWorker<Worker extends { start(): void; stop(): Promise<unknown> }>(key: string) {
  const holder = globalThis as unknown as Record<string, Worker | undefined>;
  return {
    start(create: () => Worker): Worker {
      const worker = (holder[key] ??= create());
      worker.start();
      return worker;
    },
    async stop(): Promise<void> {
      const worker = holder[key];
      holder[key] = undefined;
      await worker?.stop();
    },
  };
}
