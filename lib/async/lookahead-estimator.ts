// How many rows a worker's next sweep claims beyond its free slots (the lookahead, claimed-ahead.ts): those expected to
// free during two claims (a claim in progress, then the one a freed slot asks for), and only while slots free
// often enough that each of them would start well within the longest a claimed row may wait (maxWaitMs).
// Pure: it is told when slots free and how long claims take, and keeps moving averages of both.

export class LookaheadEstimator {
  /** When a slot last freed, the time between frees and a claim's round trip (moving averages). */
  private lastFreedAt = 0;
  private freeGapMs: number;
  private claimMs = 0;
  private ahead = 0;

  constructor(
    /** The most rows ever claimed ahead. */
    private readonly limit: number,
    /** The longest a claimed row may wait for a slot before it is handed back. */
    private readonly maxWaitMs: number,
  ) {
    this.freeGapMs = maxWaitMs;
  }

  /** A slot freed at `now` (ms): the next sweep may claim ahead. */
  slotFreed(now: number): void {
    this.freeGapMs = 0.8 * this.freeGapMs + 0.2 * Math.min(this.maxWaitMs, now - this.lastFreedAt);
    this.lastFreedAt = now;
    const ahead = Math.min(this.limit, Math.ceil((2 * this.claimMs) / Math.max(1, this.freeGapMs)));
    this.ahead = this.freeGapMs * ahead < this.maxWaitMs / 2 ? ahead : 0;
  }

  /** A claim's round trip took `ms`. */
  claimTook(ms: number): void {
    this.claimMs = 0.8 * this.claimMs + 0.2 * ms;
  }

  /**
   * Rows to claim ahead now, beyond the `waiting` already claimed ahead; only once per freed slot (a periodic
   * sweep that follows claims for free slots only).
   */
  take(waiting: number): number {
    const ahead = Math.max(0, this.ahead - waiting);
    this.ahead = 0;
    return ahead;
  }
}
