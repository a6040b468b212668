// Publishes one queued row, step by step, with the same step code as the in-process worker
// (lib/publishing/publish-row.ts). Each step is memoised by Inngest, and each stores its progress in the
// row before the next network call, so a retried or resumed run continues where it stopped.
//
// Retries: a retryable failure or a rate limit throws RetryAfterError with the time the shared retry policy
// chose (backoff, or the network's Retry-After), so both engines retry on the same schedule; a failure that
// is final throws NonRetriableError after the row's result is stored. Concurrency: one row at a time per
// connected account, a bounded number per network.
import { NonRetriableError, RetryAfterError } from "inngest";
import { failRowUnexpectedly } from "@/lib/publishing/finalize-row";
import { prepareRow, pollRow, publishNext, startRow } from "@/lib/publishing/publish-row";
import type { PublishDeps, StepOutcome } from "@/lib/publishing/step-types";
import { DEFAULT_RETRY_POLICY } from "@/lib/publishing/retry-policy";
import { inngest } from "@/lib/jobs/inngest/client";
import { postPublishRequested } from "@/lib/jobs/inngest/events";

export const INNGEST_PUBLISH_DEPS: PublishDeps = {
  policy: DEFAULT_RETRY_POLICY,
  // The run keeps its claim across retries and poll waits; the lease only matters if the run is lost.
  leaseMs: 15 * 60_000,
  callTimeoutMs: 60_000,
  holdClaimBetweenAttempts: true,
};

/** Polls before giving up on a container that never becomes ready. */
const MAX_POLLS = 120;

/** Turns a step's outcome into what Inngest understands: throw to retry, throw to stop, or return. */
function settle(outcome: StepOutcome): StepOutcome {
  if (outcome.kind === "retry") throw new RetryAfterError(outcome.error, new Date(outcome.at));
  if (outcome.kind === "finished" && outcome.status === "failed") throw new NonRetriableError(outcome.error ?? "publishing failed");
  return outcome;
}

export function createPublishPostTarget(deps: PublishDeps = INNGEST_PUBLISH_DEPS) {
  return inngest.createFunction(
    {
      id: "publish-post-target",
      triggers: [postPublishRequested],
      // Above the policy's attempts: the step code decides when a row has failed for good.
      retries: 10,
      concurrency: [
        { key: "event.data.accountKey", limit: 1 },
        { key: "event.data.platform", limit: 8 },
      ],
      onFailure: async ({ event, error }) => {
        await failRowUnexpectedly(event.data.event.data.postId, `publishing stopped: ${error.message}`);
      },
    },
    async ({ event, step, runId }) => {
      const { postId } = event.data;
      const owner = `inngest:${runId}`;
      const run = (id: string, body: () => Promise<StepOutcome>) => step.run(id, async () => settle(await body()));

      let outcome = await run("resolve-and-validate", () => startRow(postId, owner, deps, { countAttempt: true }));
      if (outcome.kind !== "continue") return outcome;
      outcome = await run("prepare", () => prepareRow(postId, owner, deps));
      if (outcome.kind !== "continue") return outcome;
      for (let poll = 0; ; poll++) {
        if (poll >= MAX_POLLS) throw new NonRetriableError("the network never finished processing the media");
        outcome = await run(`poll-${poll}`, () => pollRow(postId, owner, deps));
        if (outcome.kind !== "wait") break;
        await step.sleep(`wait-${poll}`, Math.max(1_000, outcome.checkAfterMs));
      }
      if (outcome.kind !== "continue") return outcome;
      for (let item = 0; ; item++) {
        outcome = await run(`publish-${item}`, () => publishNext(postId, owner, deps));
        if (outcome.kind !== "continue") return outcome;
      }
    },
  );
}

export const publishPostTarget = createPublishPostTarget();
