import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { linkOperations } from "@/lib/api/operations/links";
import { withApiKey } from "@/lib/api/with-api-key";
import { addLinkBlock } from "@/lib/services/links/add-link-block";

export const dynamic = "force-dynamic";

// POST /links/{id}/blocks — add a block to the draft (at `position`, else last)
export const POST = withApiKey<{ id: string }>(linkOperations.addLinkBlock, async ({ req, auth, params }) => {
  const pageId = routeId(params.id, "Link page");
  const block = await parseBody(req);
  return json({ block: await addLinkBlock({ workspaceId: auth.workspaceId, actor: auth.actor, input: { pageId, block } }) }, 201);
});
