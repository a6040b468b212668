import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { serializePost } from "@/lib/serializers/serialize-post";
import { approvalOperations } from "@/lib/api/operations/approvals";
import { withApiKey } from "@/lib/api/with-api-key";
import { requestPostChanges } from "@/lib/services/approvals/request-post-changes";

export const dynamic = "force-dynamic";

// POST /posts/{id}/request-changes — additive: a manager+ sends a post back to its author with a comment
export const POST = withApiKey<{ id: string }>(approvalOperations.requestPostChanges, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Post");
  const body = await parseBody(req);
  const post = await requestPostChanges({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, body } });
  return json({ post: serializePost(post) });
});
