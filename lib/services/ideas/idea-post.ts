// The post an idea became, as its card on the board shows it: the newest post made from the idea (posts.idea_id)
// that is still there, in the viewer's mode. Read with the idea in one query (a relation select).
import type { ContentActor } from "../workspaces/authorize-actor";
import { postModeFor } from "../posts/post-mode";

export interface IdeaPost {
  id: string;
  status: "draft" | "scheduled" | "queued" | "published" | "partial_published" | "failed";
  /** ISO 8601 (UTC); set while the post is scheduled. */
  scheduledAt: string | null;
}

/** The Prisma relation select for an idea's newest live (or test, for a test key) post. */
export function ideaPostSelect(actor: ContentActor) {
  return {
    where: { deletedAt: null, mode: postModeFor(actor) },
    orderBy: { createdAt: "desc" as const },
    take: 1,
    select: { id: true, status: true, scheduledAt: true },
  };
}

export function toIdeaPost(posts: { id: string; status: IdeaPost["status"]; scheduledAt: Date | null }[]): IdeaPost | null {
  const [post] = posts;
  return post ? { id: post.id, status: post.status, scheduledAt: post.scheduledAt?.toISOString() ?? null } : null;
}
