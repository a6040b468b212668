"use server";

// Time zone writes of the web app: a person's own zone (profile page) and a workspace's default (Workspace settings page).
import { setUserTimeZone } from "@/lib/services/users/set-user-time-zone";
import { setWorkspaceTimeZone } from "@/lib/services/workspaces/set-workspace-time-zone";
import { runAction } from "./action-result";
import { sessionActor } from "./session-actor";

export async function setMyTimeZoneAction(timeZone: string) {
  return runAction(async () => setUserTimeZone({ userId: (await sessionActor()).userId, input: { timeZone } }));
}

export async function setWorkspaceTimeZoneAction(workspaceId: string, timeZone: string) {
  return runAction(async () => setWorkspaceTimeZone({ workspaceId, actor: await sessionActor(), input: { timeZone } }));
}
