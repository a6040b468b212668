import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { reviewLinkOperations } from "@/lib/api/operations/review-links";
import { serializeReviewLink } from "@/lib/api/serializers/serialize-review-link";
import { withApiKey } from "@/lib/api/with-api-key";
import { appLink } from "@/lib/email/app-link";
import { createReviewLink } from "@/lib/services/review-links/create-review-link";
import { listReviewLinks } from "@/lib/services/review-links/list-review-links";

export const dynamic = "force-dynamic";

// GET /review-links — additive: the workspace's client review links, newest first, never a token
export const GET = withApiKey(reviewLinkOperations.listReviewLinks, async ({ auth }) => {
  const rows = await listReviewLinks({ workspaceId: auth.workspaceId, actor: auth.actor });
  return json({ reviewLinks: rows.map(serializeReviewLink) });
});

// POST /review-links — additive: make a client review link; its URL is in this answer only
export const POST = withApiKey(reviewLinkOperations.createReviewLink, async ({ req, auth }) => {
  const input = await parseBody(req);
  const made = await createReviewLink({ workspaceId: auth.workspaceId, actor: auth.actor, input });
  const [row] = await listReviewLinks({ workspaceId: auth.workspaceId, actor: auth.actor, id: made.id });
  return json({ reviewLink: serializeReviewLink(row), url: appLink(made.path) }, 201);
});
