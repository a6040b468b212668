import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { serializePost } from "@/lib/serializers/serialize-post";
import { postOperations } from "@/lib/api/operations/posts";
import { withApiKey } from "@/lib/api/with-api-key";
import { duplicatePost } from "@/lib/services/posts/duplicate-post";
import { getPost } from "@/lib/services/posts/get-post";

export const dynamic = "force-dynamic";

// POST /posts/{id}/duplicate — additive: any post copied into a new draft
export const POST = withApiKey<{ id: string }>(postOperations.duplicatePost, async ({ auth, params }) => {
  const id = routeId(params.id, "Post");
  const copy = await duplicatePost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } });
  const post = await getPost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id: copy.postId } });
  return json({ post: serializePost(post), duplicateOf: copy.duplicateOf, skippedChannels: copy.skippedChannels }, 201);
});
