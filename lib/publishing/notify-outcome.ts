// Tells people about a post that failed (lib/notifications), once its final statuses are stored. A post's rows
// finish one by one, and the last to finish may be a published one while an earlier sibling failed: so a
// failed row always raises the event, and a published row raises it only when a sibling of its group failed.
// notify() says nothing while a row of the group is still publishing, so the last row to finish is the one
// that is heard, and its dedupe key makes two rows finishing together one message.
import { Prisma } from "@/generated/prisma/client";
import { readRows } from "../db";
import { notify } from "../notifications/notify";
import type { FinalStatus } from "./step-types";

export async function notifyOutcome(post: { id: string; workspaceId: string; groupId: string | null }, status: FinalStatus): Promise<void> {
  if (status === "published") {
    if (!post.groupId) return;
    // One indexed read (posts.group_id): most published rows have no failed sibling and stop here.
    const failedSibling = await readRows<{ one: number }>(Prisma.sql`
      SELECT 1 AS one FROM posts
      WHERE group_id = ${post.groupId}::uuid AND status IN ('failed', 'partial_published') AND deleted_at IS NULL
      LIMIT 1`).catch(() => []);
    if (failedSibling.length === 0) return;
  }
  await notify({ kind: "post_failed", workspaceId: post.workspaceId, postId: post.id });
}
