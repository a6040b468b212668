// Asks the engine for a first comment's automatic retry (lib/publishing/comment-retry.ts) through the jobs
// seam: with Inngest an event that waits until the due time; in-process a wake of the comment retry worker.
// A hand-over that fails loses nothing: the row is due in the database, and the sweeps find it.
import { enqueue } from "../jobs/enqueue";
import { logger } from "../observability/logger";

export async function askForCommentRetry(postId: string, at: Date): Promise<void> {
  try {
    await enqueue({ type: "comment-retry", comments: [{ postId, at: at.toISOString() }], dedupe: true });
  } catch (error) {
    logger().warn({ postId, err: error }, "could not hand the first comment's retry to Inngest, the sweep will");
  }
}
