import { json } from "@/lib/api/respond";
import { routeId } from "@/lib/api/route-id";
import { linkOperations } from "@/lib/api/operations/links";
import { withApiKey } from "@/lib/api/with-api-key";
import { publishLinkPage } from "@/lib/services/links/publish-link-page";

export const dynamic = "force-dynamic";

// POST /links/{id}/publish — freeze the draft as a new version and serve it at /l/{slug}
export const POST = withApiKey<{ id: string }>(linkOperations.publishLinkPage, async ({ auth, params }) => {
  const id = routeId(params.id, "Link page");
  return json({ link: await publishLinkPage({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }) });
});
