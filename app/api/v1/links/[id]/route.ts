import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { linkOperations } from "@/lib/api/operations/links";
import { withApiKey } from "@/lib/api/with-api-key";
import { deleteLinkPage } from "@/lib/services/links/delete-link-page";
import { getLinkPage } from "@/lib/services/links/get-link-page";
import { updateLinkPage } from "@/lib/services/links/update-link-page";

export const dynamic = "force-dynamic";

// GET /links/{id} — a page with its draft blocks in order
export const GET = withApiKey<{ id: string }>(linkOperations.getLinkPage, async ({ auth, params }) => {
  const id = routeId(params.id, "Link page");
  return json({ link: await getLinkPage({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }) });
});

// PATCH /links/{id} — change sent fields of the draft; status "draft" unpublishes
export const PATCH = withApiKey<{ id: string }>(linkOperations.updateLinkPage, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Link page");
  const changes = await parseBody(req);
  return json({ link: await updateLinkPage({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, changes } }) });
});

// DELETE /links/{id} — delete a page, its versions and its counters
export const DELETE = withApiKey<{ id: string }>(linkOperations.deleteLinkPage, async ({ auth, params }) => {
  const id = routeId(params.id, "Link page");
  return json(await deleteLinkPage({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }));
});
