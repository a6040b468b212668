// The workspace setting "UTM tags": on, links in every post's captions and link fields are tagged with
// utm_source=<network>&utm_medium=social&utm_campaign=<campaign> when published (lib/links/utm-tags.ts);
// a post's own `utm` overrides it. Managers and above change it: it shapes every post the team publishes.
import { z } from "zod";
import { db } from "../../db";
import { parseInput } from "../../errors";
import { UTM_CAMPAIGN_MAX, type UtmSetting } from "../../links/utm-tags";
import type { Actor } from "../actor";
import { requireRole } from "./require-role";

const setUtmSettingInput = z
  .strictObject({
    enabled: z.boolean({ error: "must be true or false" }),
    campaign: z
      .string({ error: "must be a string" })
      .trim()
      .max(UTM_CAMPAIGN_MAX, { error: `must be at most ${UTM_CAMPAIGN_MAX} characters` })
      .nullable()
      .optional(),
  })
  .refine((v) => !v.enabled || (v.campaign ?? "") !== "", { path: ["campaign"], error: "required when UTM tags are on" });

/** What a refusal names (the Members page and PATCH /workspaces/{id} alike). */
export const UTM_SETTING_ACTION = "change the UTM tags setting";

export async function setUtmSetting({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: unknown }): Promise<UtmSetting> {
  const { enabled, campaign } = parseInput(setUtmSettingInput, input);
  await requireRole(workspaceId, actor, "manager", UTM_SETTING_ACTION);
  return saveUtmSetting(workspaceId, { enabled, campaign: campaign === "" ? null : (campaign ?? undefined) });
}

/** Writes an already checked setting; `campaign` undefined keeps the stored one. */
export async function saveUtmSetting(
  workspaceId: string,
  { enabled, campaign }: { enabled: boolean; campaign: string | null | undefined },
): Promise<UtmSetting> {
  const row = await db.workspace.update({
    where: { id: workspaceId },
    data: { utmEnabled: enabled, utmCampaign: campaign },
    select: { utmEnabled: true, utmCampaign: true },
  });
  return { enabled: row.utmEnabled, campaign: row.utmCampaign };
}

/** The setting as publishing and the dry run read it. */
export async function getUtmSetting(workspaceId: string): Promise<UtmSetting> {
  const row = await db.workspace.findUnique({ where: { id: workspaceId }, select: { utmEnabled: true, utmCampaign: true } });
  return { enabled: row?.utmEnabled ?? false, campaign: row?.utmCampaign ?? null };
}
