// A post's history on its page, oldest first: created, submitted, changes requested (with the comment), revised
// (with what changed), approved by whom, scheduled for when, and published on each network. The steps are the
// recorded ones (record-post-step.ts); created and published are read from the post's own rows (each network's
// row says when it went out), so the history is complete for posts made before steps were recorded.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { PLATFORM_LABELS, type PlatformId } from "../../platforms/ids";
import { isUuid } from "../../schemas/common";
import { postModeFor } from "../posts/post-mode";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import type { PostStepKind, RequestChange, RequestSnapshot } from "./record-post-step";

export interface PostHistoryEntry {
  kind: PostStepKind | "created" | "published" | "failed";
  at: string;
  /** Who, in words; null when no person is behind it (the scheduler, an API key's creation without a name). */
  by: string | null;
  comment: string | null;
  /** revised: what changed since the previous request. */
  changes: RequestChange[] | null;
  /** submitted / revised: the time asked for (null: on approval); scheduled: the time. */
  scheduledAt: string | null;
  /** published / failed: the network's name. */
  network: string | null;
}

const RANK: Record<PostHistoryEntry["kind"], number> = {
  created: 0,
  submitted: 1,
  revised: 1,
  changes_requested: 2,
  approved: 2,
  scheduled: 3,
  published: 4,
  failed: 4,
};

export async function getPostHistory({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { id: string };
}): Promise<PostHistoryEntry[]> {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  await requireReader(workspaceId, actor);
  const postId = input.id.toLowerCase();
  const post = await db.post.findFirst({
    where: { id: postId, workspaceId, mode: postModeFor(actor), deletedAt: null },
    select: { id: true, groupId: true, createdAt: true, createdByUserId: true },
  });
  if (!post) throw new NotFoundError("Post");
  const groupId = post.groupId ?? post.id;
  const [steps, rows] = await Promise.all([
    db.postEvent.findMany({ where: { postId: groupId, workspaceId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.post.findMany({
      where: { workspaceId, deletedAt: null, OR: [{ id: groupId }, { groupId }], status: { in: ["published", "partial_published", "failed"] } },
      select: { platforms: true, status: true, publishedAt: true, updatedAt: true },
    }),
  ]);
  const userIds = [...new Set([post.createdByUserId, ...steps.map((s) => s.actorUserId)].filter((id): id is string => id !== null))];
  const names = new Map(
    (await db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true, email: true } })).map((u) => [u.id, u.name?.trim() || u.email]),
  );
  const nameOf = (userId: string | null, fallback: string | null = null) => fallback ?? (userId ? (names.get(userId) ?? "A former member") : null);
  const blank = { by: null, comment: null, changes: null, scheduledAt: null, network: null };

  const entries: PostHistoryEntry[] = [{ ...blank, kind: "created", at: post.createdAt.toISOString(), by: nameOf(post.createdByUserId) }];
  for (const step of steps) {
    const details = step.details as { request?: RequestSnapshot; changes?: RequestChange[]; scheduledAt?: string | null };
    entries.push({
      ...blank,
      kind: step.kind as PostStepKind,
      at: step.createdAt.toISOString(),
      by: nameOf(step.actorUserId, step.actorName),
      comment: step.comment,
      changes: step.kind === "revised" ? (details.changes ?? []) : null,
      scheduledAt: details.request ? details.request.scheduledAt : (details.scheduledAt ?? null),
    });
  }
  for (const row of rows) {
    const network = PLATFORM_LABELS[row.platforms[0] as PlatformId] ?? row.platforms[0] ?? null;
    const failed = row.status === "failed";
    entries.push({ ...blank, kind: failed ? "failed" : "published", at: (failed ? row.updatedAt : (row.publishedAt ?? row.updatedAt)).toISOString(), network });
  }
  // Steps of one transaction can share a millisecond: their order is the order they happen in.
  return entries.sort((a, b) => a.at.localeCompare(b.at) || RANK[a.kind] - RANK[b.kind]);
}
