import { idempotentResponse } from "@/lib/api/idempotent-response";
import { routeId } from "@/lib/api/route-id";
import { postOperations } from "@/lib/api/operations/posts";
import { withApiKey } from "@/lib/api/with-api-key";
import { retryPost } from "@/lib/services/posts/retry-post";

export const dynamic = "force-dynamic";

// POST /posts/{id}/retry — additive: queue one failed row again (Idempotency-Key honoured)
export const POST = withApiKey<{ id: string }>(postOperations.retryPost, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Post");
  return idempotentResponse({ req, auth, endpoint: `POST /posts/${id}/retry`, body: null }, async () => {
    const result = await retryPost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } });
    return { status: 200, body: result, headers: {} };
  });
});
