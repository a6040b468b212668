// The machinery shared by the in-process senders (webhook deliveries, the email outbox): a periodic sweep
// claims as many due rows as there are free slots and starts an attempt for each; a wake (the module's own
// "something is due" signal) sweeps at once, and each finished attempt frees a slot and sweeps again. What
// a row is, how it is claimed and sent, and what wakes the worker are the caller's: see ClaimingWorkerSpec.
import { startPeriodicTask, type PeriodicTask } from "@/lib/async/periodic-task";
import { logger } from "@/lib/observability/logger";

export interface ClaimingWorkerSpec<Outcome> {
  /** The periodic task's name in log lines: "[postlane] <name> failed: …". */
  name: string;
  /** One row in log lines: "[postlane] <item> <id> failed unexpectedly: …". */
  item: string;
  sweepIntervalMs: number;
  /** At most this many attempts at a time. */
  slots: number;
  /** Claims up to `limit` due rows for this worker; returns their ids. */
  claim: (limit: number) => Promise<string[]>;
  attempt: (id: string) => Promise<Outcome>;
  /** Calls `wake` whenever a row may have fallen due; returns what stops that. */
  subscribe: (wake: () => void) => () => void | Promise<void>;
  onOutcome?: (id: string, outcome: Outcome) => void;
  log?: (message: string) => void;
}

export class ClaimingWorker<Outcome> {
  private readonly inFlight = new Map<string, Promise<void>>();
  private task: PeriodicTask<number> | undefined;
  private unsubscribe: (() => void | Promise<void>) | undefined;
  private sweeping = false;
  private again = false;

  constructor(private readonly spec: ClaimingWorkerSpec<Outcome>) {}

  start(): void {
    if (this.task) return;
    this.task = startPeriodicTask({
      name: this.spec.name,
      intervalMs: this.spec.sweepIntervalMs,
      firstDelayMs: 0,
      run: () => this.sweep(),
      log: this.spec.log,
    });
    this.unsubscribe = this.spec.subscribe(() => this.wake());
  }

  /** Stops claiming, then waits for the attempts in progress. */
  async stop(): Promise<void> {
    this.task?.stop();
    this.task = undefined;
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = undefined;
    await unsubscribe?.();
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Sweeps now; a wake during a sweep sweeps once more after it (a row committed mid-sweep is not left for the timer). */
  wake(): void {
    if (!this.task) return;
    if (this.sweeping) {
      this.again = true;
      return;
    }
    void this.task.runNow().finally(() => {
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Claims as many due rows as there are free slots and starts them; returns how many. */
  async sweep(): Promise<number> {
    this.sweeping = true;
    try {
      const ids = await this.spec.claim(this.spec.slots - this.inFlight.size);
      for (const id of ids) {
        const run = this.spec
          .attempt(id)
          .then((outcome) => this.spec.onOutcome?.(id, outcome))
          .catch((error) => {
            if (this.spec.log) this.spec.log(`[postlane] ${this.spec.item} ${id} failed unexpectedly: ${(error as Error).message}`);
            else logger().error({ err: error, item: this.spec.item, id }, `${this.spec.item} failed unexpectedly`);
          })
          .finally(() => {
            this.inFlight.delete(id);
            this.wake();
          });
        this.inFlight.set(id, run);
      }
      return ids.length;
    } finally {
      this.sweeping = false;
    }
  }
}

/**
 * The app's one worker of a kind per process, kept on globalThis under `key` so a dev reload finds the
 * running one rather than starting a second. start() makes it on first use (later options are ignored).
 */
export function processWorker<Worker extends { start(): void; stop(): Promise<void> }>(key: string) {
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
