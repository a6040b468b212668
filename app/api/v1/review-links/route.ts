import { parseBody } from "@/lib/api/parse-body";
import { parseQuery } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { reviewLinkOperations } from "@/lib/api/operations/review-links";
import { serializeReviewLink } from "@/lib/api/serializers/serialize-review-link";
import { withApiKey } from "@/lib/api/with-api-key";
import { appLink } from "@/lib/email/app-link";
import { createReviewLink } from "@/lib/services/review-links/create-review-link";
import { getReviewLink, listReviewLinks } from "@/lib/services/review-links/list-review-links";

export const dynamic = "force-dynamic";

// GET /review-links — additive: the workspace's client review links, newest first, a page at a time, never a token
export const GET = withApiKey(reviewLinkOperations.listReviewLinks, async ({ req, auth }) => {
  const page = parseQuery(req, reviewLinkOperations.listReviewLinks.query);
  const { rows, nextCursor } = await listReviewLinks({ workspaceId: auth.workspaceId, actor: auth.actor, page });
  return json({ reviewLinks: rows.map(serializeReviewLink), nextCursor });
});

// POST /review-links — additive: make a client review link; its URL is in this answer only
export const POST = withApiKey(reviewLinkOperations.createReviewLink, async ({ req, auth }) => {
  const input = await parseBody(req);
  const made = await createReviewLink({ workspaceId: auth.workspaceId, actor: auth.actor, input });
  const row = await getReviewLink({ workspaceId: auth.workspaceId, actor: auth.actor, id: made.id });
  return json({ reviewLink: serializeReviewLink(row), url: appLink(made.path) }, 201);
});
