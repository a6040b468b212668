// The one seam between the code that has work for the background (requests, the Inngest-side dispatcher)
// and the engine that does it: with Inngest configured the job becomes events sent within a short timeout;
// without it, the runner this process registered for the job type takes it (lib/jobs/in-process.ts). When
// neither can take it, the answer says so and the job's rows wait for the next sweep, which is how every job
// here is also found: nothing is lost because a hand-over failed.
import { inngest } from "@/lib/jobs/inngest/client";
import { withTimeout } from "../async/with-timeout";
import { inngestConfigured } from "./engine";
import { inngestEventsFor } from "./inngest-events";
import { inProcessRunner } from "./in-process";
import type { InProcessResults, JobOf, JobType } from "./job";

/** How long a request may wait for Inngest to accept the events. */
export const ENQUEUE_TIMEOUT_MS = 2_000;

export type Enqueued<T extends JobType> =
  | { via: "inngest" }
  | { via: "in-process"; result: Promise<InProcessResults[T]> }
  /** No engine here took it: no Inngest, and no runner of this type runs in this process. */
  | { via: "none" };

/** Hands `job` to the engine. Throws when Inngest is configured but did not accept the events in time. */
export async function enqueue<T extends JobType>(job: JobOf<T>, { timeoutMs = ENQUEUE_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<Enqueued<T>> {
  if (inngestConfigured()) {
    const events = await inngestEventsFor(job);
    if (events.length > 0) await withTimeout(inngest.send(events), timeoutMs);
    return { via: "inngest" };
  }
  const runner = inProcessRunner(job.type as T);
  if (!runner) return { via: "none" };
  return { via: "in-process", result: Promise.resolve().then(() => runner(job)) };
}
