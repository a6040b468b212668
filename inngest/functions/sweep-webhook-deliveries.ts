// Every minute: due webhook deliveries nobody is sending (written while no app instance was listening, or
// whose run died mid-send) get their event. Fresh deliveries normally get it at once from the app's
// listener (lib/webhooks/inngest-dispatch.ts).
import { findDueDeliveries } from "@/lib/webhooks/due-deliveries";
import { inngestEventsFor } from "@/lib/jobs/inngest-events";
import { inngest } from "@/lib/jobs/inngest/client";

export const sweepWebhookDeliveries = inngest.createFunction(
  { id: "sweep-webhook-deliveries", triggers: [{ cron: "* * * * *" }], concurrency: 1 },
  async ({ step }) => {
    const due = await step.run("find-deliveries", () => findDueDeliveries());
    if (due.length === 0) return { dispatched: 0 };
    // The id makes a repeat of the same attempt (this cron and the listener both sending it) one event.
    await step.sendEvent("dispatch-deliveries", await inngestEventsFor({ type: "webhook-delivery", deliveries: due }));
    return { dispatched: due.length };
  },
);
