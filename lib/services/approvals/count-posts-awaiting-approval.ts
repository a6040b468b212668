// The number beside the Approvals tab: live drafts awaiting a decision (what the Approvals page lists).
// Read with every page of the workspace, so it is one indexed count (posts by workspace and approval state).
import { db } from "../../db";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

export async function countPostsAwaitingApproval({ workspaceId, actor }: { workspaceId: string; actor: ContentActor }): Promise<number> {
  await requireReader(workspaceId, actor);
  return db.post.count({ where: { workspaceId, approvalState: "pending", mode: "live", deletedAt: null, status: "draft" } });
}
