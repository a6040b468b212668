// The in-process webhook sender, used when no Inngest is configured (the embedded default): a periodic sweep
// (lib/async/claiming-worker.ts, every 2 s) claims due deliveries and sends them, at most `slots` at a time.
// Writing a delivery NOTIFYs postlane_webhooks_due (trigger in the webhooks migration), which runs a sweep at
// once, so a fresh event goes out within milliseconds; the timer still finds retries, expired leases and
// anything a lost notification missed. Each finished delivery frees a slot and sweeps again.
import { ClaimingWorker, processWorker } from "../async/claiming-worker";
import { listenForChanges } from "../db/change-listener";
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

export class WebhookDeliveryWorker extends ClaimingWorker<DeliveryOutcome> {
  readonly owner: string;

  constructor(options: WebhookWorkerOptions = {}) {
    // Made before super(), whose claim and attempt close over it (`this` does not exist yet there).
    const owner = deliveryOwner("webhooks");
    super({
      name: "webhook deliveries",
      item: "webhook delivery",
      sweepIntervalMs: options.sweepIntervalMs ?? 2_000,
      slots: options.slots ?? 8,
      claim: (limit) => claimDueDeliveries({ owner, limit, leaseMs: options.leaseMs ?? DELIVERY_LEASE_MS, workspaceIds: options.workspaceIds }),
      attempt: (id) => attemptDelivery(id, owner, options.deps),
      subscribe: (wake) => {
        const listener = listenForChanges(WEBHOOKS_DUE_CHANNEL, { onChange: wake, onLiveChange: (live) => live && wake() });
        return () => listener.close();
      },
      onOutcome: options.onOutcome,
      log: options.log,
    });
    this.owner = owner;
  }
}

const app = processWorker<WebhookDeliveryWorker>("__postlaneWebhookWorker");

/** The app's sender (one per process), started from lib/server/on-server-start.ts. */
export function startWebhookDeliveryWorker(options: WebhookWorkerOptions = {}): WebhookDeliveryWorker {
  return app.start(() => new WebhookDeliveryWorker(options));
}

export async function stopWebhookDeliveryWorker(): Promise<void> {
  await app.stop();
}
