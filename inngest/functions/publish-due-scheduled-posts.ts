// Every minute: scheduled posts whose time has come are fanned out into queued rows and dispatched, so a
// post publishes within a minute of scheduled_at (and ones that fell due during an outage go out next).
import { fanOutDuePosts } from "@/lib/publishing/fan-out-due-posts";
import { publishEventsFor } from "@/lib/jobs/publish-events";
import { inngest } from "@/lib/jobs/inngest/client";

export const publishDueScheduledPosts = inngest.createFunction(
  { id: "publish-due-scheduled-posts", triggers: [{ cron: "* * * * *" }], concurrency: 1 },
  async ({ step }) => {
    const fanOut = await step.run("fan-out-due-posts", () => fanOutDuePosts({ limit: 200 }));
    if (fanOut.postIds.length === 0) return { queued: 0, failed: fanOut.failed.length };
    const events = await step.run("build-events", async () => publishEventsFor(fanOut.postIds, { dedupe: true }));
    if (events.length > 0) await step.sendEvent("dispatch-rows", events);
    return { queued: fanOut.postIds.length, failed: fanOut.failed.length };
  },
);
