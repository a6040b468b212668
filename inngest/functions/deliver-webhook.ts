// Sends one webhook delivery with the same code as the in-process worker (lib/webhooks/deliver.ts): claim,
// send signed, store the outcome. A failed attempt is scheduled in the row by the shared retry schedule; the
// run sleeps until then and asks for the next attempt, so retries need no cron. A run that dies mid-send
// leaves the claim to expire, and the sweep-webhook-deliveries cron sends the delivery again (same webhook-id).
import { attemptDelivery, claimDueDeliveries, deliveryOwner } from "@/lib/webhooks/deliver";
import { inngest } from "@/lib/jobs/inngest/client";
import { webhookDeliveryRequested } from "@/lib/jobs/inngest/events";

export const deliverWebhook = inngest.createFunction(
  { id: "deliver-webhook", triggers: [webhookDeliveryRequested], concurrency: { limit: 16 }, retries: 3 },
  async ({ event, step }) => {
    const outcome = await step.run("send", async () => {
      const owner = deliveryOwner("inngest");
      const [claimed] = await claimDueDeliveries({ owner, limit: 1, deliveryIds: [event.data.deliveryId] });
      if (!claimed) return { kind: "skipped" as const, reason: "not due, or another run holds it" };
      const result = await attemptDelivery(claimed, owner);
      return result.kind === "retry" ? { ...result, at: result.at.toISOString() } : result;
    });
    if (outcome.kind === "retry") {
      await step.sleepUntil("wait-for-retry", outcome.at);
      await step.sendEvent("retry", webhookDeliveryRequested.create({ deliveryId: event.data.deliveryId }));
    }
    return outcome;
  },
);
