// A post's history, written in the transaction of each step (so a step and its line exist together): submitted,
// revised (a later request, with what changed since the one before), changes requested (with the comment),
// approved, scheduled. The post page reads it back (get-post-history.ts); the approval-request email reads the
// latest request's changes (lib/notifications/describe-event.ts, which reads the rows itself: a lower module). Publishing is not written here: the post's
// rows carry when each network published it, and the history reads that.
import type { DbTransaction } from "../../db";

export const POST_STEP_KINDS = ["submitted", "revised", "changes_requested", "approved", "scheduled"] as const;
export type PostStepKind = (typeof POST_STEP_KINDS)[number];

/** What a request asked approvers to approve, kept to tell the next request what changed. */
export interface RequestSnapshot {
  requestedAt: string | null;
  caption: string;
  platforms: string[];
  scheduledAt: string | null;
  requestedStatus: "scheduled" | "published" | null;
}

export type RequestChange = "caption" | "time" | "networks";

export interface PostStepInput {
  workspaceId: string;
  postId: string;
  kind: PostStepKind;
  actorUserId?: string | null;
  /** Who, in words, when no member is behind the step (an external reviewer's name). */
  actorName?: string | null;
  comment?: string | null;
  details?: Record<string, unknown>;
}

export async function recordPostStep(tx: DbTransaction, step: PostStepInput): Promise<void> {
  await tx.postEvent.create({
    data: {
      workspaceId: step.workspaceId,
      postId: step.postId,
      kind: step.kind,
      actorUserId: step.actorUserId ?? null,
      actorName: step.actorName ?? null,
      comment: step.comment ?? null,
      details: (step.details ?? {}) as object,
    },
  });
}

/** What changed between two requests, in the order a person reads them. */
export function requestChanges(before: RequestSnapshot, after: RequestSnapshot): RequestChange[] {
  const changes: RequestChange[] = [];
  if (before.caption.trim() !== after.caption.trim()) changes.push("caption");
  if (before.scheduledAt !== after.scheduledAt || before.requestedStatus !== after.requestedStatus) changes.push("time");
  const networks = (list: string[]) => [...list].sort().join(",");
  if (networks(before.platforms) !== networks(after.platforms)) changes.push("networks");
  return changes;
}

interface RequestedPost {
  id: string;
  workspaceId: string;
  caption: string | null;
  platforms: string[];
  scheduledAt: Date | null;
  approvalRequestedStatus: "scheduled" | "published" | null;
  approvalRequestedAt: Date | null;
  approvalRequestedByUserId: string | null;
}

export function requestSnapshot(post: RequestedPost): RequestSnapshot {
  return {
    requestedAt: post.approvalRequestedAt?.toISOString() ?? null,
    caption: post.caption ?? "",
    platforms: [...post.platforms],
    scheduledAt: post.approvalRequestedStatus === "scheduled" ? (post.scheduledAt?.toISOString() ?? null) : null,
    requestedStatus: post.approvalRequestedStatus,
  };
}

/**
 * A request for approval: "submitted" the first time, "revised" after, with what changed since the previous
 * request. The same request told twice (a retried submit keeps its request time) is written once.
 */
export async function recordApprovalRequestStep(tx: DbTransaction, post: RequestedPost): Promise<void> {
  const request = requestSnapshot(post);
  const last = await tx.postEvent.findFirst({
    where: { postId: post.id, kind: { in: ["submitted", "revised"] } },
    orderBy: { createdAt: "desc" },
    select: { details: true },
  });
  const previous = (last?.details as { request?: RequestSnapshot } | undefined)?.request;
  if (previous && previous.requestedAt === request.requestedAt) return;
  await recordPostStep(tx, {
    workspaceId: post.workspaceId,
    postId: post.id,
    kind: previous ? "revised" : "submitted",
    actorUserId: post.approvalRequestedByUserId,
    details: previous ? { request, changes: requestChanges(previous, request) } : { request },
  });
}

/**
 * A submit of a post already awaiting approval that asks for nothing new (same caption, networks and time as
 * its latest request): the same request, so it keeps its time and nobody is asked, or emailed, twice.
 */
export async function isSameRequestAgain(tx: DbTransaction, post: RequestedPost & { approvalState: string }): Promise<boolean> {
  if (post.approvalState !== "pending" || !post.approvalRequestedAt) return false;
  const last = await tx.postEvent.findFirst({
    where: { postId: post.id, kind: { in: ["submitted", "revised"] } },
    orderBy: { createdAt: "desc" },
    select: { details: true },
  });
  const previous = (last?.details as { request?: RequestSnapshot } | undefined)?.request;
  if (!previous || previous.requestedAt !== post.approvalRequestedAt.toISOString()) return false;
  return requestChanges(previous, requestSnapshot(post)).length === 0;
}
