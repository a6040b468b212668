// The in-process webhook sender in a process of its own, as the app runs it, so a test can kill it with
// SIGKILL mid-delivery. Environment: DATABASE_URL, TOKEN_ENCRYPTION_KEY and POSTLANE_WEBHOOK_ALLOWED_HOSTS as
// the app would have them, WEBHOOK_TEST_WORKSPACE (only this workspace's deliveries), WEBHOOK_TEST_LEASE_MS.
import { WebhookDeliveryWorker } from "@/lib/webhooks/delivery-worker";

const worker = new WebhookDeliveryWorker({
  workspaceIds: [process.env.WEBHOOK_TEST_WORKSPACE!],
  leaseMs: Number(process.env.WEBHOOK_TEST_LEASE_MS ?? 60_000),
  sweepIntervalMs: 100,
  onOutcome: (id, outcome) => process.stdout.write(`${JSON.stringify({ id, outcome: outcome.kind })}\n`),
});
worker.start();
process.stdout.write("ready\n");
