// The workspace's review links for the people who manage them: newest first, each with its state, its posts'
// count, its maker and how many decisions came through it. Never the token (it was shown once). With `id`, that
// one link (GET and DELETE /review-links/{id} answer it): 404 when it is not the workspace's.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import type { Actor } from "../actor";
import { requireReviewLinkManager } from "./review-link-policy";

type ReviewLinkStateName = "active" | "expired" | "revoked";

export async function listReviewLinks({ workspaceId, actor, id, now = new Date() }: { workspaceId: string; actor: Actor; id?: string; now?: Date }) {
  await requireReviewLinkManager(workspaceId, actor, "see the workspace's review links");
  if (id !== undefined && !isUuid(id)) throw new NotFoundError("Review link");
  const links = await db.reviewLink.findMany({
    where: { workspaceId, ...(id !== undefined ? { id: id.toLowerCase() } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      id: true,
      title: true,
      expiresAt: true,
      revokedAt: true,
      lastOpenedAt: true,
      createdAt: true,
      passcodeHash: true,
      createdBy: { select: { name: true, email: true } },
      _count: { select: { posts: true, decisions: true } },
    },
  });
  if (id !== undefined && links.length === 0) throw new NotFoundError("Review link");
  return links.map(({ passcodeHash, createdBy, _count, ...link }) => ({
    ...link,
    hasPasscode: passcodeHash !== null,
    createdBy: createdBy.name || createdBy.email,
    postCount: _count.posts,
    decisionCount: _count.decisions,
    state: (link.revokedAt ? "revoked" : link.expiresAt.getTime() <= now.getTime() ? "expired" : "active") as ReviewLinkStateName,
  }));
}
