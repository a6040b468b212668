import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { linkOperations } from "@/lib/api/operations/links";
import { withApiKey } from "@/lib/api/with-api-key";
import { deleteLinkBlock } from "@/lib/services/links/delete-link-block";
import { updateLinkBlock } from "@/lib/services/links/update-link-block";

export const dynamic = "force-dynamic";

// PATCH /links/{id}/blocks/{blockId} — change sent fields of a block (its type stays)
export const PATCH = withApiKey<{ id: string; blockId: string }>(linkOperations.updateLinkBlock, async ({ req, auth, params }) => {
  const pageId = routeId(params.id, "Link page");
  const blockId = routeId(params.blockId, "Block");
  const changes = await parseBody(req);
  return json({ block: await updateLinkBlock({ workspaceId: auth.workspaceId, actor: auth.actor, input: { pageId, blockId, changes } }) });
});

// DELETE /links/{id}/blocks/{blockId} — remove a block from the draft
export const DELETE = withApiKey<{ id: string; blockId: string }>(linkOperations.deleteLinkBlock, async ({ auth, params }) => {
  const pageId = routeId(params.id, "Link page");
  const blockId = routeId(params.blockId, "Block");
  return json(await deleteLinkBlock({ workspaceId: auth.workspaceId, actor: auth.actor, input: { pageId, blockId } }));
});
