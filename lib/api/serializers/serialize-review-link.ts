// A review link row (lib/services/review-links/list-review-links.ts) as the API's ReviewLink: camelCase, ISO dates.
import type { ReviewLinkResponse } from "../../schemas/review-links";
import type { ReviewLinkSummary } from "../../services/review-links/list-review-links";

export function serializeReviewLink(row: ReviewLinkSummary): ReviewLinkResponse {
  return {
    id: row.id,
    title: row.title,
    state: row.state,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    hasPasscode: row.hasPasscode,
    postCount: row.postCount,
    decisionCount: row.decisionCount,
  };
}
