// PATCH /workspaces/{id} and the MCP tool update_workspace: the workspace settings an API key may change.
// Today that is the UTM tags setting, with the Members page's rules: managers and above (it shapes every
// post the team publishes), and never a drafts-only key (the tags change what reaches the networks).
// Only sent fields change, `utm.enabled` and `utm.campaign` each on its own, so turning the tags back on
// reuses the campaign already stored.
import { BadRequestError, NotFoundError, parseInput } from "../../errors";
import { updateWorkspaceRequest, type WorkspaceDetail } from "../../schemas/workspaces";
import type { Actor } from "../actor";
import { requireMayPublish } from "./authorize-actor";
import { readWorkspaceDetail } from "./get-workspace";
import { requireRole } from "./require-role";
import { getUtmSetting, saveUtmSetting, UTM_SETTING_ACTION } from "./set-utm-setting";

export async function updateWorkspace({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: Actor;
  input: { id: string; body: unknown };
}): Promise<WorkspaceDetail> {
  if (input.id !== workspaceId) throw new NotFoundError("Workspace");
  const { utm } = parseInput(updateWorkspaceRequest, input.body);
  if (utm) {
    requireMayPublish(actor, UTM_SETTING_ACTION);
    await requireRole(workspaceId, actor, "manager", UTM_SETTING_ACTION);
    const current = await getUtmSetting(workspaceId);
    const enabled = utm.enabled ?? current.enabled;
    const campaign = utm.campaign === undefined ? current.campaign : utm.campaign || null;
    if (enabled && !campaign) {
      throw new BadRequestError(
        utm.campaign === undefined ? "utm.campaign: required to turn UTM tags on (none is set yet)" : "utm.campaign: required while UTM tags are on",
      );
    }
    await saveUtmSetting(workspaceId, { enabled, campaign });
  }
  return readWorkspaceDetail(workspaceId, actor);
}
