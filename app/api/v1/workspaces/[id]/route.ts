import { json } from "@/lib/api/respond";
import { parseBody } from "@/lib/api/parse-body";
import { routeId } from "@/lib/api/route-id";
import { workspaceOperations } from "@/lib/api/operations/workspaces";
import { withApiKey } from "@/lib/api/with-api-key";
import { getWorkspace } from "@/lib/services/workspaces/get-workspace";
import { updateWorkspace } from "@/lib/services/workspaces/update-workspace";

export const dynamic = "force-dynamic";

// GET /workspaces/{id} — the key's own workspace with its settings (UTM tags); any valid key, as GET /workspaces
export const GET = withApiKey<{ id: string }>(workspaceOperations.getWorkspace, async ({ auth, params }) => {
  const id = routeId(params.id, "Workspace");
  return json({ workspace: await getWorkspace({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }) });
});

// PATCH /workspaces/{id} — change the key's own workspace's name, colour or UTM tags: posts:write; admin or above for name and colour, manager for utm
export const PATCH = withApiKey<{ id: string }>(workspaceOperations.updateWorkspace, async ({ req, auth, params }) => {
  const id = routeId(params.id, "Workspace");
  const body = await parseBody(req);
  return json({ workspace: await updateWorkspace({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, body } }) });
});
