// Hands queued post rows to the publishing engine: the seam between the posts services (create with status
// `published`, POST /posts/{id}/publish, due scheduled posts) and the pipeline.
//
// With Inngest configured it sends one post/publish.requested event per row, bounded by a short timeout; if
// Inngest cannot be reached in time the rows stay queued and the result says `dispatchDeferred: true` (the
// Inngest sweep sends them later — a row is never lost because a dispatch failed). Without Inngest it wakes
// the in-process worker of this process; if none runs here (the admin CLI), another instance's sweep will
// publish them, which is also "deferred".
import { inngest } from "@/inngest/client";
import { withTimeout } from "../async/with-timeout";
import { inngestConfigured } from "./engine";
import { publishEventsFor } from "./publish-events";
import { wakePublishingWorker } from "./worker";

export interface DispatchResult {
  /** True when the rows were stored but no worker was reached synchronously. */
  dispatchDeferred: boolean;
}

/** How long a request may wait for Inngest to accept the events. */
export const DISPATCH_TIMEOUT_MS = 2_000;

export async function dispatchPublish({ postIds }: { postIds: string[] }): Promise<DispatchResult> {
  if (postIds.length === 0) return { dispatchDeferred: false };
  if (!inngestConfigured()) return { dispatchDeferred: !wakePublishingWorker() };
  try {
    const events = await publishEventsFor(postIds, { dedupe: true });
    if (events.length > 0) await withTimeout(inngest.send(events), DISPATCH_TIMEOUT_MS);
    return { dispatchDeferred: false };
  } catch (error) {
    console.warn(`[postlane] could not hand ${postIds.length} row(s) to Inngest, the sweep will: ${error instanceof Error ? error.message : String(error)}`);
    return { dispatchDeferred: true };
  }
}
