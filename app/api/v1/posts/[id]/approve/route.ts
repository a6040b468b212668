import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { serializePost } from "@/lib/serializers/serialize-post";
import { approvalOperations } from "@/lib/api/operations/approvals";
import { withApiKey } from "@/lib/api/with-api-key";
import { approvePost } from "@/lib/services/approvals/approve-post";

export const dynamic = "force-dynamic";

// POST /posts/{id}/approve — additive: a manager+ approves; the post is scheduled or published as its author asked
export const POST = withApiKey<{ id: string }>(approvalOperations.approvePost, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Post");
  const body = await parseBody(req, { optional: true });
  const { post, postIds, dispatchDeferred } = await approvePost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, body } });
  return json({ post: serializePost(post), postIds, dispatchDeferred });
});
