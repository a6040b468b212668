import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { linkOperations } from "@/lib/api/operations/links";
import { withApiKey } from "@/lib/api/with-api-key";
import { getLinkPageAnalytics } from "@/lib/services/links/get-link-page-analytics";

export const dynamic = "force-dynamic";

// GET /links/{id}/analytics — views, unique visitors, clicks and click-through rate per day and per block
export const GET = withApiKey<{ id: string }>(linkOperations.getLinkAnalytics, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Link page");
  const query = Object.fromEntries(new URL(req.url).searchParams);
  return json(await getLinkPageAnalytics({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, query } }));
});
