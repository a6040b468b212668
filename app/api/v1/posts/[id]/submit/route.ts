import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { serializePost } from "@/lib/serializers/serialize-post";
import { approvalOperations } from "@/lib/api/operations/approvals";
import { withApiKey } from "@/lib/api/with-api-key";
import { submitPostForApproval } from "@/lib/services/approvals/submit-post-for-approval";

export const dynamic = "force-dynamic";

// POST /posts/{id}/submit — additive: submit a draft for approval, with the time it should go out (or none: on approval)
export const POST = withApiKey<{ id: string }>(approvalOperations.submitPostForApproval, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Post");
  const body = await parseBody(req, { optional: true });
  const post = await submitPostForApproval({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, body } });
  return json({ post: serializePost(post) });
});
