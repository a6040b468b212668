// A post that asks for campaign tags ("Tag this post's links", `utm: { enabled: true }`) with no campaign name
// of its own while the workspace has none either: publishing would leave its links untagged (effectiveUtm finds
// no campaign), so the person would believe the links were tagged. The composer's Checks name it, the dry run
// (POST /posts/validate) lists it, and creating or saving such a post is a 400: one rule for every door.
import { BadRequestError } from "../../errors";
import { readUtm, type UtmSetting } from "../../links/utm-tags";
import type { Problem } from "../../platforms/types";
import { getUtmSetting } from "../workspaces/set-utm-setting";

const MESSAGE = "required when utm.enabled is true and the workspace has no campaign name";

/** The problem in both voices, or null when the post's tags have a campaign (or are not asked for). */
export function utmCampaignProblem(workspace: UtmSetting, utm: unknown): (Problem & { say: string }) | null {
  const own = readUtm(utm);
  if (!own?.enabled || own.campaign || (workspace.campaign ?? "").trim() !== "") return null;
  return {
    field: "utm.campaign",
    message: MESSAGE,
    kind: "required",
    say: "Name the campaign for this post’s tagged links, or leave its links as written",
  };
}

/** Refuses a post whose tags would have no campaign; reads the workspace's setting only when it matters. */
export async function requireUtmCampaign(workspaceId: string, utm: unknown): Promise<void> {
  const own = readUtm(utm);
  if (!own?.enabled || own.campaign) return;
  const problem = utmCampaignProblem(await getUtmSetting(workspaceId), utm);
  if (problem) throw new BadRequestError(`${problem.field}: ${problem.message}`);
}
