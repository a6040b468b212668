// The workspace's review links for the people who manage them: newest first, each with its state, its posts'
// count, its maker and how many decisions came through it. Never the token (it was shown once).
import { db } from "../../db";
import type { Actor } from "../actor";
import { requireReviewLinkManager } from "./review-link-policy";

type ReviewLinkStateName = "active" | "expired" | "revoked";

export async function listReviewLinks({ workspaceId, actor, now = new Date() }: { workspaceId: string; actor: Actor; now?: Date }) {
  await requireReviewLinkManager(workspaceId, actor, "see the workspace's review links");
  const links = await db.reviewLink.findMany({
    where: { workspaceId },
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
  return links.map(({ passcodeHash, createdBy, _count, ...link }) => ({
    ...link,
    hasPasscode: passcodeHash !== null,
    createdBy: createdBy.name || createdBy.email,
    postCount: _count.posts,
    decisionCount: _count.decisions,
    state: (link.revokedAt ? "revoked" : link.expiresAt.getTime() <= now.getTime() ? "expired" : "active") as ReviewLinkStateName,
  }));
}
