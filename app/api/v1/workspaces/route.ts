import { json } from "@/lib/api/respond";
import { workspaceOperations } from "@/lib/api/operations/workspaces";
import { withApiKey } from "@/lib/api/with-api-key";
import { listActorWorkspaces } from "@/lib/services/workspaces/list-actor-workspaces";

export const dynamic = "force-dynamic";

// GET /workspaces — the key creator's workspaces (exactly the key's own has active: true) and the key's mode (any valid key)
export const GET = withApiKey(workspaceOperations.listWorkspaces, async ({ auth }) => {
  const workspaces = await listActorWorkspaces({ workspaceId: auth.workspaceId, actor: auth.actor });
  return json({ workspaces, mode: auth.mode });
});
