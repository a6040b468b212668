// Every minute: queued rows nobody is working on (dispatch deferred because Inngest was down, a run that
// died) get their event again. A duplicate event is harmless: the row's claim lets only one run act.
import { findRowsToRedispatch } from "@/lib/publishing/find-rows-to-redispatch";
import { publishEventsFor } from "@/lib/jobs/publish-events";
import { inngest } from "@/lib/jobs/inngest/client";

export const sweepQueuedPosts = inngest.createFunction({ id: "sweep-queued-posts", triggers: [{ cron: "* * * * *" }], concurrency: 1 }, async ({ step }) => {
  const postIds = await step.run("find-rows", () => findRowsToRedispatch());
  if (postIds.length === 0) return { dispatched: 0 };
  const events = await step.run("build-events", async () => publishEventsFor(postIds, { dedupe: false }));
  if (events.length > 0) await step.sendEvent("dispatch-rows", events);
  return { dispatched: events.length };
});
