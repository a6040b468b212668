import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { serializePost } from "@/lib/serializers/serialize-post";
import { postOperations } from "@/lib/api/operations/posts";
import { withApiKey } from "@/lib/api/with-api-key";
import { deletePost } from "@/lib/services/posts/delete-post";
import { getPost } from "@/lib/services/posts/get-post";
import { updatePost } from "@/lib/services/posts/update-post";

export const dynamic = "force-dynamic";

// GET /posts/{id} — one post with its connected account and platform results
export const GET = withApiKey<{ id: string }>(postOperations.getPost, async ({ auth, params }) => {
  const id = routeId(params.id, "Post");
  const post = await getPost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } });
  return json({ post: serializePost(post) });
});

// PATCH /posts/{id} — edit a draft or scheduled post; only sent fields change
export const PATCH = withApiKey<{ id: string }>(postOperations.updatePost, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Post");
  const changes = await parseBody(req);
  const post = await updatePost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, changes } });
  return json({ post: serializePost(post) });
});

// DELETE /posts/{id} — soft delete
export const DELETE = withApiKey<{ id: string }>(postOperations.deletePost, async ({ auth, params }) => {
  const id = routeId(params.id, "Post");
  return json(await deletePost({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }));
});
