import { json } from "@/lib/api/respond";
import { reviewLinkOperations } from "@/lib/api/operations/review-links";
import { routeId } from "@/lib/api/route-id";
import { serializeReviewLink } from "@/lib/api/serializers/serialize-review-link";
import { withApiKey } from "@/lib/api/with-api-key";
import { getReviewLink } from "@/lib/services/review-links/list-review-links";
import { revokeReviewLink } from "@/lib/services/review-links/revoke-review-link";

export const dynamic = "force-dynamic";

// GET /review-links/{id} — additive: one client review link, never its token
export const GET = withApiKey<{ id: string }>(reviewLinkOperations.getReviewLink, async ({ auth, params }) => {
  const id = routeId(params.id, "Review link");
  const row = await getReviewLink({ workspaceId: auth.workspaceId, actor: auth.actor, id });
  return json({ reviewLink: serializeReviewLink(row) });
});

// DELETE /review-links/{id} — additive: revoke a client review link; it then opens nothing
export const DELETE = withApiKey<{ id: string }>(reviewLinkOperations.revokeReviewLink, async ({ auth, params }) => {
  const id = routeId(params.id, "Review link");
  await revokeReviewLink({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } });
  const row = await getReviewLink({ workspaceId: auth.workspaceId, actor: auth.actor, id });
  return json({ reviewLink: serializeReviewLink(row) });
});
