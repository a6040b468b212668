// A request that someone else has settled: every approver was asked to approve the post, one of them decided,
// so the others' requests are marked read and say how it ended ("Approved by Manny") instead of still asking.
// Runs in the decision's transaction, so the bell never counts a request that is already decided.
import type { DbTransaction } from "../db";

export async function resolvePostNotifications(
  tx: DbTransaction,
  { workspaceId, postId, kind, resolution }: { workspaceId: string; postId: string; kind: "approval_requested"; resolution: string },
): Promise<number> {
  return tx.$executeRaw`
    UPDATE notifications SET resolution = ${resolution}, read_at = COALESCE(read_at, now())
    WHERE workspace_id = ${workspaceId}::uuid AND post_id = ${postId}::uuid
      AND kind = ${kind}::notification_kind AND resolution IS NULL`;
}
