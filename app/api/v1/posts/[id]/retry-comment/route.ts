import { idempotentResponse } from "@/lib/api/idempotent-response";
import { routeId } from "@/lib/api/route-id";
import { serializePost } from "@/lib/serializers/serialize-post";
import { postOperations } from "@/lib/api/operations/posts";
import { withApiKey } from "@/lib/api/with-api-key";
import { retryFirstComment } from "@/lib/services/posts/retry-first-comment";

export const dynamic = "force-dynamic";

// POST /posts/{id}/retry-comment — additive: post a published row's failed first comment again, alone (Idempotency-Key honoured)
export const POST = withApiKey<{ id: string }>(postOperations.retryComment, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Post");
  return idempotentResponse({ req, auth, endpoint: `POST /posts/${id}/retry-comment`, body: null }, async () => {
    const post = await retryFirstComment({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } });
    return { status: 200, body: { post: serializePost(post) }, headers: {} };
  });
});
