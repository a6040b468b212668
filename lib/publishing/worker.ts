// The in-process publishing engine, used when no Inngest is configured (the embedded default). It runs the
// same step code as the Inngest function (publish-row.ts) with the same retry policy and concurrency limits.
// A sweep every few seconds fans out due scheduled posts and claims queued rows that are due: new ones,
// deferred ones, ones waiting for a retry or a poll, and ones whose worker died (expired lease). The
// dispatcher wakes it so a freshly queued row starts at once rather than at the next sweep, and so does every
// row that finishes (a slot is free); those wake-ups only claim, since scheduled posts fall due with time.
import crypto from "node:crypto";
import { claimDueRows, loadClaimedRows, type ConcurrencyLimits } from "./claim-rows";
import { fanOutDuePosts } from "./fan-out-due-posts";
import { DEFAULT_PUBLISH_DEPS, publishRowInProcess, type PublishDeps, type StepOutcome } from "./publish-row";

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
}

export const DEFAULT_LIMITS: ConcurrencyLimits = { slots: 16, perAccount: 1, perNetwork: 8 };

export class PublishingWorker {
  readonly id: string;
  private readonly limits: ConcurrencyLimits;
  private readonly deps: PublishDeps & { inlineWaitMs: number };
  private readonly sweepIntervalMs: number;
  private readonly inFlight = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private sweepAgain = false;
  private fanOutNext = false;
  private stopped = true;

  constructor(private readonly options: WorkerOptions = {}) {
    this.id = options.id ?? `worker:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.deps = { ...DEFAULT_PUBLISH_DEPS, inlineWaitMs: 5_000, ...options.deps };
    this.sweepIntervalMs = options.sweepIntervalMs ?? 3_000;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.wake({ fanOut: true }), this.sweepIntervalMs);
    this.timer.unref?.();
    this.wake({ fanOut: true });
  }

  /** Stops sweeping and waits for the rows in flight to finish their current attempt. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
    await Promise.allSettled([...this.inFlight.values()]);
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
      .catch((error) => this.options.onError?.(error) ?? console.error("[postlane] publishing sweep failed:", error))
      .finally(() => {
        this.sweeping = undefined;
        if (this.sweepAgain) {
          this.sweepAgain = false;
          this.wake();
        }
      });
  }

  /** One sweep: fan out due scheduled posts (if asked), then claim and start as many due rows as the limits allow. */
  async sweep({ fanOut = true }: { fanOut?: boolean } = {}): Promise<void> {
    const workspaceIds = this.options.workspaceIds;
    if (fanOut) await fanOutDuePosts({ workspaceIds });
    const free = this.limits.slots - this.inFlight.size;
    const exclude = new Set(this.inFlight.keys());
    const rows = await claimDueRows({ owner: this.id, limits: this.limits, free, leaseMs: this.deps.leaseMs, workspaceIds, exclude });
    if (rows.length === 0) return;
    // Read outside the sweep, so the next sweep need not wait for it. If the read fails, each attempt claims
    // and reads its row itself (same claim token).
    const loaded = loadClaimedRows(rows.map((row) => row.id)).catch(() => new Map<string, never>());
    for (const row of rows) {
      const run = loaded
        .then((claimed) => publishRowInProcess(row.id, row.claim, this.deps, claimed.get(row.id)))
        .then((outcome) => this.options.onOutcome?.(row.id, outcome))
        .catch((error) => this.options.onError?.(error) ?? console.error(`[postlane] publishing row ${row.id} failed unexpectedly:`, error))
        .finally(() => {
          this.inFlight.delete(row.id);
          // A slot is free: more rows may be waiting for it (or for this account).
          this.wake();
        });
      this.inFlight.set(row.id, run);
    }
  }

  get busy(): number {
    return this.inFlight.size;
  }
}

const holder = globalThis as unknown as { __postlaneWorker?: PublishingWorker };

/** The app's worker (one per process), started from lib/server/on-server-start.ts. */
export function startPublishingWorker(options: WorkerOptions = {}): PublishingWorker {
  holder.__postlaneWorker ??= new PublishingWorker(options);
  holder.__postlaneWorker.start();
  return holder.__postlaneWorker;
}

/** Wakes the process's worker if it runs here; false when there is none (the sweep of some instance will run). */
export function wakePublishingWorker(): boolean {
  if (!holder.__postlaneWorker) return false;
  holder.__postlaneWorker.wake();
  return true;
}

export async function stopPublishingWorker(): Promise<void> {
  const worker = holder.__postlaneWorker;
  holder.__postlaneWorker = undefined;
  await worker?.stop();
}
