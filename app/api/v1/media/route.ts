import { parseQuery } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { withApiKey } from "@/lib/api/with-api-key";
import { listMediaQuery } from "@/lib/schemas/media";
import { listMedia } from "@/lib/services/media/list-media";

export const dynamic = "force-dynamic";

// GET /media — the workspace's media library, newest first, by name or tag and kind, with its storage total
export const GET = withApiKey({ scope: "media:read" }, async ({ req, auth }) => {
  const query = parseQuery(req, listMediaQuery);
  return json(await listMedia({ workspaceId: auth.workspaceId, actor: auth.actor, query }));
});
