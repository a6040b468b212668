// Events of the publishing pipeline and of webhook delivery.
import { eventType } from "inngest";
import { z } from "zod";

/** One queued row to publish. `accountKey` (connected account, or the row itself) and `platform` key the
 *  concurrency limits. */
export const postPublishRequested = eventType("post/publish.requested", {
  schema: z.object({
    postId: z.uuid(),
    accountKey: z.string().min(1),
    platform: z.string().min(1),
  }),
});

export type PostPublishRequestedData = z.infer<(typeof postPublishRequested)["schema"]>;

/** One webhook delivery to send (its outbox row is already stored; lib/webhooks/deliver.ts). */
export const webhookDeliveryRequested = eventType("webhook/delivery.requested", {
  schema: z.object({ deliveryId: z.uuid() }),
});
