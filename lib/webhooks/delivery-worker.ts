// The in-process webhook sender, used when no Inngest is configured (the embedded default): a periodic sweep
// (lib/server/periodic-task.ts, every 2 s) claims due deliveries and sends them, at most `slots` at a time.
// Writing a delivery NOTIFYs postlane_webhooks_due (trigger in the webhooks migration), which runs a sweep at
// once, so a fresh event goes out within milliseconds; the timer still finds retries, expired leases and
// anything a lost notification missed. Each finished delivery frees a slot and sweeps again.
import { listenForChanges, type ChangeListener } from "../db/change-listener";
import { startPeriodicTask, type PeriodicTask } from "../server/periodic-task";
import { attemptDelivery, claimDueDeliveries, deliveryOwner, type DeliveryOutcome, type SendDeps } from "./deliver";
import { DELIVERY_LEASE_MS } from "./retry-schedule";

export const WEBHOOKS_DUE_CHANNEL = "postlane_webhooks_due";

export interface WebhookWorkerOptions {
  sweepIntervalMs?: number;
  slots?: number;
  leaseMs?: number;
  workspaceIds?: string[];
  deps?: SendDeps;
  onOutcome?: (deliveryId: string, outcome: DeliveryOutcome) => void;
  log?: (message: string) => void;
}

export class WebhookDeliveryWorker {
  readonly owner = deliveryOwner("webhooks");
  private readonly inFlight = new Map<string, Promise<void>>();
  private task: PeriodicTask<number> | undefined;
  private listener: ChangeListener | undefined;
  private again = false;

  constructor(private readonly options: WebhookWorkerOptions = {}) {}

  start(): void {
    if (this.task) return;
    this.task = startPeriodicTask({
      name: "webhook deliveries",
      intervalMs: this.options.sweepIntervalMs ?? 2_000,
      firstDelayMs: 0,
      run: () => this.sweep(),
      log: this.options.log,
    });
    this.listener = listenForChanges(WEBHOOKS_DUE_CHANNEL, { onChange: () => this.wake(), onLiveChange: (live) => live && this.wake() });
  }

  async stop(): Promise<void> {
    this.task?.stop();
    this.task = undefined;
    await this.listener?.close();
    this.listener = undefined;
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

  private sweeping = false;

  /** Claims as many due deliveries as there are free slots and starts them; returns how many. */
  async sweep(): Promise<number> {
    this.sweeping = true;
    try {
      const free = (this.options.slots ?? 8) - this.inFlight.size;
      const ids = await claimDueDeliveries({
        owner: this.owner,
        limit: free,
        leaseMs: this.options.leaseMs ?? DELIVERY_LEASE_MS,
        workspaceIds: this.options.workspaceIds,
      });
      for (const id of ids) {
        const run = attemptDelivery(id, this.owner, this.options.deps)
          .then((outcome) => this.options.onOutcome?.(id, outcome))
          .catch((error) => (this.options.log ?? console.error)(`[postlane] webhook delivery ${id} failed unexpectedly: ${(error as Error).message}`))
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

const holder = globalThis as unknown as { __postlaneWebhookWorker?: WebhookDeliveryWorker };

/** The app's sender (one per process), started from lib/server/on-server-start.ts. */
export function startWebhookDeliveryWorker(options: WebhookWorkerOptions = {}): WebhookDeliveryWorker {
  holder.__postlaneWebhookWorker ??= new WebhookDeliveryWorker(options);
  holder.__postlaneWebhookWorker.start();
  return holder.__postlaneWebhookWorker;
}

export async function stopWebhookDeliveryWorker(): Promise<void> {
  const worker = holder.__postlaneWebhookWorker;
  holder.__postlaneWebhookWorker = undefined;
  await worker?.stop();
}
