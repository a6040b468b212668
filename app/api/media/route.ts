// GET /api/media?workspace=<id>&q=…&kind=…&cursor=… — the media library page's and the composer picker's
// files (lib/services/media/list-media.ts, as GET /media of the public API) for a member.
import { parseQuery } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { listMediaQuery } from "@/lib/schemas/media";
import { listMedia } from "@/lib/services/media/list-media";

export const dynamic = "force-dynamic";

export const GET = withSession({ signInTo: "see the media library" }, async ({ req, actor, workspaceId }) => {
  return json(await listMedia({ workspaceId, actor, query: parseQuery(req, listMediaQuery, { also: ["workspace"] }) }));
});
