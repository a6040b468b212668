import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { linkOperations } from "@/lib/api/operations/links";
import { withApiKey } from "@/lib/api/with-api-key";
import { reorderLinkBlocks } from "@/lib/services/links/reorder-link-blocks";

export const dynamic = "force-dynamic";

// POST /links/{id}/blocks/reorder — put every block of the draft in the order given
export const POST = withApiKey<{ id: string }>(linkOperations.reorderLinkBlocks, async ({ req, auth, params }) => {
  const pageId = routeId(params.id, "Link page");
  const order = await parseBody(req);
  return json({ blocks: await reorderLinkBlocks({ workspaceId: auth.workspaceId, actor: auth.actor, input: { pageId, order } }) });
});
