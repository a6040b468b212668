// Every minute: published rows whose first comment retry is due and that nobody is trying (an event lost while
// Inngest was unreachable, a run that died after arming) get their event again. A duplicate is harmless: the
// claim lets only one run try.
import { findDueComments } from "@/lib/publishing/comment-retry";
import { inngestEventsFor } from "@/lib/jobs/inngest-events";
import { inngest } from "@/lib/jobs/inngest/client";

export const sweepCommentRetries = inngest.createFunction(
  { id: "sweep-comment-retries", triggers: [{ cron: "* * * * *" }], concurrency: 1 },
  async ({ step }) => {
    const due = await step.run("find-comments", () => findDueComments());
    if (due.length === 0) return { dispatched: 0 };
    await step.sendEvent("dispatch-comments", await inngestEventsFor({ type: "comment-retry", comments: due, dedupe: false }));
    return { dispatched: due.length };
  },
);
