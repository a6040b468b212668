// With Inngest, the app instance hands fresh webhook deliveries to it the moment they are written: it LISTENs
// on postlane_webhooks_due and sends one webhook/delivery.requested event per due delivery. If this fails or
// no instance listens, the sweep-webhook-deliveries cron sends them within a minute.
import { enqueue } from "../jobs/enqueue";
import { listenForChanges } from "../db/change-listener";
import { findDueDeliveries } from "./due-deliveries";
import { WEBHOOKS_DUE_CHANNEL } from "./delivery-worker";
import { logger } from "../observability/logger";

export function startInngestWebhookDispatch(): void {
  let running: Promise<void> | undefined;
  const dispatch = () => {
    running ??= (async () => {
      const due = await findDueDeliveries();
      if (due.length === 0) return;
      await enqueue({ type: "webhook-delivery", deliveries: due });
    })()
      .catch((error) => logger().warn({ err: error }, "could not hand webhook deliveries to Inngest, the sweep will"))
      .finally(() => {
        running = undefined;
      });
  };
  listenForChanges(WEBHOOKS_DUE_CHANNEL, { onChange: dispatch, onLiveChange: (live) => live && dispatch() });
}
