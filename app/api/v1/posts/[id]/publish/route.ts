import { idempotentResponse } from "@/lib/api/idempotent-response";
import { routeId } from "@/lib/api/route-id";
import { postOperations } from "@/lib/api/operations/posts";
import { withApiKey } from "@/lib/api/with-api-key";
import { publishPost } from "@/lib/services/posts/publish-post";

export const dynamic = "force-dynamic";

// POST /posts/{id}/publish — publish a draft or scheduled post now (Idempotency-Key honoured)
export const POST = withApiKey<{ id: string }>(postOperations.publishPost, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Post");
  return idempotentResponse({ req, auth, endpoint: `POST /posts/${id}/publish`, body: null }, async () => {
    const result = await publishPost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } });
    return { status: 200, body: result, headers: {} };
  });
});
