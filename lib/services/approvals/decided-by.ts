// Who decided a post's approval, as its columns record it: a member (their user id), or an external reviewer
// through a client review link (their name and the link; no user id, they have no account). Every write of
// the decision columns goes through here so a later decision never leaves an earlier reviewer's name behind.
import { actorUserId, externalReviewer, type Actor } from "../actor";

export function decidedBy(actor: Actor) {
  const reviewer = externalReviewer(actor);
  return {
    approvalDecidedByUserId: reviewer ? null : actorUserId(actor),
    approvalDecidedByReviewer: reviewer?.name ?? null,
    approvalReviewLinkId: reviewer?.reviewLinkId ?? null,
  };
}

/** The columns cleared when a post goes back to awaiting a decision (submitted again, sent back by an edit). */
export const noDecision = { approvalDecidedByUserId: null, approvalDecidedByReviewer: null, approvalReviewLinkId: null, approvalDecidedAt: null } as const;
