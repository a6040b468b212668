// Read/write checks for content services (posts, ideas, accounts). An API key actor built by withApiKey
// carries the role it verified in this same request, so the check costs no second query; every other
// actor (a signed-in person) is looked up.
import { ForbiddenError } from "../../errors";
import { canWrite, type WorkspaceRoleName } from "../../auth/roles";
import type { Actor } from "../actor";
import { roleInWorkspace } from "./require-role";

export type ContentActor = Actor & { verifiedRole?: WorkspaceRoleName };

async function currentRole(workspaceId: string, actor: ContentActor): Promise<WorkspaceRoleName | "system"> {
  if (actor.kind === "api_key" && actor.verifiedRole) return actor.verifiedRole;
  return roleInWorkspace(workspaceId, actor);
}

/**
 * Any member (and the operator) may read; outsiders get 404 from roleInWorkspace. An API key's role was verified
 * in this request, so its check returns at once (no promise: the hot reads of the API await it on every request).
 */
export function requireReader(workspaceId: string, actor: ContentActor): Promise<void> | void {
  if (actor.kind === "api_key" && actor.verifiedRole) return;
  return currentRole(workspaceId, actor).then(() => undefined);
}

/** A drafts-only API key may write drafts but never schedule, publish or retry (what reaches a network). */
export function requireMayPublish(actor: Actor, action: string): void {
  if (actor.kind === "api_key" && actor.draftsOnly) throw new ForbiddenError(`This API key is drafts-only: it cannot ${action}`);
}

/** Returns the writer's role ("system" for the operator), so a caller with more rules to check asks once. */
export async function requireWriter(workspaceId: string, actor: ContentActor, action: string): Promise<WorkspaceRoleName | "system"> {
  const role = await currentRole(workspaceId, actor);
  if (role !== "system" && !canWrite(role)) throw new ForbiddenError(`Your role (${role}) cannot ${action}`);
  return role;
}
