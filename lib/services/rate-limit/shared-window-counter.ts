// The API's per-key budget without Redis, at nearly no cost per request: each instance counts in memory and
// adds its counts to the shared rate_limit_counters rows in the background, every FLUSH_MS, in one statement
// for all keys (database-limiter.ts's addToCounters). A request is decided from the key's shared count as of
// the last flush's answer plus what this instance counted since, with no database round trip, except the
// first request of a key's window in this instance, which consumes through the database and waits for the
// answer (so a fresh process, after a restart or a kill -9, starts from the shared count, not from zero).
//
// The bounded slack: an instance does not see what the others admitted since their last flush, so in one
// window all instances together may admit up to the budget plus what the other instances admit in one flush
// interval and one round trip (at 120 requests a minute per key, about one request per other instance). A
// kill -9 loses what the killed instance counted since its last flush (at most FLUSH_MS of its traffic).
// If the database does not answer, the instance keeps limiting on its own counts (as the Redis store's
// in-memory insurance does) and adds them at the next flush that gets through.
import { logger } from "@/lib/observability/logger";
import { addToCounters } from "./database-limiter";

export const FLUSH_MS = 250;

export interface WindowDecision {
  allowed: boolean;
  /** Points used in the window, this request included. */
  used: number;
  msBeforeNext: number;
}

interface KeyWindow {
  /** The key's shared count as of the last answer from the database (it includes what we flushed). */
  shared: number;
  /** Counted here, not yet sent. */
  pending: number;
  /** Sent in the flush in progress, not yet in `shared`. */
  sending: number;
  /** This process's clock time at which the window ends (from the database's answer, so skew-free). */
  endsAt: number;
  windowMs: number;
  /** The first request's consume through the database, while it is on its way. */
  loading?: Promise<void>;
}

export class SharedWindowCounter {
  private readonly windows = new Map<string, KeyWindow>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private warned = false;

  constructor(private readonly flushMs = FLUSH_MS) {}

  /** Takes one point of `key`'s budget of `limit` per `windowMs`; decides locally once the window is known. */
  consume(key: string, limit: number, windowMs: number): WindowDecision | Promise<WindowDecision> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (window?.loading) return window.loading.then(() => this.consume(key, limit, windowMs));
    if (!window || now >= window.endsAt) return this.startWindow(key, limit, windowMs);
    window.pending += 1;
    this.scheduleFlush();
    const used = window.shared + window.sending + window.pending;
    return { allowed: used <= limit, used, msBeforeNext: window.endsAt - now };
  }

  /** The first request of a window here: one point through the database, and the shared count learned. */
  private async startWindow(key: string, limit: number, windowMs: number): Promise<WindowDecision> {
    const window: KeyWindow = { shared: 0, pending: 0, sending: 0, endsAt: 0, windowMs };
    this.windows.set(key, window);
    let settle = () => {};
    window.loading = new Promise<void>((resolve) => (settle = resolve));
    try {
      const row = (await addToCounters([{ key, points: 1, windowMs }])).get(key)!;
      window.shared = row.points;
      window.endsAt = Date.now() + row.ms_left;
    } catch (error) {
      // The database did not answer: count here alone for this window; the next flush adds this point.
      this.warnOnce(error);
      window.pending = 1;
      window.endsAt = Date.now() + windowMs;
      this.scheduleFlush();
    } finally {
      window.loading = undefined;
      settle();
    }
    const used = window.shared + window.pending;
    return { allowed: used <= limit, used, msBeforeNext: Math.max(0, window.endsAt - Date.now()) };
  }

  private scheduleFlush(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // Counts made while a flush was on its way wait for the next one.
      void this.flush().then(() => {
        for (const window of this.windows.values()) if (window.pending > 0) return this.scheduleFlush();
      });
    }, this.flushMs);
    this.timer.unref();
  }

  /** Sends every key's pending count in one statement and learns the shared counts; one flush at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.sendPending().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async sendPending(): Promise<void> {
    const now = Date.now();
    const batch: { key: string; points: number; windowMs: number }[] = [];
    for (const [key, window] of this.windows) {
      if (window.pending > 0) {
        window.sending = window.pending;
        window.pending = 0;
        batch.push({ key, points: window.sending, windowMs: window.windowMs });
      } else if (!window.loading && now >= window.endsAt) {
        this.windows.delete(key); // an idle key whose window has passed: its next request starts a new one
      }
    }
    if (batch.length === 0) return;
    try {
      const rows = await addToCounters(batch);
      const answeredAt = Date.now();
      for (const { key } of batch) {
        const window = this.windows.get(key);
        const row = rows.get(key);
        if (!window || !row) continue;
        window.shared = row.points;
        window.sending = 0;
        window.endsAt = answeredAt + row.ms_left;
      }
      this.warned = false;
    } catch (error) {
      this.warnOnce(error);
      for (const { key, points } of batch) {
        const window = this.windows.get(key);
        if (!window) continue;
        window.sending = 0;
        window.pending += points; // sent again at the next flush
      }
      this.scheduleFlush();
    }
  }

  private warnOnce(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    logger().warn({ event: "rate_limit_store", err: error }, "rate limit counters could not reach the database; limiting per instance until they can");
  }

  /** Sends what is pending and forgets every key (tests; graceful shutdown). */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
    this.windows.clear();
  }
}
