// A published row's first comment tried again after a transient failure, with the same code as the in-process
// worker (lib/publishing/comment-retry.ts): wait until the retry is due, claim the row (only if still due, so a
// duplicate event does nothing), try once. A try that fails for a passing reason again asks for the next one
// itself (a new event with its due time); the sweep-comment-retries cron catches an event that was lost.
import { claimDueComments, DEFAULT_COMMENT_RETRY_DEPS, retryDueComment } from "@/lib/publishing/comment-retry";
import { inngest } from "@/lib/jobs/inngest/client";
import { postCommentRetryRequested } from "@/lib/jobs/inngest/events";

export const retryFirstComment = inngest.createFunction(
  { id: "retry-first-comment", triggers: [postCommentRetryRequested], concurrency: { key: "event.data.postId", limit: 1 }, retries: 3 },
  async ({ event, step }) => {
    await step.sleepUntil("wait-until-due", event.data.at);
    return step.run("retry", async () => {
      const [claimed] = await claimDueComments({ limit: 1, windowMs: DEFAULT_COMMENT_RETRY_DEPS.staleArmMs, postIds: [event.data.postId] });
      if (!claimed) return { kind: "skipped" as const, reason: "not due, or another run has it" };
      return retryDueComment(claimed);
    });
  },
);
