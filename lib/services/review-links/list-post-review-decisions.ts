// A post's client reviews, for its history in the editor: every decision made through a review link, newest
// first, with the link's title and whether the post has changed since.
import { db } from "../../db";
import { isUuid } from "../../schemas/common";
import type { Actor } from "../actor";
import { requireReader } from "../workspaces/authorize-actor";
import { contentVersion, versionedContentSelect } from "./content-version";

export async function listPostReviewDecisions({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { postId: string } }) {
  await requireReader(workspaceId, actor);
  if (!isUuid(input.postId)) return [];
  const post = await db.post.findFirst({ where: { id: input.postId.toLowerCase(), workspaceId }, select: versionedContentSelect });
  if (!post) return [];
  const version = contentVersion(post);
  const decisions = await db.reviewDecision.findMany({
    where: { postId: input.postId.toLowerCase(), reviewLink: { workspaceId } },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: { id: true, decision: true, comment: true, reviewerName: true, contentVersion: true, createdAt: true, reviewLink: { select: { title: true } } },
  });
  return decisions.map(({ contentVersion: decidedOn, reviewLink, ...d }) => ({ ...d, linkTitle: reviewLink.title, current: decidedOn === version }));
}
