// The in-process email sender, used when no Inngest is configured (the embedded default): a periodic sweep
// (every 2 s) claims due messages and sends them, a few at a time. queueEmail wakes it through the jobs seam
// (the "email-send" runner registered here), so fresh mail goes out at once; the timer finds retries whose
// time came, claims of senders that died, and anything queued while no sender ran (the admin CLI).
import { registerInProcessRunner } from "../jobs/in-process";
import { startPeriodicTask, type PeriodicTask } from "../server/periodic-task";
import { attemptEmail, claimDueEmails, emailSenderId, type EmailOutcome, type EmailSendDeps } from "./send-email";

export interface EmailWorkerOptions {
  sweepIntervalMs?: number;
  slots?: number;
  /** Only these workspaces' messages (tests on a shared database); read at every sweep, so it may grow. */
  workspaceIds?: string[];
  deps?: EmailSendDeps;
  onOutcome?: (messageId: string, outcome: EmailOutcome) => void;
  log?: (message: string) => void;
}

export class EmailOutboxWorker {
  readonly owner = emailSenderId("email");
  private readonly inFlight = new Map<string, Promise<void>>();
  private task: PeriodicTask<number> | undefined;
  private unregister: (() => void) | undefined;
  private sweeping = false;
  private again = false;

  constructor(private readonly options: EmailWorkerOptions = {}) {}

  start(): void {
    if (this.task) return;
    this.task = startPeriodicTask({
      name: "email outbox",
      intervalMs: this.options.sweepIntervalMs ?? 2_000,
      firstDelayMs: 0,
      run: () => this.sweep(),
      log: this.options.log,
    });
    this.unregister = registerInProcessRunner("email-send", () => this.wake());
  }

  async stop(): Promise<void> {
    this.task?.stop();
    this.task = undefined;
    this.unregister?.();
    this.unregister = undefined;
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Sweeps now; a wake during a sweep sweeps once more after it. */
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

  /** Claims as many due messages as there are free slots and starts them; returns how many. */
  async sweep(): Promise<number> {
    this.sweeping = true;
    try {
      const free = (this.options.slots ?? 4) - this.inFlight.size;
      const ids = await claimDueEmails({ owner: this.owner, limit: free, workspaceIds: this.options.workspaceIds });
      for (const id of ids) {
        const run = attemptEmail(id, this.owner, this.options.deps)
          .then((outcome) => this.options.onOutcome?.(id, outcome))
          .catch((error) => (this.options.log ?? console.error)(`[postlane] email ${id} failed unexpectedly: ${(error as Error).message}`))
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

const holder = globalThis as unknown as { __postlaneEmailWorker?: EmailOutboxWorker };

/** The app's sender (one per process), started from lib/server/on-server-start.ts. */
export function startEmailOutboxWorker(options: EmailWorkerOptions = {}): EmailOutboxWorker {
  holder.__postlaneEmailWorker ??= new EmailOutboxWorker(options);
  holder.__postlaneEmailWorker.start();
  return holder.__postlaneEmailWorker;
}

export async function stopEmailOutboxWorker(): Promise<void> {
  const worker = holder.__postlaneEmailWorker;
  holder.__postlaneEmailWorker = undefined;
  await worker?.stop();
}
