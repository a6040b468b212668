// The Approvals page's "Recently decided": the last decisions of the week (approved, changes requested), each
// with who decided, so an approver who comes to decide a post sees that someone else already did.
import { db } from "../../db";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

const WINDOW_MS = 7 * 86_400_000;

export interface RecentDecision {
  postId: string;
  headline: string;
  outcome: "approved" | "changes_requested";
  by: string;
  comment: string | null;
  at: Date;
}

export async function listRecentDecisions({ workspaceId, actor }: { workspaceId: string; actor: ContentActor }): Promise<RecentDecision[]> {
  await requireReader(workspaceId, actor);
  const steps = await db.postEvent.findMany({
    where: {
      workspaceId,
      kind: { in: ["approved", "changes_requested"] },
      createdAt: { gte: new Date(Date.now() - WINDOW_MS) },
      post: { deletedAt: null, mode: "live" },
    },
    orderBy: { createdAt: "desc" },
    take: 10,
    select: { postId: true, kind: true, actorUserId: true, actorName: true, comment: true, createdAt: true, post: { select: { title: true, caption: true } } },
  });
  const userIds = [...new Set(steps.flatMap((s) => (s.actorUserId ? [s.actorUserId] : [])))];
  const names = new Map(
    (await db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true, email: true } })).map((u) => [u.id, u.name?.trim() || u.email]),
  );
  return steps.map((step) => ({
    postId: step.postId,
    headline: (step.post.title?.trim() || step.post.caption?.trim() || "Untitled post").replace(/\s+/g, " ").slice(0, 80),
    outcome: step.kind === "approved" ? "approved" : "changes_requested",
    by: step.actorName ?? (step.actorUserId ? (names.get(step.actorUserId) ?? "a former member") : "Postlane"),
    comment: step.comment,
    at: step.createdAt,
  }));
}
