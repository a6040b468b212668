// POST /posts/{id}/retry (additive): puts one failed row back in the queue and dispatches it. Only that row
// runs again (not its siblings of the same post), from the start: a new container, a new upload, a fresh
// count of attempts. A row whose failure said the outcome could not be confirmed is the person's call to
// retry after checking the account.
import { isUuid } from "../../schemas/common";
import { db } from "../../db";
import { BadRequestError, NotFoundError } from "../../errors";
import { dispatchPublish } from "../../publishing/dispatch";
import type { Actor } from "../actor";
import { requireMayPublish } from "../workspaces/authorize-actor";
import { requireRole } from "../workspaces/require-role";

export interface RetryPostResult {
  postIds: string[];
  status: "queued";
  dispatchDeferred: boolean;
}

export async function retryPost({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { id: string } }): Promise<RetryPostResult> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  await requireRole(workspaceId, actor, "member", "retry posts");
  requireMayPublish(actor, "retry posts");
  const now = new Date();
  await db.$transaction(async (tx) => {
    const post = await tx.post.findFirst({
      where: { id: input.id, workspaceId, deletedAt: null, ...(actor.kind === "api_key" ? { mode: actor.mode } : {}) },
      select: { id: true, status: true },
    });
    if (!post) throw new NotFoundError("Post");
    if (post.status !== "failed") throw new BadRequestError(`Only failed posts can be retried; this post is ${post.status}`);
    const { count } = await tx.post.updateMany({
      where: { id: post.id, status: "failed" },
      data: {
        status: "queued",
        queuedAt: now,
        attempts: 0,
        nextAttemptAt: now,
        claimedBy: null,
        leaseUntil: null,
        publishedAt: null,
        publishState: {},
      },
    });
    // A concurrent retry got there first: that one dispatches.
    if (count !== 1) throw new BadRequestError("Only failed posts can be retried; this post is queued");
    await tx.platformResult.deleteMany({ where: { postId: post.id } });
  });
  const { dispatchDeferred } = await dispatchPublish({ postIds: [input.id] });
  return { postIds: [input.id], status: "queued", dispatchDeferred };
}
