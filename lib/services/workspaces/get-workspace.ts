// One workspace with its settings, for the API (GET /workspaces/{id}) and the MCP tool get_workspace. A key
// acts in one workspace: any other id, even one of a workspace its creator belongs to, is 404, as every
// other resource of another workspace is (the list GET /workspaces names them, without their settings).
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import type { WorkspaceDetail } from "../../schemas/workspaces";
import type { Actor } from "../actor";
import { roleInWorkspace } from "./require-role";

export async function getWorkspace({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: { id: string } }): Promise<WorkspaceDetail> {
  if (input.id !== workspaceId) throw new NotFoundError("Workspace");
  return readWorkspaceDetail(workspaceId, actor);
}

/** The workspace as the API shows it to this actor (their role in it; `active`: it is where they act). */
export async function readWorkspaceDetail(workspaceId: string, actor: Actor): Promise<WorkspaceDetail> {
  const [role, row] = await Promise.all([
    roleInWorkspace(workspaceId, actor),
    db.workspace.findUnique({
      where: { id: workspaceId },
      select: {
        id: true,
        name: true,
        isPersonal: true,
        utmEnabled: true,
        utmCampaign: true,
        color: true,
        logoMediaId: true,
        logo: { select: { publicUrl: true } },
      },
    }),
  ]);
  if (!row) throw new NotFoundError("Workspace");
  return {
    id: row.id,
    name: row.name,
    isPersonal: row.isPersonal,
    // The operator (admin CLI) holds no membership; it sees what the owner sees.
    role: role === "system" ? "owner" : role,
    active: true,
    utm: { enabled: row.utmEnabled, campaign: row.utmCampaign },
    color: row.color,
    logoMediaId: row.logoMediaId,
    logoUrl: row.logo?.publicUrl ?? null,
  };
}
