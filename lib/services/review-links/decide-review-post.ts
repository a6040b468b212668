// A client's decision on one post of a review link: Approve, or Request changes with a comment, under the name
// they give. It goes through the approval service like a manager's (same state change, webhooks and
// notifications), as an external reviewer acting with the link maker's current authority: a maker who is no
// longer a manager, or a post not in the link, decides nothing. Each decision is kept with the version of the
// post it was about (content-version.ts): the post's history, and the review page's "about an older version".
import { db } from "../../db";
import { ConflictError, NotFoundError, parseInput } from "../../errors";
import type { Actor } from "../actor";
import { approvePost } from "../approvals/approve-post";
import { requestPostChanges } from "../approvals/request-post-changes";
import { contentVersion, versionedContentSelect } from "./content-version";
import { requireReviewLink } from "./find-review-link";
import { passcodeSatisfied } from "./review-passcode";
import { reviewDecisionInput, type ReviewDecisionInput } from "./schemas";

export async function decideReviewPost({ token, proof, input }: { token: string; proof?: string; input: ReviewDecisionInput }) {
  const link = await requireReviewLink(token);
  if (!passcodeSatisfied(link, proof)) throw new ConflictError("Enter the passcode of this link first");
  const data = parseInput(reviewDecisionInput, input);
  const postId = data.postId.toLowerCase();
  // The post must be one of this link's, in the link's workspace: any other id is "not found".
  const entry = await db.reviewLinkPost.findFirst({
    where: { reviewLinkId: link.id, postId, post: { workspaceId: link.workspaceId, deletedAt: null, mode: "live" } },
    select: { postId: true },
  });
  if (!entry) throw new NotFoundError("Post");
  const actor: Actor = { kind: "review_link", reviewLinkId: link.id, userId: link.createdById, reviewerName: data.reviewerName };
  const comment = data.comment?.trim() ? data.comment.trim() : undefined;
  const before = await db.post.findUniqueOrThrow({ where: { id: postId }, select: versionedContentSelect });
  if (data.decision === "approved") {
    await approvePost({ workspaceId: link.workspaceId, actor, input: { id: postId, body: comment ? { comment } : {} } });
  } else {
    await requestPostChanges({ workspaceId: link.workspaceId, actor, input: { id: postId, body: { comment } } });
  }
  return db.reviewDecision.create({
    data: {
      reviewLinkId: link.id,
      postId,
      decision: data.decision,
      comment: comment ?? null,
      reviewerName: data.reviewerName,
      contentVersion: contentVersion(before),
    },
    select: { id: true, decision: true, comment: true, reviewerName: true, createdAt: true },
  });
}
