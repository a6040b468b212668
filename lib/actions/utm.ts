"use server";

// The workspace's UTM tags setting (Members page, beside "Posts need approval").
import { setUtmSetting } from "@/lib/services/workspaces/set-utm-setting";
import { runAction } from "./action-result";
import { sessionActor } from "./session-actor";

export async function setUtmSettingAction(workspaceId: string, input: { enabled: boolean; campaign: string | null }) {
  return runAction(async () => setUtmSetting({ workspaceId, actor: await sessionActor(), input }));
}
