// Scheduling: a scheduled post whose time has come is fanned out into queued rows (the same fan-out as
// "publish now"), then handed to the engine. It runs from the in-process sweep every few seconds or from the
// Inngest cron every minute, so a post publishes within a minute of scheduled_at; a post edited or deleted
// before then is read as it is at that moment; posts that fell due while the app was down go out on the
// first sweep after it comes back.
import { db } from "../db";
import { AppError } from "../errors";
import { notify } from "../notifications/notify";
import { queuePostForPublishing } from "../services/posts/queue-post-for-publishing";

export interface FanOutResult {
  /** Ids of the queued rows, to dispatch. */
  postIds: string[];
  /** Scheduled posts that could not be fanned out (no accounts …), now failed with a reason. */
  failed: string[];
}

export async function fanOutDuePosts({
  limit = 50,
  now = new Date(),
  workspaceIds,
}: { limit?: number; now?: Date; workspaceIds?: string[] } = {}): Promise<FanOutResult> {
  const due = await db.post.findMany({
    where: { status: "scheduled", deletedAt: null, scheduledAt: { lte: now }, ...(workspaceIds ? { workspaceId: { in: workspaceIds } } : {}) },
    select: { id: true, workspaceId: true },
    orderBy: { scheduledAt: "asc" },
    take: limit,
  });
  const result: FanOutResult = { postIds: [], failed: [] };
  for (const post of due) {
    try {
      const ids = await db.$transaction(async (tx) => {
        // Skip a post another instance is fanning out right now (its row is locked); it is theirs.
        const free = await tx.$queryRaw<{ id: string }[]>`
          SELECT id FROM posts WHERE id = ${post.id}::uuid AND status = 'scheduled' AND deleted_at IS NULL FOR UPDATE SKIP LOCKED`;
        if (free.length === 0) return [];
        return queuePostForPublishing(tx, { workspaceId: post.workspaceId, postId: post.id });
      });
      result.postIds.push(...ids);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The post can never be fanned out as it stands (e.g. no accounts): fail it visibly instead of
      // trying again every sweep.
      const failedNow = await db.$transaction(async (tx) => {
        const { count } = await tx.post.updateMany({ where: { id: post.id, status: "scheduled" }, data: { status: "failed" } });
        if (count === 1) {
          const row = await tx.post.findUniqueOrThrow({ where: { id: post.id }, select: { platforms: true } });
          await tx.platformResult.create({
            data: { postId: post.id, platform: row.platforms[0] ?? "unknown", success: false, error: `scheduled publishing failed: ${error.message}` },
          });
        }
        return count === 1;
      });
      if (failedNow) await notify({ kind: "post_failed", workspaceId: post.workspaceId, postId: post.id });
      result.failed.push(post.id);
    }
  }
  return result;
}
