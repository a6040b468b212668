// The rows a claiming worker (claiming-worker.ts) claimed and has not started yet, oldest first. A sweep claims for
// its free slots and starts the rows at once; with a lookahead it also claims a few rows beyond them while slots
// free often (lookahead-estimator.ts says how many), and a slot that frees starts the next of them at once instead
// of after a claim's round trip. They hold their claims (so limits that count claims count them), and one that
// waits longer than maxWaitMs is handed back: a worker whose slots stay busy does not keep rows from the others.
import { LookaheadEstimator } from "./lookahead-estimator";

export interface LookaheadSpec<Row> {
  /** At most this many rows claimed beyond the free slots. */
  limit: number;
  /** The longest a row claimed ahead waits for a slot before it is handed back. */
  maxWaitMs: number;
  /** Lets go of rows claimed ahead that never started (any worker may claim them again). */
  handBack: (rows: Row[]) => Promise<void>;
}

export interface WaitingRow<Row> {
  row: Row;
  /** When the claim was taken (ms since the epoch). */
  claimedAt: number;
}

export class ClaimedAhead<Row> {
  private readonly waiting: WaitingRow<Row>[] = [];
  private readonly estimator: LookaheadEstimator | undefined;

  /** Without a lookahead spec, rows are only claimed for free slots and never wait. */
  constructor(private readonly spec?: LookaheadSpec<Row>) {
    if (spec && spec.limit > 0) this.estimator = new LookaheadEstimator(spec.limit, spec.maxWaitMs);
  }

  /** A slot freed at `now`. */
  slotFreed(now: number): void {
    this.estimator?.slotFreed(now);
  }

  /** A claim's round trip took `ms`. */
  claimTook(ms: number): void {
    this.estimator?.claimTook(ms);
  }

  /** How many rows the sweep about to claim takes beyond its free slots. */
  extra(): number {
    return this.estimator?.take(this.waiting.length) ?? 0;
  }

  add(rows: Row[], claimedAt: number): void {
    for (const row of rows) this.waiting.push({ row, claimedAt });
  }

  /** The oldest waiting row, taken out. */
  next(): WaitingRow<Row> | undefined {
    return this.waiting.shift();
  }

  get size(): number {
    return this.waiting.length;
  }

  rows(): Row[] {
    return this.waiting.map((entry) => entry.row);
  }

  /** Hands back the rows that have waited at least `olderThanMs` (all of them: 0). */
  async handBack(olderThanMs: number, now = Date.now()): Promise<void> {
    const stale = this.waiting.filter((entry) => now - entry.claimedAt >= olderThanMs);
    if (stale.length === 0) return;
    for (const entry of stale) this.waiting.splice(this.waiting.indexOf(entry), 1);
    await this.spec?.handBack(stale.map((entry) => entry.row));
  }

  /** Hands back the rows that waited too long (the lookahead's maxWaitMs). */
  handBackStale(now = Date.now()): Promise<void> {
    return this.spec ? this.handBack(this.spec.maxWaitMs, now) : Promise.resolve();
  }
}
