import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { mediaOperations } from "@/lib/api/operations/media";
import { withApiKey } from "@/lib/api/with-api-key";
import { deleteMedia } from "@/lib/services/media/delete-media";
import { getMedia } from "@/lib/services/media/get-media";

export const dynamic = "force-dynamic";

// GET /media/{id} — one library file with the posts that use it
export const GET = withApiKey<{ id: string }>(mediaOperations.getMedia, async ({ auth, params }) => {
  const id = routeId(params.id, "Media");
  return json(await getMedia({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }));
});

// DELETE /media/{id} — delete a library file; 409 while a scheduled or queued post uses it
export const DELETE = withApiKey<{ id: string }>(mediaOperations.deleteMedia, async ({ auth, params }) => {
  const id = routeId(params.id, "Media");
  return json(await deleteMedia({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }));
});
