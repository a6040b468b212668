// PATCH /workspaces/{id}, the MCP tool update_workspace, the CLI and the Workspace settings page: the
// workspace settings one may change outside the Members page. Only sent fields change.
//   - `name`, `color` and `logoMediaId` (an agency names a workspace after its client; the logo rules are in
//     workspace-logo.ts): owners and admins, as the time
//     zone and "Posts need approval" (canChangeWorkspaceSettings); the name then reads the same in the
//     switcher, page titles and every email sent after.
//   - `utm`, with the Members page's old rules: managers and above (it shapes every post the team
//     publishes), and never a drafts-only key (the tags change what reaches the networks). `utm.enabled` and
//     `utm.campaign` each change on their own, so turning the tags back on reuses the campaign already stored.
import { db } from "../../db";
import { BadRequestError, NotFoundError, parseInput } from "../../errors";
import { updateWorkspaceRequest, type WorkspaceDetail } from "../../schemas/workspaces";
import type { Actor } from "../actor";
import { requireMayPublish } from "./authorize-actor";
import { readWorkspaceDetail } from "./get-workspace";
import { requireRole } from "./require-role";
import { getUtmSetting, saveUtmSetting, UTM_SETTING_ACTION } from "./set-utm-setting";
import { checkLogoMedia } from "./workspace-logo";

const RENAME_ACTION = "rename the workspace or change its colour";

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
  const { name, color, logoMediaId, utm } = parseInput(updateWorkspaceRequest, input.body);
  const identity = name !== undefined || color !== undefined || logoMediaId !== undefined;
  // Every check before any write: a refused field leaves the others unchanged too.
  if (identity) await requireRole(workspaceId, actor, "admin", RENAME_ACTION);
  if (logoMediaId) await checkLogoMedia(workspaceId, logoMediaId);
  const utmSetting = utm ? await nextUtmSetting(workspaceId, actor, utm) : null;
  if (identity) {
    await db.workspace.update({ where: { id: workspaceId }, data: { name, color, logoMediaId } });
  }
  if (utmSetting) await saveUtmSetting(workspaceId, utmSetting);
  return readWorkspaceDetail(workspaceId, actor);
}

/** The UTM setting after the change, or a 403/400 before anything is written. */
async function nextUtmSetting(workspaceId: string, actor: Actor, utm: { enabled?: boolean; campaign?: string | null }) {
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
  return { enabled, campaign };
}
