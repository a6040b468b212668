import { parseQuery } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { mediaOperations } from "@/lib/api/operations/media";
import { withApiKey } from "@/lib/api/with-api-key";
import { listMedia } from "@/lib/services/media/list-media";

export const dynamic = "force-dynamic";

// GET /media — the workspace's media library, newest first, by name or tag and kind, with its storage total
export const GET = withApiKey(mediaOperations.listMedia, async ({ req, auth }) => {
  const query = parseQuery(req, mediaOperations.listMedia.query);
  return json(await listMedia({ workspaceId: auth.workspaceId, actor: auth.actor, query }));
});
