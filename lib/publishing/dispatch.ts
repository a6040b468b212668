// Hands queued post rows to the publishing engine: the seam between the posts services (create with status
// `published`, POST /posts/{id}/publish, due scheduled posts) and the pipeline, through lib/jobs/enqueue.ts.
//
// With Inngest configured that sends one post/publish.requested event per row, bounded by a short timeout; if
// Inngest cannot be reached in time the rows stay queued and the result says `dispatchDeferred: true` (the
// Inngest sweep sends them later — a row is never lost because a dispatch failed). Without Inngest it wakes
// the in-process worker of this process; if none runs here (the admin CLI), another instance's sweep will
// publish them, which is also "deferred".
import { enqueue } from "../jobs/enqueue";
import { logger } from "../observability/logger";

export interface DispatchResult {
  /** True when the rows were stored but no worker was reached synchronously. */
  dispatchDeferred: boolean;
}

export { ENQUEUE_TIMEOUT_MS as DISPATCH_TIMEOUT_MS } from "../jobs/enqueue";

export async function dispatchPublish({ postIds }: { postIds: string[] }): Promise<DispatchResult> {
  if (postIds.length === 0) return { dispatchDeferred: false };
  try {
    const enqueued = await enqueue({ type: "publish", postIds });
    return { dispatchDeferred: enqueued.via === "none" };
  } catch (error) {
    logger().warn({ rows: postIds.length, err: error }, "could not hand rows to Inngest, the sweep will");
    return { dispatchDeferred: true };
  }
}

/**
 * For services after their transaction committed the rows: whether the dispatch was deferred, never an error.
 * A dispatcher failure must not lose committed rows or fail the request that stored them: the sweep
 * publishes them later.
 */
export async function dispatchSafely(postIds: string[]): Promise<boolean> {
  try {
    return (await dispatchPublish({ postIds })).dispatchDeferred;
  } catch (error) {
    logger().error({ err: error }, "dispatch failed; rows stay queued for the sweep");
    return true;
  }
}
