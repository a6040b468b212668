// Tells people about a post that failed (lib/notifications), once its final statuses are stored. A post's rows
// finish one by one, and the last to finish may be a published one while an earlier sibling failed: so a
// failed row always raises the event, and a published row raises it only when a sibling of its group failed.
// notify() says nothing while a row of the group is still publishing, so the last row to finish is the one
// that is heard, and its dedupe key makes two rows finishing together one message.
import { Prisma } from "@/generated/prisma/client";
import { readRows } from "../db";
import { notify } from "../notifications/notify";
import { groupCommit } from "./group-commit";
import type { FinalStatus } from "./step-types";

/**
 * Whether the group has a failed row. One indexed read (posts.group_id) for all the published rows of
 * multi-account groups that finish together (group-commit.ts): most have no failed sibling and stop here.
 */
const hasFailedRow = groupCommit(async (groupIds: string[]): Promise<boolean[]> => {
  const failed = await readRows<{ group_id: string }>(Prisma.sql`
    SELECT DISTINCT group_id::text AS group_id FROM posts
    WHERE group_id = ANY(${[...new Set(groupIds)]}::uuid[]) AND status IN ('failed', 'partial_published') AND deleted_at IS NULL`);
  const withFailure = new Set(failed.map((row) => row.group_id));
  return groupIds.map((groupId) => withFailure.has(groupId));
});

export async function notifyOutcome(post: { id: string; workspaceId: string; groupId: string | null }, status: FinalStatus): Promise<void> {
  if (status === "published") {
    if (!post.groupId) return;
    if (!(await hasFailedRow(post.groupId).catch(() => false))) return;
  }
  await notify({ kind: "post_failed", workspaceId: post.workspaceId, postId: post.id });
}
