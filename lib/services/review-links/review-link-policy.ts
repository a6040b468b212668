// Who may make, list and revoke a workspace's review links: managers and above, the people who could approve
// the posts themselves (a client's decision through the link is taken with its maker's authority). A client
// acting through a link can never make another one.
import { ForbiddenError } from "../../errors";
import type { Actor } from "../actor";
import { requireMayPublish } from "../workspaces/authorize-actor";
import { requireRole } from "../workspaces/require-role";

export async function requireReviewLinkManager(workspaceId: string, actor: Actor, action: string) {
  if (actor.kind === "review_link") throw new ForbiddenError(`A client review link cannot ${action}`);
  return requireRole(workspaceId, actor, "manager", action);
}

/**
 * Making a link also needs a key that may publish: a client's approval through it schedules or publishes with the
 * maker's authority, so a drafts-only key (the web app's people are never drafts-only) could otherwise publish
 * by approving its own link.
 */
export async function requireReviewLinkMaker(workspaceId: string, actor: Actor, action: string) {
  requireMayPublish(actor, action);
  return requireReviewLinkManager(workspaceId, actor, action);
}
