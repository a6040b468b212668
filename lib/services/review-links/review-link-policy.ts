// Who may make, list and revoke a workspace's review links: managers and above, the people who could approve
// the posts themselves (a client's decision through the link is taken with its maker's authority). A client
// acting through a link can never make another one.
import { ForbiddenError } from "../../errors";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";

export async function requireReviewLinkManager(workspaceId: string, actor: Actor, action: string) {
  if (actor.kind === "review_link") throw new ForbiddenError(`A client review link cannot ${action}`);
  return requireRole(workspaceId, actor, "manager", action);
}
