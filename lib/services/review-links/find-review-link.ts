// What a review link's token opens, for the visitor without an account: the link (usable), or why not
// (unknown, expired, revoked). A token of the wrong shape costs no query; only the token's hash is looked up.
// A passcode-protected link also needs the proof its unlock left in the visitor's cookie (review-passcode.ts).
import { hashLinkToken, LINK_TOKEN_SHAPE } from "../../auth/link-token";
import { db } from "../../db";
import { AppError } from "../../errors";

export type ReviewLinkProblem = "invalid" | "expired" | "revoked";

export const REVIEW_LINK_PROBLEMS: Record<ReviewLinkProblem, string> = {
  invalid: "This review link does not work. Check that it was copied whole, or ask whoever sent it for a new one.",
  expired: "This review link has expired. Ask whoever sent it for a new one.",
  revoked: "This review link was withdrawn by the team. Ask whoever sent it for a new one.",
};

/** A link that no longer opens: 410 for expired or revoked, 404 for a token that was never issued. */
export class ReviewLinkClosedError extends AppError {
  constructor(readonly problem: ReviewLinkProblem) {
    super(problem === "invalid" ? 404 : 410, REVIEW_LINK_PROBLEMS[problem]);
  }
}

const linkSelect = { id: true, workspaceId: true, createdById: true, title: true, passcodeHash: true, expiresAt: true, revokedAt: true } as const;
export type UsableReviewLink = { id: string; workspaceId: string; createdById: string; title: string; passcodeHash: string | null; expiresAt: Date };

export async function findReviewLink(token: string, now = new Date()): Promise<{ link: UsableReviewLink } | { problem: ReviewLinkProblem }> {
  if (!LINK_TOKEN_SHAPE.test(token)) return { problem: "invalid" };
  const link = await db.reviewLink.findUnique({ where: { tokenHash: hashLinkToken(token) }, select: linkSelect });
  if (!link) return { problem: "invalid" };
  if (link.revokedAt) return { problem: "revoked" };
  if (link.expiresAt.getTime() <= now.getTime()) return { problem: "expired" };
  const { revokedAt: _revoked, ...usable } = link;
  return { link: usable };
}

/** The usable link, or the error that says why not. */
export async function requireReviewLink(token: string, now = new Date()): Promise<UsableReviewLink> {
  const found = await findReviewLink(token, now);
  if ("problem" in found) throw new ReviewLinkClosedError(found.problem);
  return found.link;
}
